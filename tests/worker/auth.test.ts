import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { decodeEntities, firstHeading } from "../support/html";
import { postForm, rows, startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

async function page(response: Awaited<ReturnType<TestWorker["fetch"]>>) {
  return decodeEntities(await response.text());
}

describe("/auth login", () => {
  it("logs a user in with their own password, goes to returnTo, and records the event without the password", async () => {
    const { user, password } = await insertUser(worker.db);
    const response = await postForm(worker, "/auth?returnTo=%2Fblog", { intent: "login", email: user.email.toUpperCase(), password, returnTo: "/blog" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(sessionCookieFrom(response)).toBeTruthy();
    expect(toastText(response)).toContain(en.auth.loginSuccessTitle);

    const [event] = await rows<{ form_type: string; source: string; data: string; email: string }>(worker, "SELECT * FROM form_submissions WHERE email = ? AND source = 'login'", user.email);
    expect(event).toMatchObject({ form_type: "auth", source: "login", email: user.email });
    const data = JSON.parse(event!.data) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(["email", "timestamp", "type"]);
    expect(data.type).toBe("login");
    expect(event!.data).not.toContain(password);
  });

  it("never redirects off the site: a foreign returnTo goes home", async () => {
    const { user, password } = await insertUser(worker.db);
    for (const returnTo of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const response = await postForm(worker, "/auth", { intent: "login", email: user.email, password, returnTo }, { "CF-Connecting-IP": nextClientAddress() });
      expect(response.headers.get("Location"), returnTo).toBe("/");
    }
  });

  it("fails a wrong password and an unknown e-mail with the same 'Login Failed', in both languages", async () => {
    const { user } = await insertUser(worker.db);
    const wrong = await postForm(worker, "/auth", { intent: "login", email: user.email, password: "not-the-password" }, { "CF-Connecting-IP": nextClientAddress() });
    const unknown = await postForm(worker, "/auth", { intent: "login", email: "nobody@example.com", password: "not-the-password" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(sessionCookieFrom(wrong)).toBeUndefined();
    const wrongHtml = await page(wrong);
    const unknownHtml = await page(unknown);
    for (const html of [wrongHtml, unknownHtml]) {
      expect(html).toContain(en.auth.loginFailedTitle);
      expect(html).toContain(en.auth.loginFailedText);
    }
    // The typed e-mail comes back, the password never does.
    expect(wrongHtml).toContain(`value="${user.email}"`);
    expect(wrongHtml).not.toContain("not-the-password");

    const spanish = await page(await postForm(worker, "/es/auth", { intent: "login", email: user.email, password: "nope-nope" }, { "CF-Connecting-IP": nextClientAddress() }));
    expect(spanish).toContain(es.auth.loginFailedTitle);
  });

  it("asks for both fields ('Missing Information') without hashing anything", async () => {
    const response = await postForm(worker, "/auth", { intent: "login", email: "", password: "" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(422);
    const html = await page(response);
    expect(html).toContain(en.auth.missingTitle);
    expect(html).toContain(en.auth.missingText);
  });

  it("refuses the 6th failure in 15 minutes from one client with 429, before checking the password", async () => {
    const { user, password } = await insertUser(worker.db);
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postForm(worker, "/auth", { intent: "login", email: `nobody${attempt}@example.com`, password: "wrong-password" }, { "CF-Connecting-IP": address });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Even the right password is refused now: the limit is checked first.
    const sixth = await postForm(worker, "/auth", { intent: "login", email: user.email, password }, { "CF-Connecting-IP": address });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await page(sixth)).toContain(en.auth.rateLimitedText);
    expect(sessionCookieFrom(sixth)).toBeUndefined();
  });

  it("refuses the 6th failure for one e-mail even from different clients", async () => {
    const { user, password } = await insertUser(worker.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await postForm(worker, "/admin-login", { email: user.email, password: "wrong-password" }, { "CF-Connecting-IP": nextClientAddress() });
    }
    const sixth = await postForm(worker, "/auth", { intent: "login", email: user.email, password }, { "CF-Connecting-IP": nextClientAddress() });
    expect(sixth.status).toBe(429);
  });
});

describe("/auth registration", () => {
  const valid = { intent: "register", firstName: "Rosa", lastName: "Núñez", email: "rosa.nunez@example.com", password: "a-long-password", confirmPassword: "a-long-password", terms: "on" };

  it("creates a regular account, signs it in, and records the SPEC §7 event (never the password)", async () => {
    const response = await postForm(worker, "/auth?tab=register", valid, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(toastText(response)).toContain(en.auth.registrationSuccessText);
    const cookie = sessionCookieFrom(response)!;
    expect(cookie).toBeTruthy();

    const [account] = await rows<{ role: string; password_hash: string; first_name: string }>(worker, "SELECT * FROM users WHERE email = ?", valid.email);
    expect(account).toMatchObject({ role: "user", first_name: "Rosa" });
    expect(account!.password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);

    const [event] = await rows<{ form_type: string; source: string; data: string; first_name: string; last_name: string }>(
      worker,
      "SELECT * FROM form_submissions WHERE email = ? AND source = 'registration'",
      valid.email,
    );
    expect(event).toMatchObject({ form_type: "auth", source: "registration", first_name: "Rosa", last_name: "Núñez" });
    expect(JSON.parse(event!.data)).toMatchObject({ email: valid.email, firstName: "Rosa", lastName: "Núñez", type: "registration" });
    expect(event!.data).not.toContain(valid.password);

    // A regular account is not an admin: no Logout in the navbar, and the admin area sends it home.
    expect(await (await getAs(worker, cookie, "/")).text()).not.toContain('action="/logout"');
    const admin = await getAs(worker, cookie, "/admin");
    expect(admin.headers.get("Location")).toBe("/");
    expect(toastText(admin)).toContain(en.admin.accessDeniedText);
  });

  it("answers with data (for the success card and its 2 s redirect) when JavaScript sent the form", async () => {
    const response = await postForm(
      worker,
      "/es/auth?tab=register&returnTo=%2Fes%2Fblog",
      { ...valid, email: "js.user@example.com", enhanced: "1", returnTo: "/es/blog" },
      { "CF-Connecting-IP": nextClientAddress() },
    );
    expect(response.status).toBe(200);
    expect(sessionCookieFrom(response)).toBeTruthy();
  });

  it("applies SPEC §5's rules with its messages, keeping what was typed but never a password", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...valid, firstName: "" }, en.auth.missingTitle, en.auth.requiredFieldsText],
      [{ ...valid, confirmPassword: "another-password" }, en.auth.passwordMismatchTitle, en.auth.passwordMismatchText],
      [{ ...valid, password: "short", confirmPassword: "short" }, en.auth.passwordTooShortTitle, en.auth.passwordTooShortText],
      [{ ...valid, terms: "" }, en.forms.checkTitle, en.auth.termsRequired],
    ];
    for (const [fields, title, message] of cases) {
      const response = await postForm(worker, "/auth?tab=register", fields, { "CF-Connecting-IP": nextClientAddress() });
      expect(response.status).toBe(422);
      const html = await page(response);
      expect(html, message).toContain(title);
      expect(html, message).toContain(message);
      expect(html).toContain(`value="${fields.email}"`);
      expect(html).not.toContain(`value="${fields.password}"`);
    }
    const spanish = await page(await postForm(worker, "/es/auth?tab=register", { ...valid, password: "short", confirmPassword: "short" }, { "CF-Connecting-IP": nextClientAddress() }));
    expect(spanish).toContain(es.auth.passwordTooShortText);
  });

  it("refuses an e-mail that already has an account with 'Registration Failed'", async () => {
    const { user } = await insertUser(worker.db);
    const response = await postForm(worker, "/auth?tab=register", { ...valid, email: user.email }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(409);
    const html = await page(response);
    expect(html).toContain(en.auth.registrationFailedTitle);
    expect(html).toContain(en.auth.registrationFailedText);
  });
});

describe("/auth page", () => {
  it("shows login and register as link tabs that work without JavaScript, in both languages", async () => {
    const login = await page(await worker.fetch("/auth"));
    expect(firstHeading(login)).toBe(en.auth.heading);
    expect(login).toContain('href="/auth?tab=register"');
    expect(login).toContain('aria-current="page"');
    expect(login).toContain(en.auth.login);

    const register = await page(await worker.fetch("/es/auth?tab=register&returnTo=%2Fes%2Fblog"));
    expect(register).toContain(es.auth.createAccount);
    expect(register).toContain(es.auth.confirmPassword);
    expect(register).toContain('name="returnTo" value="/es/blog"');
    expect(register).toContain('href="/es/auth?returnTo=%2Fes%2Fblog"');
  });

  it("/login goes to /auth, keeping the language and the query", async () => {
    expect((await worker.fetch("/login")).headers.get("Location")).toBe("/auth");
    expect((await worker.fetch("/es/login?returnTo=%2Fes")).headers.get("Location")).toBe("/es/auth?returnTo=%2Fes");
  });
});

describe("/admin-login", () => {
  it("lets an admin in: session, audit row, and on to /admin (or returnTo)", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const response = await postForm(worker, "/admin-login", { email: user.email, password, returnTo: "/submissions-manager?tab=partner" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/submissions-manager?tab=partner");
    expect(toastText(response)).toContain(en.auth.adminSuccessText);
    const [audit] = await rows<{ action: string; actor_email: string; details: string }>(worker, "SELECT * FROM audit_log WHERE actor_user_id = ?", user.id);
    expect(audit).toMatchObject({ action: "admin.login", actor_email: user.email });
    expect(audit!.details).not.toContain(password);

    const spanish = await postForm(worker, "/es/admin-login", { email: user.email, password }, { "CF-Connecting-IP": nextClientAddress() });
    expect(spanish.headers.get("Location")).toBe("/es/admin");
  });

  it("answers with data for the Login Successful card when JavaScript sent the form", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const response = await postForm(worker, "/admin-login", { email: user.email, password, enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(200);
    expect(sessionCookieFrom(response)).toBeTruthy();
  });

  it("says 'Access Denied' to a regular user with the right password, an unknown e-mail and a wrong password alike", async () => {
    const { user, password } = await insertUser(worker.db, { role: "user" });
    const attempts = [
      { email: user.email, password },
      { email: "nobody@example.com", password },
      { email: user.email, password: "wrong-password" },
    ];
    for (const fields of attempts) {
      const response = await postForm(worker, "/admin-login", fields, { "CF-Connecting-IP": nextClientAddress() });
      expect(response.status).toBe(401);
      expect(sessionCookieFrom(response)).toBeUndefined();
      const html = await page(response);
      expect(html).toContain(en.auth.accessDeniedTitle);
      expect(html).toContain(en.auth.accessDeniedText);
    }
  });

  it("says 'Please enter a valid email address' for an e-mail without @", async () => {
    const html = await page(await postForm(worker, "/admin-login", { email: "admin", password: "x" }, { "CF-Connecting-IP": nextClientAddress() }));
    expect(html).toContain(en.validation.invalidEmail);
  });

  it("sends an admin who is already signed in to /admin at once", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    expect((await getAs(worker, cookie, "/admin-login")).headers.get("Location")).toBe("/admin");
    expect((await getAs(worker, cookie, "/es/admin-login?returnTo=%2Fes%2Fsubmissions-manager")).headers.get("Location")).toBe("/es/submissions-manager");
  });

  it("records no auth submission for an admin login (those go to the audit log)", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    await logIn(worker, user.email, password);
    expect(await rows(worker, "SELECT * FROM form_submissions WHERE email = ?", user.email)).toEqual([]);
  });
});

describe("navbar and logout", () => {
  it("shows Logout and the submissions link only to an admin", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    const adminHome = await (await getAs(worker, cookie, "/es/blog")).text();
    expect(adminHome).toMatch(new RegExp(`<form method="post" action="/es/logout"[^>]*><button type="submit"[^>]*>${es.nav.logout}</button>`));
    expect(adminHome).toContain(`href="/es/submissions-manager"`);
    const anonymousHome = await (await worker.fetch("/es/blog")).text();
    expect(anonymousHome).not.toContain('action="/es/logout"');
    expect(anonymousHome).not.toContain('href="/es/submissions-manager"');
  });

  it("logs out with a POST that deletes the session row, then 'Logged Out' at /admin-login", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toHaveLength(1);

    // GET never changes state.
    expect((await getAs(worker, cookie, "/logout")).status).toBe(302);
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toHaveLength(1);

    const response = await postAs(worker, cookie, "/es/logout", {});
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/admin-login");
    expect(toastText(response)).toContain(es.admin.loggedOutTitle);
    expect(toastText(response)).toContain(es.admin.loggedOutText);
    expect(response.headers.getSetCookie().find((header) => header.startsWith("__session="))).toContain("Expires=Thu, 01 Jan 1970");
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toHaveLength(0);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE actor_user_id = ? AND action = 'admin.logout'", user.id)).toHaveLength(1);
  });
});
