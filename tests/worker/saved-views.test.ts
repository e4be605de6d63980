/**
 * Saved views of the submissions manager (decision 053): an admin saves the view shown under a
 * name, finds it beside the tabs as a link, uses it and deletes it; another admin never sees it nor
 * deletes it by its id; a bad name comes back with its message in the page's language and what was
 * typed, with JavaScript (the `.data` answer) and without (the page again, or the redirect and its
 * toast); a stored row, however hostile, only ever gives a link to the manager itself.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { madeBeforeAll, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** Two admins, each signed in: views are per admin. */
const admins = madeBeforeAll("the admins", async () => {
  const signIn = async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    return { id: user.id, cookie: await logIn(worker, user.email, password) };
  };
  return { ana: await signIn(), ben: await signIn() };
});

const saveView = (cookie: string, fields: Record<string, string>, path = "/submissions-manager") =>
  postAs(worker, cookie, path, { intent: "save-view", ...fields });

async function pageHtml(cookie: string, path: string): Promise<string> {
  const response = await getAs(worker, cookie, path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The saved views' list on a page: each link's address and name, in order. */
function savedViewLinks(html: string): Array<{ href: string; name: string }> {
  const list = /<ul[^>]*data-saved-views=""[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: decodeEntities(match[1]!),
    name: decodeEntities(match[2]!),
  }));
}

/** The first tag of this kind whose attributes contain each of `attributes` (whatever their order). */
function tagWith(html: string, tag: "a" | "input", ...attributes: string[]): string {
  return (
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))]
      .map((match) => match[0])
      .find((candidate) => attributes.every((attribute) => candidate.includes(attribute))) ?? ""
  );
}

const viewIdsOf = (userId: string) =>
  rows<{ id: string; name: string }>(worker, "SELECT id, name FROM saved_views WHERE user_id = ? ORDER BY lower(name)", userId);

describe("saving, listing, using and deleting a view (JavaScript off)", () => {
  it("saves the view shown under a name, lists it beside the tabs as its link, opens it, and deletes it", async () => {
    const { ana } = admins();
    const saved = await saveView(ana.cookie, { name: "  Licences to call  ", view: "?tab=license&q=ana&owner=mine&overdue=1&page=3" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/submissions-manager?tab=license&q=ana&owner=mine&overdue=1&page=3");
    expect(toastText(saved)).toContain(en.submissions.savedViews.savedTitle);
    expect(toastText(saved)).toContain("“Licences to call” is in your saved views.");

    // Listed on every view of the manager, the page left out of it.
    const html = await pageHtml(ana.cookie, "/submissions-manager?tab=spam");
    expect(savedViewLinks(html)).toEqual([{ href: "/submissions-manager?tab=license&q=ana&owner=mine&overdue=1", name: "Licences to call" }]);
    // The save form on the page names its intent and carries the view shown, posting back to it.
    expect(tagWith(html, "input", 'name="intent"', 'value="save-view"')).toContain('type="hidden"');
    expect(tagWith(html, "input", 'name="view"', 'value="?tab=spam"')).toContain('type="hidden"');
    expect(html).toContain('action="/submissions-manager?tab=spam"');

    // The link is the view: its filters and search applied, marked as the current view.
    const used = await pageHtml(ana.cookie, "/submissions-manager?tab=license&q=ana&owner=mine&overdue=1");
    expect(tagWith(used, "input", 'name="q"')).toContain('value="ana"');
    expect(tagWith(used, "input", 'name="overdue"', 'type="checkbox"')).toContain('checked=""');
    expect(tagWith(used, "a", 'href="/submissions-manager?tab=license&amp;q=ana&amp;owner=mine&amp;overdue=1"')).toContain('aria-current="page"');

    const [view] = await viewIdsOf(ana.id);
    const deleted = await postAs(worker, ana.cookie, "/submissions-manager?tab=license", { intent: "delete-view", viewId: view!.id, view: "?tab=license" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/submissions-manager?tab=license");
    expect(toastText(deleted)).toContain(en.submissions.savedViews.deletedTitle);
    expect(await viewIdsOf(ana.id)).toEqual([]);
    expect(savedViewLinks(await pageHtml(ana.cookie, "/submissions-manager"))).toEqual([]);
  });

  it("keeps one admin's views from another: not listed, not deleted by their id", async () => {
    const { ana, ben } = admins();
    expect((await saveView(ana.cookie, { name: "Ana's own", view: "?owner=unassigned" })).status).toBe(303);
    const [view] = (await viewIdsOf(ana.id)).filter((row) => row.name === "Ana's own");
    expect(savedViewLinks(await pageHtml(ben.cookie, "/submissions-manager")).map((link) => link.name)).not.toContain("Ana's own");

    for (const [path, dictionary] of [
      ["/submissions-manager", en],
      ["/es/submissions-manager", es],
    ] as const) {
      const refused = await postAs(worker, ben.cookie, path, { intent: "delete-view", viewId: view!.id, view: "" });
      expect(refused.status).toBe(303);
      expect(toastText(refused)).toContain(dictionary.submissions.savedViews.notFoundTitle);
      expect(toastText(refused)).toContain(dictionary.submissions.savedViews.notFoundText);
    }
    expect((await viewIdsOf(ana.id)).map((row) => row.name)).toContain("Ana's own");
    // Ben may use the same name: names are unique per admin.
    expect((await saveView(ben.cookie, { name: "Ana's own", view: "" })).status).toBe(303);
    expect((await viewIdsOf(ben.id)).map((row) => row.name)).toEqual(["Ana's own"]);
  });
});

describe("a bad name", () => {
  it("without JavaScript: the page again (4xx) with the message in its language and what was typed", async () => {
    const { ana } = admins();
    expect((await saveView(ana.cookie, { name: "Mis licencias", view: "?tab=license" })).status).toBe(303);
    const cases = [
      { name: "   ", status: 422, message: "nameRequired" },
      { name: "x".repeat(61), status: 422, message: "nameTooLong" },
      { name: "MIS LICENCIAS", status: 409, message: "nameTaken" },
    ] as const;
    for (const { name, status, message } of cases) {
      for (const [prefix, dictionary] of [
        ["", en],
        ["/es", es],
      ] as const) {
        const response = await saveView(ana.cookie, { name, view: "?tab=license" }, `${prefix}/submissions-manager?tab=license`);
        expect(response.status, `${message} ${prefix}`).toBe(status);
        const html = decodeEntities(await response.text());
        expect(html, `${message} ${prefix}`).toContain(dictionary.submissions.savedViews[message]);
        expect(html).toContain(dictionary.forms.checkTitle);
        if (name.trim() !== "") expect(tagWith(html, "input", 'name="name"')).toContain(`value="${name}"`);
      }
    }
    expect((await viewIdsOf(ana.id)).filter((row) => row.name.toLowerCase() === "mis licencias")).toHaveLength(1);
  });

  it("with JavaScript: the one failure in the page's language, what was typed kept; a good name answers with data", async () => {
    const { ana } = admins();
    const post = (path: string, name: string) => saveView(ana.cookie, { name, view: "?owner=mine", enhanced: "1" }, path);

    const missing = await post("/es/submissions-manager.data", "");
    expect(missing.status).toBe(422);
    const failure = decodeSingleFetch(await missing.text()) as {
      data: { formId: string; alert: { title: string; description: string }; fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
    };
    expect(failure.data.formId).toBe("save-view");
    expect(failure.data.alert).toMatchObject({ title: es.forms.checkTitle, description: es.forms.checkText });
    expect(failure.data.fieldErrors).toEqual({ name: "submissions.savedViews.nameRequired" });

    const good = await post("/submissions-manager.data", "Mine, JS");
    expect(good.status).toBe(200);
    const success = decodeSingleFetch(await good.text()) as { data: { ok: boolean; formId: string; toast: { title: string }; redirectTo: string } };
    expect(success.data).toMatchObject({
      ok: true,
      formId: "save-view",
      toast: { title: en.submissions.savedViews.savedTitle },
      redirectTo: "/submissions-manager?owner=mine",
    });

    const taken = await post("/submissions-manager.data", "mine, js");
    expect(taken.status).toBe(409);
    const refused = decodeSingleFetch(await taken.text()) as typeof failure;
    expect(refused.data.fieldErrors).toEqual({ name: "submissions.savedViews.nameTaken" });
    expect(refused.data.repopulateFields.name).toBe("mine, js");
    expect(refused.data.alert.title).toBe(en.forms.checkTitle);
  });

  it("refuses a 21st view with its message, and saves again once one is deleted", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    const statements = Array.from({ length: 20 }, (_, index) =>
      worker.db.prepare("INSERT INTO saved_views (id, user_id, name, params) VALUES (?, ?, ?, '{}')").bind(crypto.randomUUID(), user.id, `View ${index + 1}`),
    );
    await worker.db.batch(statements);
    const full = await saveView(cookie, { name: "One more", view: "" }, "/es/submissions-manager");
    expect(full.status).toBe(409);
    const html = decodeEntities(await full.text());
    expect(html).toContain(es.submissions.savedViews.tooMany);
    expect(tagWith(html, "input", 'name="name"')).toContain('value="One more"');
    expect(await viewIdsOf(user.id)).toHaveLength(20);

    const [first] = await viewIdsOf(user.id);
    expect((await postAs(worker, cookie, "/submissions-manager", { intent: "delete-view", viewId: first!.id, view: "" })).status).toBe(303);
    expect((await saveView(cookie, { name: "One more", view: "" })).status).toBe(303);
    expect(await viewIdsOf(user.id)).toHaveLength(20);
  });
});

describe("a stored view is parameters, never a URL", () => {
  it("builds its link from the known parameters only: a hostile row gives the manager's own path, its name inert", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    const hostileName = `<img src=x onerror="alert(1)">`;
    const put = (name: string, params: string) =>
      worker.db.prepare("INSERT INTO saved_views (id, user_id, name, params) VALUES (?, ?, ?, ?)").bind(crypto.randomUUID(), user.id, name, params);
    await worker.db.batch([
      put(
        hostileName,
        JSON.stringify({
          tab: "//evil.example",
          q: `"><script>alert(1)</script>`,
          owner: "https://evil.example",
          overdue: "javascript:alert(1)",
          redirect: "https://evil.example",
          page: "9",
        }),
      ),
      put("b: a string", JSON.stringify("https://evil.example/?tab=license")),
      put("c: an array", JSON.stringify([["tab", "license"]])),
      put("d: not JSON at all", "//evil.example"),
      put("e: numbers", JSON.stringify({ tab: 7, owner: ["mine"], overdue: 1 })),
    ]);
    const html = await pageHtml(cookie, "/es/submissions-manager");
    // By name without case: "<" sorts before the letters.
    expect(savedViewLinks(html)).toEqual([
      { href: `/es/submissions-manager?${new URLSearchParams({ q: `"><script>alert(1)</script>` })}`, name: hostileName },
      { href: "/es/submissions-manager", name: "b: a string" },
      { href: "/es/submissions-manager", name: "c: an array" },
      { href: "/es/submissions-manager", name: "d: not JSON at all" },
      { href: "/es/submissions-manager", name: "e: numbers" },
    ]);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
