/**
 * One rule for every link an e-mail carries (docs/email.md, "Links"): outside production, the
 * origin the request reached, whatever SITE_URL says. This worker's SITE_URL names another port
 * than the one the requests reach, so a message that built its links from SITE_URL shows here.
 */
import { describe, expect, it } from "vitest";
import type { LeadFormType } from "~/leads/forms";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { nextClientAddress, postAs, signedInAdminForFile } from "../support/accounts";
import { formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile, testOrigin } from "../support/worker";

const elsewhere = "http://localhost:9999";
const worker = startWorkerForFile({ bindings: { SITE_URL: elsewhere } });
const admin = signedInAdminForFile(worker);

function linksIn(body: string): string[] {
  return [...body.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]);
}

describe("the links in every e-mail a request causes", () => {
  it("start with the origin the request reached, in both languages, for every kind", async () => {
    for (const language of ["en", "es"] as const) {
      // The example form is served in development only.
      for (const formType of (Object.keys(formPaths) as LeadFormType[]).filter((type) => type !== "example-callback")) {
        const response = await postForm(
          worker,
          inLanguage(formPaths[formType], language),
          leadPost(formType, { ...validLeads[formType], email: `${formType}-${language}@example.com` }),
          { "CF-Connecting-IP": nextClientAddress() },
        );
        await response.arrayBuffer();
        expect(response.status, formType).toBeLessThan(400);
      }
      const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: `applicant-${language}@example.com`, language })]);
      const status = await postAs(worker, admin.cookie, `${language === "es" ? "/es" : ""}/submissions-manager`, {
        intent: "status",
        id: lead!.id,
        from: "new",
        to: "accepted",
        notify: "yes",
        view: "",
      });
      await status.arrayBuffer();
      expect(status.status).toBeLessThan(400);
      const { user } = await insertUser(worker.db, { role: "user", language });
      const reset = await postForm(
        worker,
        `${language === "es" ? "/es" : ""}/forgot-password`,
        { email: user.email },
        { "CF-Connecting-IP": nextClientAddress() },
      );
      await reset.arrayBuffer();
    }

    const outbox = await rows<{ kind: string; language: string; text_body: string; html_body: string }>(
      worker,
      "SELECT kind, language, text_body, html_body FROM email_outbox",
    );
    const kinds = new Set(outbox.map((row) => row.kind));
    // The kinds with links a request makes here; the Cron Trigger's have no request (SITE_URL), and
    // tests/unit/email-link-origin.test.ts holds every module that builds a link to the one helper.
    for (const kind of ["confirmation", "lead-notice", "newsletter-confirmation", "status-update", "password-reset"]) expect(kinds, kind).toContain(kind);

    const linked = outbox.filter((row) => linksIn(row.text_body).some((href) => new URL(href).hostname === "localhost"));
    for (const kind of ["lead-notice", "newsletter-confirmation", "status-update", "password-reset"]) {
      expect(
        linked
          .filter((row) => row.kind === kind)
          .map((row) => row.language)
          .sort(),
        kind,
      ).toEqual(kind === "lead-notice" ? expect.arrayContaining(["en"]) : ["en", "es"]);
    }
    for (const row of linked) {
      // The site's own links (a partner's website typed into an application is the applicant's).
      const ours = [...linksIn(row.text_body), ...linksIn(row.html_body)].filter((href) => new URL(href).hostname === "localhost");
      expect(ours.length, row.kind).toBeGreaterThan(0);
      for (const link of ours) {
        expect(new URL(link).origin, `${row.kind} (${row.language}): ${link}`).toBe(testOrigin);
      }
    }
  });
});
