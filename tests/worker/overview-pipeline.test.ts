import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, signedInAdminForFile } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
let userCookie: string;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * A small known history: five leads of the last 30 days plus a spam one. One lead was accepted
 * without passing contacted or in review; one was contacted, then declined (its changes say so).
 */
beforeAll(async () => {
  const user = await insertUser(worker.db, { role: "user" });
  userCookie = await logIn(worker, user.user.email, user.password, "/auth");
  const sponsorship = (overrides: Parameters<typeof leadFactory>[0]) =>
    leadFactory({ formType: "sponsorship-application", source: "sponsorship", data: { source: "facebook-spring-social" }, ...overrides });
  const [, , , declined] = await insertLeads(worker.db, [
    leadFactory({ status: "new", createdAt: hoursAgo(24 * 10) }),
    leadFactory({ status: "new", createdAt: hoursAgo(1) }),
    leadFactory({ status: "accepted", createdAt: hoursAgo(20), firstStatusChangeAt: hoursAgo(16) }),
    sponsorship({ status: "declined", createdAt: hoursAgo(30), firstStatusChangeAt: hoursAgo(28) }),
    sponsorship({ status: "closed", createdAt: hoursAgo(40) }),
    leadFactory({ status: "spam", source: "spammer", createdAt: hoursAgo(2), firstStatusChangeAt: hoursAgo(1) }),
  ]);
  await worker.db.batch([
    worker.db
      .prepare("INSERT INTO submission_status_changes (id, submission_id, from_status, to_status) VALUES ('c1', ?, 'new', 'contacted')")
      .bind(declined!.id),
    worker.db
      .prepare("INSERT INTO submission_status_changes (id, submission_id, from_status, to_status) VALUES ('c2', ?, 'contacted', 'declined')")
      .bind(declined!.id),
  ]);
});

/** The cells of the table with this caption, row by row, tags stripped. */
function tableRows(html: string, caption: string): string[][] {
  const table = html.split(`${caption}</caption>`)[1]?.split("</table>")[0] ?? "";
  const body = table.split("<tbody>")[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, "").trim()),
  );
}

async function overview(language: "en" | "es", query = "") {
  const response = await getAs(worker, admin.cookie, `${language === "es" ? "/es" : ""}/admin?tab=overview${query}`);
  expect(response.status).toBe(200);
  return decodeEntities(await response.text());
}

describe("the Overview's pipeline", () => {
  for (const [language, words] of [
    ["en", en],
    ["es", es],
  ] as const) {
    const t = words.admin.pipeline;
    const status = words.leadStatuses;

    it(`draws each chart as named SVG beside its table (${language})`, async () => {
      const html = await overview(language);
      for (const [id, title] of [
        ["pipeline-weeks", t.weeksTitle],
        ["pipeline-origins", t.originsTitle],
        ["pipeline-funnel", t.funnelTitle],
      ]) {
        expect(html).toMatch(new RegExp(`<svg role="img" aria-labelledby="${id}-title"[^>]*><title id="${id}-title">${title}</title>`));
      }
      for (const caption of [t.weeksCaption, t.originsCaption, t.funnelCaption]) expect(html).toContain(`${caption}</caption>`);
      // The legend and the week table's columns name the forms.
      expect(html).toContain(`<th scope="col" class="border-b border-slate-200 px-2 py-1 font-semibold">${words.submissions.tabs.sponsor}</th>`);
    });

    it(`counts the funnel from the status and its history, spam left out (${language})`, async () => {
      const funnel = tableRows(await overview(language), t.funnelCaption);
      expect(funnel).toEqual([
        [status.new, "5", t.noConversion],
        [status.contacted, "2", "40%"],
        [status.in_review, "1", "50%"],
        [status.accepted, "1", "100%"],
        [status.declined, "1", "20%"],
        [status.closed, "1", "20%"],
      ]);
    });

    it(`lists the sources with the sponsorship campaign, the weeks, the median and the overdue new leads (${language})`, async () => {
      const html = await overview(language);
      expect(tableRows(html, t.originsCaption)).toEqual([
        [words.submissions.sources.website, "3", "60%"],
        ["facebook-spring-social", "2", "40%"],
      ]);
      const weeks = tableRows(html, t.weeksCaption);
      expect(weeks).toHaveLength(12);
      expect(weeks.reduce((sum, row) => sum + Number(row.at(-1)), 0)).toBe(5);
      // First changes after 4 h and 2 h: the median is 3 h. One lead is still new after ten days.
      expect(html).toMatch(/data-figure="median-first-response">3 h</);
      expect(html).toContain(t.firstResponseHint.replace("{{count}}", "2"));
      expect(html).toMatch(/data-figure="overdue-new">1</);
    });
  }

  it("reads the median of an odd number of waits as the middle one (12 months: a third answered lead, 200 days old)", async () => {
    await insertLeads(worker.db, [leadFactory({ status: "contacted", createdAt: hoursAgo(24 * 200), firstStatusChangeAt: hoursAgo(24 * 200 - 30) })]);
    // Waits of 2 h, 4 h and 30 h: the median is 4 h over 3 answered leads; the 30-day view still has 3 h over 2.
    const year = await overview("en", "&period=12m");
    expect(year).toMatch(/data-figure="median-first-response">4 h</);
    expect(year).toContain(en.admin.pipeline.firstResponseHint.replace("{{count}}", "3"));
    expect(await overview("en")).toMatch(/data-figure="median-first-response">3 h</);
  });

  it("takes the period from a GET form, and an unknown period falls back to 30 days", async () => {
    const html = await overview("en", "&period=12m");
    expect(html).toMatch(/<option value="12m" selected="">/);
    expect(html).toMatch(/<form method="get"/);
    expect(await overview("en", "&period=forever")).toMatch(/<option value="30d" selected="">/);
  });

  it("gives a signed-in non-admin and a visitor nothing of it", async () => {
    for (const response of [await getAs(worker, userCookie, "/admin?tab=overview"), await worker.fetch("/admin?tab=overview")]) {
      expect(response.status).not.toBe(200);
      const body = await response.text();
      expect(body).not.toContain("facebook-spring-social");
      expect(body).not.toContain(en.admin.pipeline.funnelCaption);
    }
  });
});
