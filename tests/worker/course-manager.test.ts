/**
 * The course manager, as an admin and as everyone else: enrolling by address (the e-mail in the
 * person's language), one open enrolment per address, changes appended to the record and audited,
 * the record's export, and revoking a certificate.
 */
import { describe, expect, it } from "vitest";
import { insertUser } from "../factories";
import { getAs, logIn, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { waitForEmail } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const address = () => `learner-${crypto.randomUUID().slice(0, 8)}@example.com`;
const enrolFields = (email: string, overrides: Record<string, string> = {}) => ({
  intent: "enrol",
  email,
  name: "María José Núñez",
  firstName: "María",
  startsOn: "2026-11-01",
  endsOn: "",
  language: "es",
  ...overrides,
});

describe("enrolling", () => {
  it("enrols an address for six months, tells the person in their language, audits it, and refuses a second open enrolment", async () => {
    const email = address();
    const response = await postAs(worker, admin.cookie, "/course-manager", enrolFields(email));
    expect(response.status).toBe(303);
    expect(toastText(response)).toContain(email);
    const [enrolment] = await rows<{ id: string; status: string; starts_at: string; ends_at: string; student_name: string; user_id: string | null }>(
      worker,
      "select * from course_enrolments where student_email = ?",
      email,
    );
    expect(enrolment).toMatchObject({ status: "active", student_name: "María José Núñez", user_id: null });
    expect(enrolment!.ends_at.slice(0, 7)).toBe("2027-05");
    const message = await waitForEmail(worker, email, "course-enrolment");
    expect(message.subject).toBe("Su curso 2-15 de Florida está listo");
    expect(message.text_body).toContain("/es/course");
    expect(message.text_body).toMatch(/^Hola, María/);
    expect(await rows(worker, "select action from audit_log where action = 'course.enrol' and target = ?", email)).toHaveLength(1);

    const again = await postAs(worker, admin.cookie, "/course-manager", enrolFields(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This address already has an enrolment that is not ended");
    expect(await rows(worker, "select id from course_enrolments where student_email = ?", email)).toHaveLength(1);
  });

  it("keeps what was typed and says what is wrong, in the admin's language, for a bad address or an end before the start", async () => {
    const bad = await postAs(worker, admin.cookie, "/es/course-manager", enrolFields("not-an-address", { name: "Pedro" }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Por favor, ingrese un correo electrónico válido.");
    expect(html).toContain('value="not-an-address"');
    const backwards = await postAs(worker, admin.cookie, "/course-manager", enrolFields(address(), { startsOn: "2026-12-10", endsOn: "2026-12-01" }));
    expect(backwards.status).toBe(409);
    expect(await backwards.text()).toContain("The end must come after the start");
  });

  it("refuses everyone but an admin, and changes nothing", async () => {
    const { user, password } = await insertUser(worker.db);
    const member = await logIn(worker, user.email, password, "/auth");
    const email = address();
    const refused = await postAs(worker, member, "/course-manager", enrolFields(email));
    expect(refused.status).toBe(303);
    expect((await getAs(worker, member, "/course-manager")).status).toBe(303);
    expect(await rows(worker, "select id from course_enrolments where student_email = ?", email)).toHaveLength(0);
  });
});

describe("an enrolment and its e-mail are written together or not at all", () => {
  const countsFor = async (email: string) => ({
    enrolments: (await rows(worker, "select id from course_enrolments where student_email = ?", email)).length,
    created: (
      await rows(
        worker,
        "select r.id from course_records r join course_enrolments e on e.id = r.enrolment_id where e.student_email = ? and r.kind = 'enrolment.created'",
        email,
      )
    ).length,
    emails: (await rows(worker, "select id from email_outbox where to_address = ? and kind = 'course-enrolment'", email)).length,
  });

  it("a success writes the enrolment, its first record and its e-mail, exactly one each; a second enrolment of the address (the unique index refuses it inside the batch) writes none of them", async () => {
    const email = address();
    expect((await postAs(worker, admin.cookie, "/course-manager", enrolFields(email))).status).toBe(303);
    expect(await countsFor(email)).toEqual({ enrolments: 1, created: 1, emails: 1 });

    const again = await postAs(worker, admin.cookie, "/course-manager", enrolFields(email, { name: "Another Admin's Typing" }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This address already has an enrolment that is not ended");
    expect(await countsFor(email)).toEqual({ enrolments: 1, created: 1, emails: 1 });
  });

  it("when the e-mail's row cannot be written, neither the enrolment nor its record is", async () => {
    const email = address();
    // The outbox refuses this one address: the enrolment's own statements come first in the batch and succeed on their own.
    await worker.db
      .prepare(
        `CREATE TRIGGER refuse_enrolment_email BEFORE INSERT ON email_outbox WHEN NEW.to_address = '${email}' BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`,
      )
      .run();
    try {
      const response = await postAs(worker, admin.cookie, "/course-manager", enrolFields(email));
      // The generic error page: nothing was written, so the admin can simply post again.
      expect(response.status).toBe(500);
      expect(await countsFor(email)).toEqual({ enrolments: 0, created: 0, emails: 0 });
      expect(await rows(worker, "select r.id from course_records r left join course_enrolments e on e.id = r.enrolment_id where e.id is null")).toEqual([]);
      expect(await rows(worker, "select id from audit_log where action = 'course.enrol' and target = ?", email)).toEqual([]);
    } finally {
      await worker.db.prepare("DROP TRIGGER refuse_enrolment_email").run();
    }
    expect((await postAs(worker, admin.cookie, "/course-manager", enrolFields(email))).status).toBe(303);
    expect(await countsFor(email)).toEqual({ enrolments: 1, created: 1, emails: 1 });
  });
});

describe("working an enrolment", () => {
  it("pauses, resumes, changes the end and ends it; each change is in the record and the audit log; an ended one cannot change", async () => {
    const email = address();
    await postAs(worker, admin.cookie, "/course-manager", enrolFields(email));
    const [{ id }] = (await rows<{ id: string }>(worker, "select id from course_enrolments where student_email = ?", email)) as [{ id: string }];
    const steps: Array<Record<string, string>> = [
      { intent: "status", enrolmentId: id, status: "paused" },
      { intent: "status", enrolmentId: id, status: "active" },
      { intent: "extend", enrolmentId: id, endsOn: "2027-12-31" },
      { intent: "status", enrolmentId: id, status: "ended" },
    ];
    for (const fields of steps) {
      expect((await postAs(worker, admin.cookie, "/course-manager", fields)).status).toBe(303);
    }
    const changes = await rows<{ details: string }>(
      worker,
      "select details from course_records where enrolment_id = ? and kind = 'enrolment.changed' order by id",
      id,
    );
    expect(changes.map((change) => JSON.parse(change.details).to)).toEqual([
      { status: "paused" },
      { status: "active" },
      { endsAt: "2028-01-01T04:59:59.000Z" },
      { status: "ended" },
    ]);
    expect(await rows(worker, "select id from audit_log where action = 'course.enrolment_change' and target = ?", email)).toHaveLength(4);
    const late = await postAs(worker, admin.cookie, "/course-manager", { intent: "status", enrolmentId: id, status: "active" });
    expect(late.status).toBe(409);
  });

  it("exports the student's record as JSON and CSV (audited), and answers 404 for anything else", async () => {
    const email = address();
    await postAs(worker, admin.cookie, "/course-manager", enrolFields(email, { name: '=HYPERLINK("x")' }));
    const [{ id }] = (await rows<{ id: string }>(worker, "select id from course_enrolments where student_email = ?", email)) as [{ id: string }];
    const json = await getAs(worker, admin.cookie, `/course-manager/records/${id}.json`);
    expect(json.headers.get("Content-Disposition")).toBe(`attachment; filename="course-record-${id}.json"`);
    const record = (await json.json()) as { enrolment: { studentEmail: string }; records: Array<{ kind: string }> };
    expect(record.enrolment.studentEmail).toBe(email);
    expect(record.records.map((entry) => entry.kind)).toEqual(["enrolment.created"]);
    const csv = new Uint8Array(await (await getAs(worker, admin.cookie, `/course-manager/records/${id}.csv`)).arrayBuffer());
    // UTF-8 with a byte-order mark (Excel reads the accents), then the header line.
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(csv).split("\r\n");
    expect(lines[0]).toBe("entry,time,kind,lesson,screen,seconds,attempt,details");
    expect(lines[1]).toMatch(/^1?\d*,[^,]+,enrolment\.created,/);
    expect(await rows(worker, "select id from audit_log where action = 'course.records_export' and target = ?", email)).toHaveLength(2);
    for (const path of [
      `/course-manager/records/${id}.xml`,
      "/course-manager/records/00000000-0000-4000-8000-000000000000.json",
      "/course-manager/records/..%2F..%2Fetc.json",
    ]) {
      expect((await getAs(worker, admin.cookie, path)).status, path).toBe(404);
    }
  });
});
