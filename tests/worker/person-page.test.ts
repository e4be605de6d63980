/**
 * The person page (docs/leads.md, "The person page"; decision 060): leads of one address whatever
 * its case make one person; the page shows their leads, account, newsletter, consent and course,
 * and one timeline newest first, in the viewer's language, paged by a plain link; it is for admins
 * only, answers an unknown id with the not-found page, and every read it makes uses an index.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { personReads } from "~/admin/person.server";
import { timelinePageSize } from "~/admin/person-timeline";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { decodeEntities, firstHeading, htmlLang } from "../support/html";
import { rows, startWorkerForFile } from "../support/worker";
import { applyStatements } from "../../scripts/history-leads.mjs";
import { benchPerson, personRows, personStatements, timelineEventCount } from "../../scripts/person-history.mjs";
import type { User } from "../../db/schema";

const worker = startWorkerForFile();
let cookie: string;
let admin: User;
let colleague: User;
beforeAll(async () => {
  const signedIn = await insertUser(worker.db, { role: "admin", firstName: "Marta", lastName: "Quintero" });
  admin = signedIn.user;
  cookie = await logIn(worker, admin.email, signedIn.password);
  colleague = (await insertUser(worker.db, { role: "admin", firstName: "Tomás", lastName: "Bello" })).user;
});

const personPath = (id: string, language: "en" | "es" = "en") => `${language === "es" ? "/es" : ""}/submissions-manager/people/${id}`;

/** The page as a person reads it: entities decoded, without the scripts (the loader data repeats codes legitimately). */
async function visiblePage(path: string, asCookie = cookie) {
  const response = await getAs(worker, asCookie, path);
  expect(response.status, path).toBe(200);
  // An address may wrap at its dots and "@" (<wbr>): read as one word.
  return decodeEntities((await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replace(/<wbr\/?>/g, ""));
}

/** The words of a page, without its markup (links and attributes name paths such as /partner-network legitimately). */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, " ");

/** Whether a stored code shows as a word of the page (a path that contains it, such as a consent's page, is not one). */
const showsCode = (html: string, code: string) => new RegExp(`(?<![/\\w.-])${code.replace(/[.]/g, "\\.")}(?![\\w-])`).test(wordsOf(html));

/** The timeline's events in the order shown: each one's kind and its text (tags removed, spaces folded). */
function timelineOf(html: string) {
  const list = html.match(/<ol[^>]*data-timeline=""[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*data-event="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => ({
    kind: match[1]!,
    text: match[2]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

/** The ids of the leads the page lists. */
const listedLeads = (html: string) => [...html.matchAll(/data-lead="([^"]+)"/g)].map((match) => match[1]!);

/** A dictionary sentence with its placeholders filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const hour = 3_600_000;

describe("one person per address", () => {
  it("joins leads whose addresses differ only in case, and never another address's (not a pattern)", async () => {
    const [upper, lower, other, prefix] = await insertLeads(worker.db, [
      leadFactory({ email: "A@x.com", createdAt: iso(3 * hour) }),
      leadFactory({ email: "a@X.com", formType: "service-inquiry", createdAt: iso(2 * hour) }),
      leadFactory({ email: "a@x.co", createdAt: iso(hour) }),
      leadFactory({ email: "%a@x.com", createdAt: iso(hour) }),
    ]);
    await postAs(worker, cookie, "/submissions-manager", { intent: "note", note: "Only about a@x.co", id: other!.id, view: "" }).then((response) =>
      response.arrayBuffer(),
    );

    for (const id of [upper!.id, lower!.id]) {
      const page = await visiblePage(personPath(id));
      expect(listedLeads(page).sort()).toEqual([upper!.id, lower!.id].sort());
      expect(page).toContain("a@x.com");
      expect(page).not.toContain("Only about a@x.co");
      expect(page).not.toContain(other!.id);
      expect(page).not.toContain(prefix!.id);
    }
    const otherPage = await visiblePage(personPath(other!.id));
    expect(listedLeads(otherPage)).toEqual([other!.id]);
    expect(otherPage).toContain("Only about a@x.co");
    expect(otherPage).not.toContain(upper!.id);
  });

  it("keeps the address out of the URL: the lead's dialog and the Accounts tab link by id", async () => {
    const { user } = await insertUser(worker.db, { email: "linked.person@example.com" });
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "Linked.Person@example.com" })]);
    const dialog = await visiblePage(`/submissions-manager?dialog=view&id=${lead!.id}`);
    expect(dialog).toContain(`href="/submissions-manager/people/${lead!.id}"`);
    expect(dialog).toContain(en.personLink.open);
    const accounts = await visiblePage("/es/admin?tab=accounts");
    expect(accounts).toContain(`href="/es/submissions-manager/people/${user.id}"`);
    expect(accounts).toContain(es.personLink.open);
    // By the account's id: the same person, the lead included.
    const byAccount = await visiblePage(personPath(user.id));
    expect(listedLeads(byAccount)).toEqual([lead!.id]);
    expect(byAccount).toContain(en.people.account.verified);
  });

  it("links the learner's page to the person, for admins", async () => {
    const { user } = await insertUser(worker.db, { email: "learner.person@example.com", firstName: "Lena", lastName: "Ruiz" });
    const enrolled = await enrol(createDb(worker.db), {
      email: user.email,
      name: "Lena Ruiz",
      userId: user.id,
      startsAt: new Date().toISOString(),
      endsAt: monthsAfter(new Date(), 6),
      createdBy: admin.id,
    });
    if (!enrolled.ok) throw new Error(enrolled.reason);
    const learner = await visiblePage(`/course-manager/learners/${enrolled.enrolment.id}`);
    expect(learner).toContain(`href="/submissions-manager/people/${user.id}"`);
    const person = await visiblePage(personPath(user.id, "es"));
    expect(person).toContain(fill(es.people.course.state, { state: es.people.course.statuses.active, percent: "0" }));
    expect(person).toContain(`href="/es/course-manager/learners/${enrolled.enrolment.id}"`);
  });
});

describe("the timeline", () => {
  let partnerLead: string;
  let licenceLead: string;
  let account: User;
  const followUpDay = "2030-01-15";

  beforeAll(async () => {
    account = (await insertUser(worker.db, { email: "ana.person@example.com", firstName: "Ana", lastName: "Persona", language: "es" })).user;
    await worker.db
      .prepare("UPDATE users SET created_at = ?, email_verified_at = ?, last_sign_in_at = ? WHERE id = ?")
      .bind(iso(48 * hour), iso(47 * hour), iso(46 * hour), account.id)
      .run();
    const [partner, licence] = await insertLeads(worker.db, [
      leadFactory({
        formType: "partner-network",
        source: "business-partner",
        email: "Ana.Person@Example.com",
        firstName: "Ana Persona",
        data: { name: "Ana Persona", email: "Ana.Person@Example.com", firstName: "Ana" },
        createdAt: iso(5 * hour),
      }),
      leadFactory({
        formType: "license-application",
        email: "ana.person@example.COM",
        firstName: "Ana",
        lastName: "Persona",
        phone: "3055550123",
        callTextConsent: true,
        consentVersion: "2026-01",
        consentLanguage: "es",
        consentAt: iso(4 * hour),
        consentPage: "/es/license-application",
        language: "es",
        createdAt: iso(4 * hour),
      }),
    ]);
    partnerLead = partner!.id;
    licenceLead = licence!.id;
    await worker.db
      .prepare(
        "INSERT INTO newsletter_subscribers (email, status, language, source, created_at, confirmed_at, updated_at) VALUES (?, 'subscribed', 'es', 'footer', ?, ?, ?)",
      )
      .bind("ana.person@example.com", iso(3 * hour), iso(2.5 * hour), iso(2.5 * hour))
      .run();
    // Worked through the manager's own actions, in order, as an admin does.
    const post = async (fields: Record<string, string>) => {
      const response = await postAs(worker, cookie, "/submissions-manager", { id: licenceLead, view: "", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(303);
      expect(toastText(response)).not.toContain(en.errors.title);
      await response.arrayBuffer();
      // Each step at its own millisecond, so the order is the order of the steps.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await post({ intent: "status", from: "new", to: "contacted", notify: "yes" });
    await post({ intent: "assign", to: colleague.id });
    await post({ intent: "follow-up", followUpOn: followUpDay });
    await post({ intent: "note", note: "Called: wants evening classes." });
    await post({ intent: "status", from: "contacted", to: "in_review", notify: "no" });
    await post({ intent: "spam", id: partnerLead });
  });

  it("shows every event newest first, in English, in words", async () => {
    const page = await visiblePage(personPath(licenceLead));
    const events = timelineOf(page);
    expect(events.map((event) => event.kind)).toEqual([
      "spam",
      "status",
      "note",
      "follow-up",
      "owner",
      "status",
      "email",
      "newsletter-confirmed",
      "newsletter-requested",
      "received",
      "received",
      "address-confirmed",
      "account-created",
    ]);
    const text = events.map((event) => event.text);
    const by = "Marta Quintero";
    expect(text[0]).toContain(fill(en.people.timeline.markedSpam, { by }));
    expect(text[0]).toContain(fill(en.people.timeline.onLead, { formType: en.submissions.tabs.partner }));
    expect(text[1]).toContain(fill(en.people.timeline.status, { from: en.leadStatuses.contacted, to: en.leadStatuses.in_review, by }));
    expect(text[1]).not.toContain(en.people.timeline.notified);
    expect(text[2]).toContain(fill(en.people.timeline.note, { by }));
    expect(text[2]).toContain("Called: wants evening classes.");
    expect(text[3]).toContain(fill(en.people.timeline.followUp, { from: en.people.timeline.noDay, to: "Jan 15, 2030", by }));
    expect(text[4]).toContain(fill(en.people.timeline.owner, { from: en.people.timeline.nobody, to: "Tomás Bello", by }));
    expect(text[5]).toContain(fill(en.people.timeline.status, { from: en.leadStatuses.new, to: en.leadStatuses.contacted, by }));
    expect(text[5]).toContain(en.people.timeline.notified);
    expect(text[5]).toContain(fill(en.people.timeline.onLead, { formType: en.submissions.tabs.license }));
    // The applicant's e-mail, in their language (Spanish), by its subject.
    const [sent] = await rows<{ subject: string }>(
      worker,
      "SELECT subject FROM email_outbox WHERE kind = 'status-update' AND to_address = 'ana.person@example.com'",
    );
    expect(text[6]).toContain(fill(en.people.timeline.email, { subject: sent!.subject }));
    expect(text[7]).toContain(en.people.timeline.newsletterConfirmed);
    expect(text[9]).toContain(fill(en.people.timeline.received, { formType: en.submissions.tabs.license, source: en.submissions.sources.website }));
    expect(text[10]).toContain(
      fill(en.people.timeline.received, { formType: en.submissions.tabs.partner, source: en.submissions.sources["business-partner"] }),
    );
    expect(text[10]).toContain(en.people.timeline.spam);
    expect(text[11]).toContain(en.people.timeline.addressConfirmed);
    expect(text[12]).toContain(en.people.timeline.accountCreated);

    // The rest of the page: leads with their labels, account, newsletter, consent.
    expect(firstHeading(page)).toBe("Ana Persona");
    expect(listedLeads(page)).toEqual([licenceLead, partnerLead]);
    expect(page).toContain(fill(en.people.leads.count, { count: "2", spam: "1" }));
    expect(page).toContain(`href="/submissions-manager?tab=spam&amp;dialog=view&amp;id=${partnerLead}"`.replace(/&amp;/g, "&"));
    expect(page).toContain(fill(en.people.account.role, { role: en.people.account.roles.user }));
    expect(page).toContain(en.people.account.verified);
    expect(page).toMatch(new RegExp(fill(en.people.newsletter.subscribed, { date: "[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s?[AP]M" })));
    expect(page).toContain(en.people.consent.given);
    expect(page).toContain(fill(en.people.consent.version, { version: "2026-01" }));
    expect(page).toContain(fill(en.people.consent.page, { page: "/es/license-application" }));
    expect(page).toContain(en.people.course.none);
    // Owners and follow-ups in the leads table, in words.
    expect(page).toContain("Tomás Bello");
    expect(page).toContain("Jan 15, 2030");
    // No stored code is shown as such.
    for (const code of ["in_review", "partner-network", "license-application", "business-partner", "firstName", "submission.assign", "status-update"])
      expect(showsCode(page, code), code).toBe(false);
  });

  it("says the same in Spanish, with Spanish dates", async () => {
    const page = await visiblePage(personPath(partnerLead, "es"));
    expect(htmlLang(await (await getAs(worker, cookie, personPath(partnerLead, "es"))).text())).toBe("es");
    const text = timelineOf(page).map((event) => event.text);
    const by = "Marta Quintero";
    expect(text[0]).toContain(fill(es.people.timeline.markedSpam, { by }));
    expect(text[1]).toContain(fill(es.people.timeline.status, { from: es.leadStatuses.contacted, to: es.leadStatuses.in_review, by }));
    expect(text[3]).toContain(fill(es.people.timeline.followUp, { from: es.people.timeline.noDay, to: "15 ene 2030", by }));
    expect(text[4]).toContain(fill(es.people.timeline.owner, { from: es.people.timeline.nobody, to: "Tomás Bello", by }));
    expect(text[5]).toContain(es.people.timeline.notified);
    expect(text[9]).toContain(fill(es.people.timeline.received, { formType: es.submissions.tabs.license, source: es.submissions.sources.website }));
    expect(text[10]).toContain(
      fill(es.people.timeline.received, { formType: es.submissions.tabs.partner, source: es.submissions.sources["business-partner"] }),
    );
    expect(page).toContain(es.people.consent.given);
    expect(page).toContain(es.people.timeline.heading);
    expect(page).toContain('href="/es/submissions-manager?dialog=view&amp;id='.replace(/&amp;/g, "&"));
    for (const code of ["in_review", "partner-network", "license-application", "business-partner", "firstName"])
      expect(showsCode(page, code), code).toBe(false);
    for (const english of [en.people.timeline.heading, en.people.account.heading, en.leadStatuses.contacted]) expect(page).not.toContain(english);
  });

  it("pages the timeline by a plain link: 200 events, then the older ones, none twice, none lost", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "busy.person@example.com", createdAt: iso(10 * 24 * hour) })]);
    // 210 notes, some at the very same instant (the key decides between them).
    const statements = Array.from({ length: 210 }, (_, index) =>
      worker.db
        .prepare("INSERT INTO submission_notes (id, submission_id, author_user_id, author_email, body, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(crypto.randomUUID(), lead!.id, admin.id, admin.email, `Note number ${index}`, iso((index % 150) * 60_000 + 1000)),
    );
    await worker.db.batch(statements);
    const first = await visiblePage(personPath(lead!.id));
    const firstEvents = timelineOf(first);
    expect(firstEvents).toHaveLength(timelinePageSize);
    const older = first.match(/href="(\/submissions-manager\/people\/[^"?]+\?before=[^"]+)"[^>]*>([^<]+)</);
    expect(older?.[2]).toBe(en.people.timeline.older);
    const second = await visiblePage(older![1]!);
    const secondEvents = timelineOf(second);
    expect(second).toContain(en.people.timeline.newest);
    expect(second).not.toContain(en.people.timeline.older);
    expect(secondEvents.map((event) => event.kind)).toEqual([...Array(10).fill("note"), "received"]);
    const notes = [...firstEvents, ...secondEvents].filter((event) => event.kind === "note").map((event) => event.text.match(/Note number \d+/)?.[0]);
    expect(new Set(notes).size).toBe(210);
    // A cursor that is not one is the newest page, never an error.
    for (const before of ["garbage", "2026-01-01T00:00:00.000Z_x", "%E0%A4%A", "x".repeat(3000)]) {
      const page = await visiblePage(`${personPath(lead!.id)}?before=${encodeURIComponent(before)}`);
      expect(timelineOf(page)).toHaveLength(timelinePageSize);
    }
  });

  it("reads every source from an index, never a whole table", async () => {
    const db = createDb(worker.db);
    const cursor = { at: new Date().toISOString(), key: "s.ffffffff-ffff-ffff-ffff-ffffffffffff" };
    for (const person of [
      { address: "ana.person@example.com", onlyLeadId: null },
      { address: "", onlyLeadId: licenceLead },
    ]) {
      for (const query of personReads(db, person, cursor)) {
        const { sql, params } = query.toSQL();
        const plan = (
          await worker.db
            .prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .bind(...params)
            .all<{ detail: string }>()
        ).results.map((row) => row.detail);
        expect(
          plan.filter((step) => /^SCAN\b/.test(step)),
          `${sql}\n${plan.join("\n")}`,
        ).toEqual([]);
        expect(
          plan.some((step) => /^SEARCH\b/.test(step)),
          sql,
        ).toBe(true);
      }
    }
  });
});

describe("the bench's person (npm run bench -- person)", () => {
  it("is 20 leads and 200 events, on one page, by a lead's id and by the account's, and again after a re-run", async () => {
    const seeded = personRows({ now: Date.now(), adminId: admin.id });
    expect(seeded.leads).toHaveLength(20);
    expect(timelineEventCount(seeded)).toBe(200);
    await applyStatements(worker.db, personStatements(seeded));
    await applyStatements(worker.db, personStatements(seeded));
    for (const path of [personPath(benchPerson.leadId), personPath(benchPerson.accountId, "es")]) {
      const page = await visiblePage(path);
      expect(listedLeads(page)).toHaveLength(20);
      expect(timelineOf(page)).toHaveLength(200);
      expect(page.includes(en.people.timeline.older) || page.includes(es.people.timeline.older), path).toBe(false);
    }
  });
});

describe("who may see it", () => {
  it("sends an anonymous visitor to the admin login, a member home, an instructor to the course manager", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "guarded.person@example.com" })]);
    for (const language of ["en", "es"] as const) {
      const path = personPath(lead!.id, language);
      const anonymous = await worker.fetch(path);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get("Location")).toBe(`${language === "es" ? "/es" : ""}/admin-login?returnTo=${encodeURIComponent(path)}`);
      expect(await anonymous.text()).not.toContain("guarded.person");
      const member = await insertUser(worker.db);
      const memberCookie = await logIn(worker, member.user.email, member.password, "/auth");
      const refused = await getAs(worker, memberCookie, path);
      expect(refused.status).toBe(303);
      expect(refused.headers.get("Location")).toBe(language === "es" ? "/es" : "/");
      expect(await refused.text()).not.toContain("guarded.person");
      const instructor = await insertUser(worker.db, { role: "instructor" });
      const instructorCookie = await logIn(worker, instructor.user.email, instructor.password);
      const sent = await getAs(worker, instructorCookie, `${path}.data`);
      expect(await sent.text()).not.toContain("guarded.person");
    }
  });

  it("answers an unknown or malformed id with the not-found page in the URL's language, never a 500", async () => {
    for (const [path, language] of [
      [personPath(crypto.randomUUID()), "en"],
      [personPath(crypto.randomUUID(), "es"), "es"],
      [personPath("not-an-id"), "en"],
      [personPath("a@x.com", "es"), "es"],
    ] as const) {
      const response = await getAs(worker, cookie, path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe(language);
      expect(firstHeading(html)).toBe((language === "es" ? es : en).notFound.title);
    }
  });

  it("sends no-store and a noindex robots tag with the page", async () => {
    const [lead] = await insertLeads(worker.db, [leadFactory({ email: "cached.person@example.com" })]);
    const response = await getAs(worker, cookie, personPath(lead!.id));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});
