/**
 * The staff areas' inventory: every route the build knows under the admin paths and the school's
 * (the course manager), found from the client manifest (not from a list kept by hand), must refuse
 * anonymous and regular-user requests to its loader and to its action, in both languages; the admin
 * area refuses instructors too (docs/decisions/045). A new staff route that forgets its guard, or
 * takes the wrong one, fails here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { monthsAfter } from "~/course/enrolments.server";
import { enrol } from "~/school/enrolling.server";
import { createDb } from "../../db/client";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, postAs, toastText } from "../support/accounts";
import { clientManifestRoutes, type ManifestRoute } from "../support/routes-manifest";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const root = path.resolve(import.meta.dirname, "../..");

/** A built route with its full path: its own path segment after its parents' (an index route's is its parent's). */
interface AreaRoute extends ManifestRoute {
  fullPath: string;
}

/** The route's full path, from the manifest's parentId chain (nested and index routes have only their own segment, or none). */
function fullPathOf(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) segments.unshift(current.path);
  }
  return segments.join("/");
}

/** The admin area: /admin and anything under or beside it, and the submissions manager; the login page is the way in. */
function isAdminArea(routePath: string): boolean {
  const neutral = routePath.replace(/^:lang\?\/?/, "");
  if (neutral === "admin-login") return false;
  return /^admin($|[-/])/.test(neutral) || /^submissions-manager($|[-_/])/.test(neutral);
}

/** The school's staff pages: the course manager and anything beside or under it (admins and instructors). */
function isSchoolArea(routePath: string): boolean {
  return /^course-manager($|[-_/])/.test(routePath.replace(/^:lang\?\/?/, ""));
}

/** A URL for the route in a language, with every dynamic segment filled. */
function concretePath(routePath: string, language: "en" | "es"): string {
  const neutral = routePath.replace(/^:lang\?\/?/, "").replace(/:[A-Za-z]+\??/g, "some-id");
  return language === "es" ? `/es/${neutral}` : `/${neutral}`;
}

const manifestRoutes = Object.fromEntries(clientManifestRoutes().map((route) => [route.id, route]));
const builtRoutes: AreaRoute[] = Object.values(manifestRoutes).map((route) => ({ ...route, fullPath: fullPathOf(manifestRoutes, route) }));
const areaRoutes = builtRoutes.filter((route) => isAdminArea(route.fullPath));
const schoolAreaRoutes = builtRoutes.filter((route) => isSchoolArea(route.fullPath));
/** Every admin-area route with a loader or an action: layouts, their index and child routes, folder routes. */
const adminRoutes = areaRoutes.filter((route) => route.hasLoader || route.hasAction);
const schoolRoutes = schoolAreaRoutes.filter((route) => route.hasLoader || route.hasAction);

const worker = startWorkerForFile();
let userCookie: string;
let instructorCookie: string;
let leadId: string;
let enrolmentId: string;
beforeAll(async () => {
  const { user, password } = await insertUser(worker.db, { role: "user" });
  userCookie = await logIn(worker, user.email, password, "/auth");
  const instructor = await insertUser(worker.db, { role: "instructor" });
  instructorCookie = await logIn(worker, instructor.user.email, instructor.password, "/admin-login");
  const [lead] = await insertLeads(worker.db, [leadFactory({ email: "inventory-secret@example.com" })]);
  leadId = lead!.id;
  const enrolled = await enrol(createDb(worker.db), {
    email: "inventory-student@example.com",
    name: "Inventory Student",
    startsAt: new Date().toISOString(),
    endsAt: monthsAfter(new Date(), 6),
    createdBy: "test",
  });
  if (!enrolled.ok) throw new Error(enrolled.reason);
  enrolmentId = enrolled.enrolment.id;
});

describe("the admin area's inventory", () => {
  it("finds every admin route in the build", () => {
    const ids = adminRoutes.map((route) => route.id);
    for (const expected of [
      "routes/_admin+/($lang).admin/route",
      "routes/_admin+/($lang).admin._index/route",
      "routes/_auth+/($lang).admin-access",
      "routes/_admin+/($lang).submissions-manager/route",
    ])
      expect(ids).toContain(expected);
    // The admin panel's tab is an index route under the panel's frame: its full path is the frame's.
    expect(adminRoutes.find((route) => route.id === "routes/_admin+/($lang).admin._index/route")?.fullPath).toBe(":lang?/admin");
    expect(ids.some((id) => id.includes("export"))).toBe(true);
    expect(ids).not.toContain("routes/_auth+/($lang).admin-login");
    expect(schoolRoutes.map((route) => route.id)).toContain("routes/_course-manager+/($lang).course-manager/route");
  });

  // What a successful admin post would do, so a missing guard shows as a change too.
  const destructive = () => ({
    intent: "delete",
    id: leadId,
    view: "",
    session: "x",
    masterPassword: "local-master-password",
    email: "intruder@example.com",
    firstName: "In",
    lastName: "Truder",
  });

  for (const route of adminRoutes) {
    for (const language of ["en", "es"] as const) {
      const url = concretePath(route.fullPath, language);
      const loginPath = language === "es" ? "/es/admin-login" : "/admin-login";
      const home = language === "es" ? "/es" : "/";

      it(`${url} (${route.id}): an anonymous GET goes to ${loginPath} with returnTo, and sees nothing`, async () => {
        const response = await worker.fetch(url);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(`${loginPath}?returnTo=${encodeURIComponent(url)}`);
        expect(await response.text()).not.toContain("inventory-secret@example.com");
        // A client-side data request too (Single Fetch): no loader data comes back.
        const data = await worker.fetch(`${url}.data`);
        expect(await data.text()).not.toContain("inventory-secret");
      });

      it(`${url} (${route.id}): a regular user's GET goes home with 'Access Denied'`, async () => {
        const response = await getAs(worker, userCookie, url);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(home);
        expect(toastText(response)).toContain(language === "es" ? "Acceso denegado" : en.admin.accessDeniedTitle);
        expect(await response.text()).not.toContain("inventory-secret@example.com");
      });

      it(`${url} (${route.id}): an instructor's GET goes to the course manager, and sees nothing`, async () => {
        const response = await getAs(worker, instructorCookie, url);
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(language === "es" ? "/es/course-manager" : "/course-manager");
        expect(await response.text()).not.toContain("inventory-secret@example.com");
        const data = await getAs(worker, instructorCookie, `${url}.data`);
        expect(await data.text()).not.toContain("inventory-secret");
      });

      it(`${url} (${route.id}): an anonymous, regular-user or instructor POST is refused and changes nothing`, async () => {
        // The regular user's own sign-in is an audit row (account.login): nothing may be added to it.
        const auditBefore = await rows<{ id: string; action: string }>(worker, "SELECT id, action FROM audit_log ORDER BY id");
        // A POST reaches an index route's action only with `?index`; without it, the parent's.
        const target = route.index ? `${url}?index` : url;
        const anonymous = await postForm(worker, target, destructive());
        const regular = await postAs(worker, userCookie, target, destructive());
        const instructor = await postAs(worker, instructorCookie, target, destructive());
        for (const response of [anonymous, regular, instructor]) {
          // 303 away from the page, or 405 for a route without an action.
          expect([303, 405]).toContain(response.status);
          // Remix takes `?index` off the URL an action sees: the way back after signing in is the page itself.
          if (response.status === 303)
            expect([`${loginPath}?returnTo=${encodeURIComponent(url)}`, home, `${language === "es" ? "/es" : ""}/course-manager`]).toContain(
              response.headers.get("Location"),
            );
        }
        expect(await rows(worker, "SELECT id FROM form_submissions WHERE id = ?", leadId)).toHaveLength(1);
        expect(await rows(worker, "SELECT id FROM users WHERE email = 'intruder@example.com'")).toHaveLength(0);
        expect(await rows(worker, "SELECT id, action FROM audit_log ORDER BY id")).toEqual(auditBefore);
        expect(await rows(worker, "SELECT id FROM audit_log WHERE action NOT LIKE 'account.%' AND action <> 'admin.login'")).toHaveLength(0);
      });
    }
  }
});

describe("the school's staff pages", () => {
  // What a successful course-manager post would do: end the enrolment, or enrol the intruder.
  const courseChange = () => ({
    intent: "status",
    status: "ended",
    enrolmentId,
    email: "intruder@example.com",
    name: "In Truder",
    startsOn: "2026-01-01",
    language: "en",
  });
  for (const route of schoolRoutes) {
    for (const language of ["en", "es"] as const) {
      const url = concretePath(route.fullPath, language);
      const loginPath = language === "es" ? "/es/admin-login" : "/admin-login";
      const home = language === "es" ? "/es" : "/";

      it(`${url} (${route.id}): anonymous → ${loginPath}, a regular user → home with 'Access Denied'; an instructor is let in`, async () => {
        const anonymous = await worker.fetch(url);
        expect(anonymous.status).toBe(303);
        expect(anonymous.headers.get("Location")).toBe(`${loginPath}?returnTo=${encodeURIComponent(url)}`);
        const regular = await getAs(worker, userCookie, url);
        expect(regular.status).toBe(303);
        expect(regular.headers.get("Location")).toBe(home);
        expect(toastText(regular)).toContain(language === "es" ? "Acceso denegado" : en.admin.accessDeniedTitle);
        // An instructor passes the guard: the page itself, or (for an unknown id) its own not-found answer.
        const instructor = await getAs(worker, instructorCookie, url);
        expect(route.fullPath.includes(":") ? [200, 404] : [200]).toContain(instructor.status);
        expect(await instructor.text()).not.toContain("inventory-secret@example.com");
      });

      it(`${url} (${route.id}): an anonymous or regular-user POST is refused and changes nothing`, async () => {
        const auditBefore = await rows<{ id: string; action: string }>(worker, "SELECT id, action FROM audit_log ORDER BY id");
        const enrolmentsBefore = await rows(worker, "SELECT * FROM course_enrolments ORDER BY id");
        const target = route.index ? `${url}?index` : url;
        for (const response of [await postForm(worker, target, courseChange()), await postAs(worker, userCookie, target, courseChange())]) {
          expect([303, 405]).toContain(response.status);
          if (response.status === 303) expect([`${loginPath}?returnTo=${encodeURIComponent(target)}`, home]).toContain(response.headers.get("Location"));
        }
        expect(await rows(worker, "SELECT * FROM course_enrolments ORDER BY id")).toEqual(enrolmentsBefore);
        expect(enrolmentsBefore).toEqual([expect.objectContaining({ id: enrolmentId, status: "active" })]);
        expect(await rows(worker, "SELECT id, action FROM audit_log ORDER BY id")).toEqual(auditBefore);
      });
    }
  }
});

describe("the guard is the first thing every staff loader and action does", () => {
  const routeFolder = path.join(root, "app/routes");
  // A route module is a file in app/routes or in one of its area folders (`_admin+/`, whose name is no
  // part of a URL), or a folder's route.tsx / route.ts (a folder route, whose other files are its
  // components and server modules) in either (docs/decisions/078).
  const routeModulesIn = (folder: string): string[] =>
    readdirSync(path.join(routeFolder, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isFile()) return [file];
      if (!entry.isDirectory()) return [];
      if (folder === "" && entry.name.endsWith("+")) return routeModulesIn(entry.name);
      const module = ["route.tsx", "route.ts"].find((name) => existsSync(path.join(routeFolder, file, name)));
      return module ? [`${file}/${module}`] : [];
    });
  const routeModules = routeModulesIn("");
  /** The route id a module has in the build: `routes/` and its path without the extension. */
  const routeIdOf = (file: string) => `routes/${file.replace(/\.tsx?$/, "")}`;
  // Read from the file names, not from the build: the two must agree.
  const neutralPath = (file: string) =>
    file
      .replace(/^[^/]+\+\//, "")
      .replace(/(\/route)?\.tsx?$/, "")
      .replace(/^\(\$lang\)\./, "")
      .replace(/\[\.\]/g, ".")
      .replace(/\./g, "/");
  const adminRouteFiles = routeModules.filter((file) => isAdminArea(neutralPath(file)));
  const schoolRouteFiles = routeModules.filter((file) => isSchoolArea(neutralPath(file)));

  it("finds the admin route files: one module for every admin route of the build, nested and folder routes too", () => {
    expect(adminRouteFiles.map(routeIdOf).sort()).toEqual(areaRoutes.map((route) => route.id).sort());
    expect(adminRouteFiles).toContain("_admin+/($lang).submissions-manager/route.tsx");
    expect(adminRouteFiles).toContain("_admin+/($lang).admin/route.tsx");
    expect(adminRouteFiles).toContain("_admin+/($lang).admin._index/route.tsx");
    expect(schoolRouteFiles.map(routeIdOf).sort()).toEqual(schoolAreaRoutes.map((route) => route.id).sort());
  });

  for (const route of adminRoutes) {
    const file = adminRouteFiles.find((name) => routeIdOf(name) === route.id);
    const exported = [...(route.hasLoader ? ["loader"] : []), ...(route.hasAction ? ["action"] : [])];
    it(`${route.id}: requireAdmin(request, context) is the first statement of its ${exported.join(" and its ")}`, () => {
      if (!file) throw new Error(`no module in app/routes for ${route.id}`);
      const source = readFileSync(path.join(routeFolder, file), "utf8");
      for (const name of exported) {
        const match = source.match(new RegExp(`export (?:async )?function ${name}\\([^)]*\\)[^{]*\\{\\s*([^\\n]*)`));
        expect(match, `${file} exports ${name} as a function`).not.toBeNull();
        expect(match?.[1], `${file} ${name}`).toMatch(/^(const \w+ = )?await requireAdmin\(request, context\);/);
      }
    });
  }

  // The school's pages take the staff guard or the admin guard, first; which one is the page's choice (docs/decisions/045).
  for (const route of schoolRoutes) {
    const file = schoolRouteFiles.find((name) => routeIdOf(name) === route.id);
    const exported = [...(route.hasLoader ? ["loader"] : []), ...(route.hasAction ? ["action"] : [])];
    it(`${route.id}: requireCourseStaff or requireAdmin is the first statement of its ${exported.join(" and its ")}`, () => {
      if (!file) throw new Error(`no module in app/routes for ${route.id}`);
      const source = readFileSync(path.join(routeFolder, file), "utf8");
      for (const name of exported) {
        const match = source.match(new RegExp(`export (?:async )?function ${name}\\([^)]*\\)[^{]*\\{\\s*([^\\n]*)`));
        expect(match, `${file} exports ${name} as a function`).not.toBeNull();
        expect(match?.[1], `${file} ${name}`).toMatch(/^(const \w+ = )?await (requireCourseStaff|requireAdmin)\(request, context\);/);
      }
    });
  }
});
