/**
 * The public certificate lookup is throttled per client (docs/decisions/072): a client that tries
 * code after code is answered 429 with Retry-After and a page in its language once it passes the
 * limit, whatever it asks for (unknown codes, a genuine one the edge cache would once have served,
 * the typed-code form, the page's `.data`); another client is not slowed.
 */
import { describe, expect, it } from "vitest";
import { certificateLookupLimit } from "~/course/certificate-lookup.server";
import { newCertificateCode } from "~/course/completion.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { nextClientAddress } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const { limit, windowSeconds } = certificateLookupLimit;
const tooManyText = (strings: typeof en) => strings.course.verify.tooManyText.replace("{{minutes}}", String(windowSeconds / 60));

const lookUp = (path: string, client: string) => worker.fetch(path, { redirect: "manual", headers: { "CF-Connecting-IP": client } });

/** A page's markup without its scripts (the strings a page sends for hydration name every state it could show). */
const withoutScripts = (html: string) => decodeEntities(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));

async function statusOf(response: WorkerResponse): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

async function genuineCertificate(): Promise<string> {
  const code = newCertificateCode();
  const enrolmentId = crypto.randomUUID();
  await worker.db.batch([
    worker.db
      .prepare(
        "INSERT INTO course_enrolments (id, course_id, student_name, student_email, starts_at, ends_at) VALUES (?, 'florida-2-15', 'Genuine Graduate', ?, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')",
      )
      .bind(enrolmentId, `${enrolmentId}@example.com`),
    worker.db
      .prepare(
        "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) VALUES (?, ?, 'Genuine Graduate', 'florida-2-15', 216000, 5400)",
      )
      .bind(code, enrolmentId),
  ]);
  return code;
}

describe("guessing certificate codes", () => {
  it(
    `300 random codes from one client: ${limit} answered, then 429 with Retry-After and the page in the visitor's language; another client is not slowed`,
    { timeout: 180_000 },
    async () => {
      const guesser = nextClientAddress();
      const statuses: number[] = [];
      for (let guess = 0; guess < 300; guess++)
        statuses.push(await statusOf(await lookUp(`${guess % 2 ? "/es" : ""}/certificates/${newCertificateCode()}`, guesser)));
      expect(statuses).toEqual([...Array<number>(limit).fill(404), ...Array<number>(300 - limit).fill(429)]);

      for (const [prefix, strings] of [
        ["", en],
        ["/es", es],
      ] as const) {
        const refused = await lookUp(`${prefix}/certificates/${newCertificateCode()}`, guesser);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
        expect(refused.headers.get("Cache-Control")).toBe("no-store");
        const html = withoutScripts(await refused.text());
        expect(html).toContain(tooManyText(strings));
        expect(html).toContain(strings.course.verify.heading);
        expect(html).not.toContain(strings.course.verify.notFound);
        // The form is still there, to try again later.
        expect(html).toContain(`action="${prefix}/certificates/check"`);

        // With JavaScript: the page's data says the same, with the same status.
        const data = await lookUp(`${prefix}/certificates/${newCertificateCode()}.data`, guesser);
        expect(data.status).toBe(429);
        expect(data.headers.get("Retry-After")).toMatch(/^\d+$/);
        expect(JSON.stringify(decodeSingleFetch(await data.text()))).toContain('"too-many"');
      }

      // The typed-code form leads to the same refusal.
      const typed = await lookUp(`/certificates/check?code=${encodeURIComponent(newCertificateCode().toLowerCase())}`, guesser);
      expect(typed.status).toBe(303);
      expect(await statusOf(await lookUp(typed.headers.get("Location")!, guesser))).toBe(429);

      // Someone else, meanwhile, looks codes up as before.
      const other = nextClientAddress();
      expect(await statusOf(await lookUp(`/certificates/${newCertificateCode()}`, other))).toBe(404);
      const genuine = await genuineCertificate();
      expect(await statusOf(await lookUp(`/es/certificates/${genuine}`, other))).toBe(200);
    },
  );

  it("a genuine code asked again and again is counted every time: the edge cache serves no lookup past the limit", { timeout: 60_000 }, async () => {
    const genuine = await genuineCertificate();
    const asker = nextClientAddress();
    const answers: Array<{ status: number; cache: string | null }> = [];
    for (let ask = 0; ask <= limit; ask++) {
      const response = await lookUp(`/certificates/${genuine}`, asker);
      answers.push({ status: await statusOf(response), cache: response.headers.get("X-Html-Cache") });
    }
    expect(answers).toEqual([...Array(limit).fill({ status: 200, cache: null }), { status: 429, cache: null }]);
    const spanish = await lookUp(`/es/certificates/${genuine}`, asker);
    expect(spanish.status).toBe(429);
    const html = withoutScripts(await spanish.text());
    expect(html).toContain(tooManyText(es));
    expect(html).not.toContain("Genuine Graduate");
  });

  it("a person who types a few codes, wrong ones included, is never slowed", async () => {
    const person = nextClientAddress();
    const genuine = await genuineCertificate();
    const typedCodes = ["ffa 0000 0000 0000", "12345", genuine.toLowerCase(), newCertificateCode(), genuine];
    for (const code of typedCodes) {
      const typed = await lookUp(`/certificates/check?code=${encodeURIComponent(code)}`, person);
      const answer = typed.status === 303 ? await lookUp(typed.headers.get("Location")!, person) : typed;
      expect(await statusOf(answer), code).not.toBe(429);
    }
  });
});
