/**
 * The admin area's inventory: every route the build knows under the admin paths, found from the
 * client manifest (not from a list kept by hand), must refuse anonymous and regular-user requests
 * to its loader and to its action, in both languages. A new admin route that forgets its guard
 * fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { insertSubmissions, insertUser, submissionFactory } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { clientManifestRoutes } from "../support/routes-manifest";
import { postForm, rows, startWorker, type TestWorker } from "../support/worker";

const root = path.resolve(import.meta.dirname, "../..");

/** The admin area: /admin and anything under or beside it, and the submissions manager; the login page is the way in. */
function isAdminArea(routePath: string): boolean {
  const neutral = routePath.replace(/^:lang\?\/?/, "");
  if (neutral === "admin-login") return false;
  return /^admin($|[-/])/.test(neutral) || /^submissions-manager($|[-_/])/.test(neutral);
}

/** A URL for the route in a language, with every dynamic segment filled. */
function concretePath(routePath: string, language: "en" | "es"): string {
  const neutral = routePath.replace(/^:lang\?\/?/, "").replace(/:[A-Za-z]+\??/g, "some-id");
  return language === "es" ? `/es/${neutral}` : `/${neutral}`;
}

const adminRoutes = clientManifestRoutes().filter((route) => route.path !== undefined && isAdminArea(route.path));

let worker: TestWorker;
let userCookie: string;
let submissionId: string;
beforeAll(async () => {
  worker = await startWorker();
  const { user, password } = await insertUser(worker.db, { role: "user" });
  userCookie = await logIn(worker, user.email, password, "/auth");
  const [submission] = await insertSubmissions(worker.db, [submissionFactory({ email: "inventory-secret@example.com" })]);
  submissionId = submission!.id;
});
afterAll(() => worker.dispose());

describe("the admin area's inventory", () => {
  it("finds every admin route in the build", () => {
    const ids = adminRoutes.map((route) => route.id);
    for (const expected of ["routes/($lang).admin", "routes/($lang).admin-access", "routes/($lang).submissions-manager"]) expect(ids).toContain(expected);
    expect(ids.some((id) => id.includes("export"))).toBe(true);
    expect(ids).not.toContain("routes/($lang).admin-login");
  });

  // What a successful admin post would do, so a missing guard shows as a change too.
  const destructive = () => ({ intent: "delete", id: submissionId, view: "", session: "x", masterPassword: "local-master-password", email: "intruder@example.com", firstName: "In", lastName: "Truder" });

  for (const route of adminRoutes) {
    for (const language of ["en", "es"] as const) {
      const url = concretePath(route.path!, language);
      const loginPath = language === "es" ? "/es/admin-login" : "/admin-login";
      const home = language === "es" ? "/es" : "/";

      it(`${url}: an anonymous GET goes to ${loginPath} with returnTo, and sees nothing`, async () => {
        const response = await worker.fetch(url);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(`${loginPath}?returnTo=${encodeURIComponent(url)}`);
        expect(await response.text()).not.toContain("inventory-secret@example.com");
        // A client-side data request too (Single Fetch): no loader data comes back.
        const data = await worker.fetch(`${url}.data`);
        expect(await data.text()).not.toContain("inventory-secret");
      });

      it(`${url}: a regular user's GET goes home with 'Access Denied'`, async () => {
        const response = await getAs(worker, userCookie, url);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(home);
        expect(toastText(response)).toContain(language === "es" ? "Acceso denegado" : en.admin.accessDeniedTitle);
        expect(await response.text()).not.toContain("inventory-secret@example.com");
      });

      it(`${url}: an anonymous or regular-user POST is refused and changes nothing`, async () => {
        // The regular user's own sign-in is an audit row (account.login): nothing may be added to it.
        const auditBefore = await rows<{ id: string; action: string }>(worker, "SELECT id, action FROM audit_log ORDER BY id");
        const anonymous = await postForm(worker, url, destructive());
        const regular = await postAs(worker, userCookie, url, destructive());
        for (const response of [anonymous, regular]) {
          // 303 away from the page, or 405 for a route without an action.
          expect([303, 405]).toContain(response.status);
          if (response.status === 303) expect([`${loginPath}?returnTo=${encodeURIComponent(url)}`, home]).toContain(response.headers.get("Location"));
        }
        expect(await rows(worker, "SELECT id FROM form_submissions WHERE id = ?", submissionId)).toHaveLength(1);
        expect(await rows(worker, "SELECT id FROM users WHERE email = 'intruder@example.com'")).toHaveLength(0);
        expect(await rows(worker, "SELECT id, action FROM audit_log ORDER BY id")).toEqual(auditBefore);
        expect(await rows(worker, "SELECT id FROM audit_log WHERE action NOT LIKE 'account.%'")).toHaveLength(0);
      });
    }
  }
});

describe("the guard is the first thing every admin loader and action does", () => {
  const routeFolder = path.join(root, "app/routes");
  const routeFiles = readdirSync(routeFolder).filter((name) => isAdminArea(name.replace(/\.tsx?$/, "").replace(/^\(\$lang\)\./, "").replace(/\[\.\]/g, ".").replace(/\./g, "/")));

  it("finds the admin route files", () => {
    expect(routeFiles.length).toBe(adminRoutes.length);
  });

  for (const file of routeFiles) {
    it(`${file}: requireAdmin(request, context) is the first statement of its loader and its action`, () => {
      const source = readFileSync(path.join(routeFolder, file), "utf8");
      for (const name of ["loader", "action"]) {
        const match = source.match(new RegExp(`export (?:async )?function ${name}\\([^)]*\\)[^{]*\\{\\s*([^\\n]*)`));
        if (!match) continue;
        expect(match[1], `${file} ${name}`).toMatch(/^(const \w+ = )?await requireAdmin\(request, context\);/);
      }
    });
  }
});
