/**
 * The instructor role (docs/decisions/045): admins give it from the Accounts tab and take it back;
 * an instructor signs in at /admin-login and works in the course manager, never in the lead manager
 * or the admin panel; a student's right password at /admin-login is refused as before. Every staff
 * route's guard is checked, route by route, in admin-guards.test.ts.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { decodedPage, getAs, logIn, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

const roleOf = async (id: string) => (await rows<{ role: string }>(worker, "SELECT role FROM users WHERE id = ?", id))[0]?.role;
const audited = (action: string, target: string) =>
  rows<{ actor_email: string }>(worker, "SELECT actor_email FROM audit_log WHERE action = ? AND target = ?", action, target);

describe("giving and taking back the instructor role", () => {
  it("an admin makes a verified user an instructor and takes it back, each audited, in the admin's language (JS off)", async () => {
    const { user } = await insertUser(worker.db);
    const tab = await decodedPage(await getAs(worker, admin.cookie, "/es/admin?tab=accounts"));
    expect(tab).toContain(es.admin.accounts.makeInstructor);

    const made = await postAs(worker, admin.cookie, "/es/admin?tab=accounts", { intent: "make-instructor", userId: user.id });
    expect(made.status).toBe(303);
    expect(made.headers.get("Location")).toBe("/es/admin?tab=accounts");
    expect(toastText(made)).toContain(es.admin.accounts.instructorAddedTitle);
    expect(await roleOf(user.id)).toBe("instructor");
    expect(await audited("instructor.grant", user.email)).toHaveLength(1);
    expect(await decodedPage(await getAs(worker, admin.cookie, "/admin?tab=accounts"))).toContain(en.admin.accounts.removeInstructor);

    const taken = await postAs(worker, admin.cookie, "/admin?tab=accounts", { intent: "remove-instructor", userId: user.id });
    expect(toastText(taken)).toContain(en.admin.accounts.instructorRemovedTitle);
    expect(await roleOf(user.id)).toBe("user");
    expect(await audited("instructor.revoke", user.email)).toHaveLength(1);
  });

  it("refuses an unverified account, an admin, a missing account and taking the role from a non-instructor, clearly and without a change", async () => {
    const unverified = (await insertUser(worker.db, { isVerified: false })).user;
    const otherAdmin = (await insertUser(worker.db, { role: "admin" })).user;
    const plainUser = (await insertUser(worker.db)).user;
    for (const [intent, userId] of [
      ["make-instructor", unverified.id],
      ["make-instructor", otherAdmin.id],
      ["make-instructor", "00000000-0000-4000-8000-000000000000"],
      ["remove-instructor", plainUser.id],
      ["remove-instructor", otherAdmin.id],
    ] as const) {
      const answer = await postAs(worker, admin.cookie, "/admin?tab=accounts", { intent, userId });
      expect(answer.status).toBe(303);
      expect(toastText(answer)).toContain(en.admin.accounts.instructorRefusedTitle);
    }
    expect([await roleOf(unverified.id), await roleOf(otherAdmin.id), await roleOf(plainUser.id)]).toEqual(["user", "admin", "user"]);
    expect(
      await rows(
        worker,
        "SELECT id FROM audit_log WHERE action LIKE 'instructor.%' AND target IN (?, ?, ?)",
        unverified.email,
        otherAdmin.email,
        plainUser.email,
      ),
    ).toHaveLength(0);
  });

  it("is an admin's to give: an instructor or a student posting the same intent changes nothing", async () => {
    const target = (await insertUser(worker.db)).user;
    const instructor = await insertUser(worker.db, { role: "instructor" });
    const student = await insertUser(worker.db);
    const instructorCookie = await logIn(worker, instructor.user.email, instructor.password, "/admin-login");
    const studentCookie = await logIn(worker, student.user.email, student.password, "/auth");
    for (const cookie of [instructorCookie, studentCookie]) {
      const answer = await postAs(worker, cookie, "/admin?tab=accounts", { intent: "make-instructor", userId: target.id });
      expect(answer.status).toBe(303);
      await answer.arrayBuffer();
    }
    expect(await postForm(worker, "/admin?tab=accounts", { intent: "make-instructor", userId: target.id }).then((answer) => answer.status)).toBe(303);
    expect(await roleOf(target.id)).toBe("user");
  });
});

describe("an instructor's way in", () => {
  it("signs in at /admin-login, lands in the course manager (not the admin panel), and sees its link in the header", async () => {
    const { user, password } = await insertUser(worker.db, { role: "instructor", firstName: "Irene" });
    const cookie = await logIn(worker, user.email, password, "/admin-login");
    const panel = await getAs(worker, cookie, "/admin");
    expect(panel.status).toBe(303);
    expect(panel.headers.get("Location")).toBe("/course-manager");
    await panel.arrayBuffer();
    const manager = await getAs(worker, cookie, "/es/course-manager");
    expect(manager.status).toBe(200);
    const page = await decodedPage(manager);
    // The header's staff link is the course manager's; no link to the admin panel.
    expect(page).toMatch(new RegExp(`href="/es/course-manager"[^>]*>${es.nav.courseManager}<`));
    expect(page).not.toContain('href="/es/admin"');
    // Already signed in: the staff login page sends them on.
    const login = await getAs(worker, cookie, "/admin-login");
    expect(login.status).toBe(302);
    await login.arrayBuffer();
  });

  it("a student's right password at /admin-login is refused like a wrong one", async () => {
    const { user, password } = await insertUser(worker.db);
    const answer = await postForm(worker, "/admin-login", { email: user.email, password });
    expect(await decodedPage(answer)).toContain(en.auth.accessDeniedTitle);
    expect(answer.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
  });
});
