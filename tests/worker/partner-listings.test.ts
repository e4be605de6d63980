/**
 * Partner listings: what an approved listing shows in the directory (its website as a safe link,
 * e-mail, address, tags), the admins' edit form (validated in both languages, audited), unlisting
 * and relisting (an unlisted partner is in no public page), and the directory favourites kept in a
 * cookie the server reads (listed ids only, hostile cookies ignored without a 500).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertPartners, insertLeads, insertUser, partnerApplicationFactory } from "../factories";
import { getAs, logIn, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { postForm, rows, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
let member: string;
beforeAll(async () => {
  const user = await insertUser(worker.db, { role: "user" });
  member = await logIn(worker, user.user.email, user.password, "/auth");
});
beforeEach(async () => {
  await worker.db.batch([
    worker.db.prepare("DELETE FROM partners"),
    worker.db.prepare("DELETE FROM form_submissions"),
    worker.db.prepare("DELETE FROM audit_log"),
  ]);
});

async function page(path: string, cookie?: string): Promise<string> {
  const response = await worker.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status, path).toBe(200);
  return decodeEntities(await response.text());
}

/** An application approved through the manager, as an admin does it. */
async function approvedApplication(fields: Record<string, unknown> = {}) {
  const [application] = await insertLeads(worker.db, [
    partnerApplicationFactory({
      name: "Coastal Books",
      category: "Tax Services",
      location: "Miami, FL",
      tags: "taxes; bilingual",
      website: "https://www.coastal-books.example/about",
      email: "Hello@Coastal-Books.example",
      address: "12 Ocean Drive, Miami, FL 33139",
      ...fields,
    }),
  ]);
  const approved = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "approve", id: application!.id, category: "tax-services", view: "" });
  expect(approved.status).toBe(303);
  return application!;
}

const editFields = (id: string, overrides: Record<string, string> = {}) => ({
  intent: "edit-listing",
  id,
  view: "",
  name: "Coastal Books & Taxes",
  category: "tax-services",
  location: "Miami, FL",
  description: "Bookkeeping and tax returns.",
  phone: "(305) 555-0101",
  email: "office@coastal-books.example",
  website: "http://coastal-books.example",
  address: "14 Ocean Drive, Miami, FL 33139",
  tags: "taxes, bookkeeping, bilingual",
  ...overrides,
});

describe("an approved listing in the directory", () => {
  it("shows the application's website (as its host, a safe link), e-mail, address and tags", async () => {
    await approvedApplication();
    const html = await page("/business-search?q=Coastal");
    expect(html).toContain('href="https://www.coastal-books.example/about" rel="noopener nofollow ugc"');
    expect(html).toMatch(/coastal-books\.example<\/a>/);
    expect(html).toContain('href="mailto:hello@coastal-books.example"');
    expect(html).toContain("12 Ocean Drive, Miami, FL 33139");
    expect(html).toContain(">bilingual</li>");
  });

  it("never renders a javascript: (or other non-http) website as a link", async () => {
    await insertPartners(worker.db, [
      { name: "Hostile Link One", website: "javascript:alert(document.cookie)" },
      { name: "Hostile Link Two", website: "data:text/html,<script>alert(1)</script>" },
      { name: "Hostile Link Three", website: "https://user:secret@evil.example" },
    ]);
    const html = await page("/business-search?q=Hostile");
    expect(html).toContain("Hostile Link One");
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain("evil.example");
  });
});

describe("editing a listing", () => {
  it("saves the fields, audits partner.update, and the directory shows the change", async () => {
    const application = await approvedApplication();
    const form = await getAs(worker, admin.cookie, `/submissions-manager?dialog=edit-listing&id=${application.id}`);
    const formHtml = decodeEntities(await form.text());
    expect(formHtml).toContain(en.submissions.editListingTitle);
    expect(formHtml).toContain('value="https://www.coastal-books.example/about"');

    const saved = await postAs(worker, admin.cookie, "/submissions-manager", editFields(application.id));
    expect(saved.status).toBe(303);
    expect(toastText(saved)).toContain("Coastal Books & Taxes");
    const [listing] = await rows<Record<string, unknown>>(worker, "SELECT name, website, email, tags FROM partners WHERE submission_id = ?", application.id);
    expect(listing).toEqual({
      name: "Coastal Books & Taxes",
      website: "http://coastal-books.example/",
      email: "office@coastal-books.example",
      tags: '["taxes","bookkeeping","bilingual"]',
    });
    const [audit] = await rows<{ details: string; actor_user_id: string }>(
      worker,
      "SELECT details, actor_user_id FROM audit_log WHERE action = 'partner.update'",
    );
    expect(audit!.actor_user_id).toBe(admin.id);
    expect(JSON.parse(audit!.details).fields).toEqual(expect.arrayContaining(["name", "website", "email", "tags"]));
    expect(await page("/business-search?q=Coastal")).toContain(">bookkeeping</li>");
  });

  it("refuses a javascript: website and other bad fields, with the messages in English and Spanish and what was typed kept", async () => {
    const application = await approvedApplication();
    const bad = { name: "", website: "javascript:alert(1)", email: "not-an-address", description: "x".repeat(2001), tags: "kept typing" };
    for (const [prefix, strings] of [
      ["", en],
      ["/es", es],
    ] as const) {
      const response = await postAs(
        worker,
        admin.cookie,
        `${prefix}/submissions-manager?dialog=edit-listing&id=${application.id}`,
        editFields(application.id, bad),
      );
      expect(response.status).toBe(422);
      const html = decodeEntities(await response.text());
      expect(html).toContain(strings.submissions.listingWebsiteInvalid);
      expect(html).toContain(strings.submissions.listingEmailInvalid);
      expect(html).toContain(strings.submissions.listingRequired);
      expect(html).toContain(strings.submissions.listingTooLong.replace("{{max}}", "2000"));
      expect(html).toContain('value="javascript:alert(1)"');
      expect(html).toContain('value="kept typing"');
      expect(html).toMatch(/id="listing-website"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="listing-website"/);
    }
    const [listing] = await rows<Record<string, unknown>>(worker, "SELECT name, website FROM partners");
    expect(listing).toEqual({ name: "Coastal Books", website: "https://www.coastal-books.example/about" });
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'partner.update'")).toEqual([]);
  });

  it("is refused to a signed-in non-admin and to a visitor, and to a cross-site post", async () => {
    const application = await approvedApplication();
    const asMember = await postAs(worker, member, "/submissions-manager", editFields(application.id, { name: "Hijacked" }));
    expect(asMember.status).toBe(303);
    expect(asMember.headers.get("Location")).toBe("/");
    const asVisitor = await postForm(worker, "/submissions-manager", editFields(application.id, { name: "Hijacked" }));
    expect(asVisitor.status).toBe(303);
    expect(asVisitor.headers.get("Location")).toMatch(/^\/admin-login\?returnTo=/);
    const crossSite = await postAs(worker, admin.cookie, "/submissions-manager", editFields(application.id, { name: "Hijacked" }), {
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    for (const intent of ["unlist", "relist"]) {
      const response = await postAs(worker, member, "/submissions-manager", { intent, id: application.id, view: "" });
      expect(response.status).toBe(303);
    }
    expect(await rows(worker, "SELECT name, unlisted_at FROM partners")).toEqual([{ name: "Coastal Books", unlisted_at: null }]);
  });
});

describe("unlisting and relisting", () => {
  it("takes the partner out of the directory, its counts, filters and the sitemap, marks it for admins, and relists it", async () => {
    const application = await approvedApplication();
    await insertPartners(worker.db, [{ name: "Always Listed Partner", category: "tax-services", location: "Miami, FL" }]);
    const [{ id: partnerId }] = (await rows<{ id: string }>(worker, "SELECT id FROM partners WHERE submission_id = ?", application.id)) as [{ id: string }];

    const unlisted = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "unlist", id: application.id, view: "?tab=partner" });
    expect(unlisted.headers.get("Location")).toBe("/submissions-manager?tab=partner");
    expect(toastText(unlisted)).toContain(en.submissions.listingRemovedText);
    expect(await rows(worker, "SELECT action FROM audit_log WHERE target = ?", application.id)).toEqual(expect.arrayContaining([{ action: "partner.unlist" }]));

    for (const path of [
      "/business-search",
      "/business-search?category=tax-services&location=miami",
      "/es/business-search?q=Coastal",
      "/business-search?q=Coastal",
    ]) {
      const html = await page(path);
      expect(html, path).not.toContain("Coastal Books");
    }
    expect(await page("/business-search")).toContain(en.directory.resultsOne);
    // Not even as a favourite the cookie names.
    const favorite = await postForm(worker, "/business-search", { partnerId, favorite: "on" });
    expect(favorite.headers.getSetCookie().some((header) => header.startsWith("favorite_partners="))).toBe(false);
    await favorite.arrayBuffer();
    const sitemap = await (await worker.fetch("/sitemap.xml")).text();
    expect(sitemap).not.toContain(partnerId);
    expect(sitemap).not.toMatch(/coastal/i);

    // Admins see it marked, in both languages, and can relist it.
    expect(decodeEntities(await (await getAs(worker, admin.cookie, "/submissions-manager?tab=partner")).text())).toContain(`>${en.submissions.unlisted}<`);
    const dialog = decodeEntities(await (await getAs(worker, admin.cookie, `/es/submissions-manager?dialog=listing&id=${application.id}`)).text());
    expect(dialog).toContain(es.submissions.relistListing);

    const relisted = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "relist", id: application.id, view: "" });
    expect(toastText(relisted)).toContain(en.submissions.listingRelistedText);
    expect(await page("/business-search?q=Coastal")).toContain("Coastal Books");
    expect(await rows(worker, "SELECT action FROM audit_log WHERE target = ? AND action LIKE 'partner.%' ORDER BY created_at", application.id)).toEqual([
      { action: "partner.approve" },
      { action: "partner.unlist" },
      { action: "partner.relist" },
    ]);
  });
});

function favoritesCookie(response: WorkerResponse): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith("favorite_partners="));
}
const pair = (header: string) => header.split(";")[0]!;
const selected = (name: string, strings = en) => `aria-label="${strings.directory.removeFavorite.replace("{{name}}", name)}"`;
const unselected = (name: string, strings = en) => `aria-label="${strings.directory.addFavorite.replace("{{name}}", name)}"`;

describe("directory favourites", () => {
  it("without JavaScript: a form post sets the cookie and goes back to the same results; the page then shows it selected; 'off' removes it", async () => {
    const [taxes, loans] = await insertPartners(worker.db, [{ name: "Favs Orlando Taxes" }, { name: "Favs Tampa Loans" }]);
    expect(await page("/business-search?q=Favs")).toContain(unselected(taxes!.name));

    const posted = await postForm(worker, "/business-search?q=Favs", { partnerId: taxes!.id, favorite: "on" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/business-search?q=Favs");
    const header = favoritesCookie(posted)!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    await posted.arrayBuffer();

    const reloaded = await page("/business-search?q=Favs", pair(header));
    expect(reloaded).toContain(selected(taxes!.name));
    expect(reloaded).toContain(unselected(loans!.name));

    const removed = await postForm(worker, "/business-search?q=Favs", { partnerId: taxes!.id, favorite: "off" }, { Cookie: pair(header) });
    expect(favoritesCookie(removed)).toMatch(/Max-Age=0/);
    await removed.arrayBuffer();
  });

  it("with JavaScript (the fetcher's data request), in Spanish: the answer is the saved state", async () => {
    const [first, second] = await insertPartners(worker.db, [{ name: "Fetcher Uno" }, { name: "Fetcher Dos" }]);
    const added = await postForm(worker, "/es/business-search.data", { partnerId: first!.id, favorite: "on", enhanced: "1" });
    expect(added.status).toBe(200);
    expect(decodeSingleFetch(await added.text())).toMatchObject({ data: { isFavorite: true } });
    const both = await postForm(
      worker,
      "/es/business-search.data",
      { partnerId: second!.id, favorite: "on", enhanced: "1" },
      { Cookie: pair(favoritesCookie(added)!) },
    );
    await both.arrayBuffer();
    const html = await page("/es/business-search?q=Fetcher", pair(favoritesCookie(both)!));
    expect(html).toContain(selected(first!.name, es));
    expect(html).toContain(selected(second!.name, es));
  });

  it("ignores unknown ids and a hostile cookie (huge, malformed, too many) without a 500", async () => {
    const [listed] = await insertPartners(worker.db, [{ name: "Guarded Listing" }]);
    const madeUp = "00000000-0000-4000-8000-000000000000";
    const refused = await postForm(worker, "/business-search.data", { partnerId: madeUp, favorite: "on", enhanced: "1" });
    expect(refused.status).toBe(422);
    expect(favoritesCookie(refused)).toBeUndefined();
    await refused.arrayBuffer();
    const garbage = await postForm(worker, "/business-search?q=Guarded", { partnerId: "<script>", favorite: "maybe" });
    expect(garbage.status).toBe(303);
    expect(favoritesCookie(garbage)).toBeUndefined();
    await garbage.arrayBuffer();

    // A real cookie that also names an unknown id: the listed one shows, the other is ignored.
    const real = await postForm(worker, "/business-search", { partnerId: listed!.id, favorite: "on" });
    const realPair = pair(favoritesCookie(real)!);
    await real.arrayBuffer();
    const withUnknown = `favorite_partners=${encodeURIComponent(btoa(JSON.stringify([madeUp, listed!.id])))}`;
    expect(await page("/business-search?q=Guarded", withUnknown)).toContain(selected(listed!.name));
    expect(await page("/business-search?q=Guarded", realPair)).toContain(selected(listed!.name));

    const tooMany = btoa(JSON.stringify(Array.from({ length: 41 }, () => listed!.id)));
    for (const cookie of [
      `favorite_partners=${"x".repeat(8000)}`,
      `favorite_partners=${encodeURIComponent(tooMany)}`,
      `favorite_partners=${encodeURIComponent(btoa('{"__proto__":{"x":1}}'))}`,
      `favorite_partners=${encodeURIComponent(btoa(JSON.stringify(["<script>"])))}`,
      "favorite_partners=%E0%A4%A",
      "favorite_partners=",
    ]) {
      expect(await page("/business-search?q=Guarded", cookie), cookie.slice(0, 40)).toContain(unselected(listed!.name));
    }
  });
});
