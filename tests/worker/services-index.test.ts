/** The services index: every card's Get Started opens that service's own lead form. */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { serviceSlugs } from "~/site/site";
import { nextClientAddress } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

describe("/services Get Started", () => {
  it("every card's link opens a dialog with a form, credit resolution's being the credit robot", async () => {
    const html = decodeEntities(await (await worker.fetch("/services")).text());
    for (const slug of serviceSlugs) {
      expect(html, slug).toContain(slug === "credit-resolution" ? "dialog=credit-robot" : `dialog=inquiry&service=${slug}`);
    }
    const dialog = decodeEntities(await (await worker.fetch("/services?dialog=credit-robot")).text());
    expect(dialog).toContain("<dialog");
    expect(dialog).toContain(en.creditRobot.submit);
  });

  it("the credit robot's form posts to the services page and is stored", async () => {
    const email = "credit.from.services@example.com";
    const response = await postForm(worker, "/services?dialog=credit-robot", leadPost("credit-repair-robot", { ...validLeads["credit-repair-robot"], email }), {
      "CF-Connecting-IP": nextClientAddress(),
    });
    expect(response.status).toBe(303);
    expect(await rows(worker, "SELECT form_type FROM form_submissions WHERE email = ?", email)).toEqual([{ form_type: "credit-repair-robot" }]);
  });
});
