import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { loginThrottle } from "~/auth/login-throttle.server";
import { insertUser } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, postLogin, sessionCookieFrom, toastText } from "../support/accounts";
import { decodeEntities, firstHeading } from "../support/html";
import { postForm, rows, type TestWorker, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

async function page(response: Awaited<ReturnType<TestWorker["fetch"]>>) {
  return decodeEntities(await response.text());
}

describe("/auth login", () => {
  it("logs a user in with their own password, goes to returnTo, and records the event without the password", async () => {
    const { user, password } = await insertUser(worker.db);
    const response = await postForm(
      worker,
      "/auth?returnTo=%2Fblog",
      { intent: "login", email: user.email.toUpperCase(), password, returnTo: "/blog" },
      { "CF-Connecting-IP": nextClientAddress() },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(sessionCookieFrom(response)).toBeTruthy();
    expect(toastText(response)).toContain(en.auth.loginSuccessTitle);

    // The sign-in is an audit row of the account, with nothing in its details; it is not a lead.
    const [event] = await rows<{ actor_user_id: string; actor_email: string; action: string; target: string; details: string }>(
      worker,
      "SELECT * FROM audit_log WHERE actor_user_id = ?",
      user.id,
    );
    expect(event).toMatchObject({ action: "account.login", actor_email: user.email, target: user.email });
    expect(event!.details).toBe("{}");
    expect(event!.details).not.toContain(password);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = ? OR form_type = 'auth'", user.email)).toEqual([]);
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
    const wrong = await postForm(
      worker,
      "/auth",
      { intent: "login", email: user.email, password: "not-the-password" },
      { "CF-Connecting-IP": nextClientAddress() },
    );
    const unknown = await postForm(
      worker,
      "/auth",
      { intent: "login", email: "nobody@example.com", password: "not-the-password" },
      { "CF-Connecting-IP": nextClientAddress() },
    );
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

    const spanish = await page(
      await postForm(worker, "/es/auth", { intent: "login", email: user.email, password: "nope-nope" }, { "CF-Connecting-IP": nextClientAddress() }),
    );
    expect(spanish).toContain(es.auth.loginFailedTitle);
  });

  it("asks for both fields ('Missing Information') without hashing anything", async () => {
    const response = await postForm(worker, "/auth", { intent: "login", email: "", password: "" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(422);
    const html = await page(response);
    expect(html).toContain(en.auth.missingTitle);
    expect(html).toContain(en.auth.missingText);
  });

  const login = (address: string, email: string, password: string, path = "/auth") =>
    postForm(worker, path, path.endsWith("/auth") ? { intent: "login", email, password } : { email, password }, { "CF-Connecting-IP": address });

  it(
    "refuses one client's 6th attempt at one account in 15 minutes with 429, before checking the password, while a fresh client still gets in",
    { timeout: 90_000 },
    async () => {
      const { user, password } = await insertUser(worker.db);
      const address = nextClientAddress();
      for (let attempt = 1; attempt <= loginThrottle.perClientAndAccount; attempt++) {
        const response = await login(address, user.email, "wrong-password");
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      // Even the right password is refused now: attempts are counted before the password is checked.
      const sixth = await login(address, user.email, password);
      expect(sixth.status).toBe(429);
      const retryAfter = sixth.headers.get("Retry-After");
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeLessThanOrEqual(loginThrottle.windowSeconds);
      expect(await page(sixth)).toContain(en.auth.rateLimitedText);
      expect(sessionCookieFrom(sixth)).toBeUndefined();

      // The limit is that client's on that account: no one can lock the owner out.
      const owner = await login(nextClientAddress(), user.email, password);
      expect(owner.status).toBe(303);
      expect(sessionCookieFrom(owner)).toBeTruthy();
    },
  );

  it("refuses one client's 31st attempt in 15 minutes across any accounts (spraying e-mails)", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= loginThrottle.perClient; attempt++) {
      const response = await login(address, `sprayed${attempt}-${crypto.randomUUID().slice(0, 8)}@example.com`, "wrong-password");
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const next = await login(address, user.email, password);
    expect(next.status).toBe(429);
    expect(sessionCookieFrom(next)).toBeUndefined();
    expect(sessionCookieFrom(await login(nextClientAddress(), user.email, password))).toBeTruthy();
  });

  it(
    "after 20 attempts at one account from any clients and either form, gives each client 1 attempt at it per window, so the owner still gets in",
    { timeout: 180_000 },
    async () => {
      const { user, password } = await insertUser(worker.db);
      const early = nextClientAddress();
      expect((await login(early, user.email, "wrong-password")).status).toBe(401);
      for (let attempt = 2; attempt <= loginThrottle.accountBudget; attempt++) {
        // /auth and /admin-login count against the same account.
        const response = await login(nextClientAddress(), user.email, "wrong-password", attempt % 2 === 0 ? "/admin-login" : "/auth");
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }

      // The account is guarded now: a new client gets its one attempt, and no second.
      const attacker = nextClientAddress();
      expect((await login(attacker, user.email, "wrong-password")).status).toBe(401);
      expect((await login(attacker, user.email, password)).status).toBe(429);
      // A client that tried before the guard has used its attempt too.
      expect((await login(early, user.email, password)).status).toBe(429);

      // The owner, from their own client, gets in.
      const owner = await login(nextClientAddress(), user.email, password);
      expect(owner.status).toBe(303);
      expect(sessionCookieFrom(owner)).toBeTruthy();
    },
  );

  it("gives a successful login its attempt back: the client starts afresh on that account", { timeout: 120_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const address = nextClientAddress();
    for (let attempt = 1; attempt < loginThrottle.perClientAndAccount; attempt++) expect((await login(address, user.email, "wrong-password")).status).toBe(401);
    expect((await login(address, user.email, password)).status).toBe(303);
    for (let attempt = 1; attempt <= loginThrottle.perClientAndAccount; attempt++) {
      expect((await login(address, user.email, "wrong-password")).status, `attempt ${attempt} after the success`).toBe(401);
    }
    expect((await login(address, user.email, password)).status).toBe(429);
  });
});

describe("/auth registration", () => {
  const valid = {
    intent: "register",
    firstName: "Rosa",
    lastName: "Núñez",
    email: "rosa.nunez@example.com",
    password: "a-long-password",
    confirmPassword: "a-long-password",
    terms: "on",
  };

  it("creates a regular account without signing it in, e-mails the link that proves the address, and records the event (never the password)", async () => {
    const response = await postForm(worker, "/auth?tab=register", valid, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(303);
    // On to the login form, which then leads to the account area.
    expect(response.headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    expect(toastText(response)).toContain(en.auth.registrationSuccessTitle);
    expect(toastText(response)).toContain(en.auth.registrationSuccessText.replace("{{email}}", valid.email));
    expect(sessionCookieFrom(response)).toBeUndefined();

    const [account] = await rows<{
      id: string;
      role: string;
      password_hash: string;
      first_name: string;
      last_name: string;
      email_verified_at: string | null;
      language: string;
    }>(worker, "SELECT * FROM users WHERE email = ?", valid.email);
    expect(account).toMatchObject({ role: "user", first_name: "Rosa", last_name: "Núñez", email_verified_at: null, language: "en" });
    expect(account!.password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);

    // The address gets a one-time link (stored only as its hash), bound to that address.
    const emails = await rows<{ kind: string; language: string; text_body: string }>(
      worker,
      "SELECT kind, language, text_body FROM email_outbox WHERE to_address = ?",
      valid.email,
    );
    expect(emails.map((email) => email.kind)).toEqual(["verify-email"]);
    expect(emails[0]!.language).toBe("en");
    const token = emails[0]!.text_body.match(/http:\/\/localhost:8787\/verify-email\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeTruthy();
    const [link] = await rows<{ token_hash: string; purpose: string; email: string }>(worker, "SELECT * FROM account_tokens WHERE user_id = ?", account!.id);
    expect(link).toMatchObject({ purpose: "verify-email", email: valid.email });
    expect(link!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.token_hash).not.toContain(token);

    // The registration is an audit row, not a lead, and holds no password.
    const [event] = await rows<{ actor_user_id: string; actor_email: string; details: string }>(
      worker,
      "SELECT * FROM audit_log WHERE action = 'account.register' AND target = ?",
      valid.email,
    );
    expect(event).toMatchObject({ actor_user_id: account!.id, actor_email: valid.email });
    expect(event!.details).not.toContain(valid.password);
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = ?", valid.email)).toEqual([]);

    // The password opens the account. A regular account is not an admin: the header has Logout but no
    // admin links, and the admin area sends it home.
    const cookie = await logIn(worker, valid.email, valid.password, "/auth");
    const home = await (await getAs(worker, cookie, "/")).text();
    expect(home).toContain('action="/logout"');
    expect(home).not.toContain('href="/admin"');
    expect(home).not.toContain('href="/submissions-manager"');
    const admin = await getAs(worker, cookie, "/admin");
    expect(admin.headers.get("Location")).toBe("/");
    expect(toastText(admin)).toContain(en.admin.accessDeniedText);
  });

  it("answers with data (for the success card and its 2 s redirect) when JavaScript sent the form, still without signing in", async () => {
    const response = await postForm(
      worker,
      "/es/auth?tab=register&returnTo=%2Fes%2Fblog",
      { ...valid, email: "js.user@example.com", enhanced: "1", returnTo: "/es/blog" },
      { "CF-Connecting-IP": nextClientAddress() },
    );
    expect(response.status).toBe(200);
    expect(sessionCookieFrom(response)).toBeUndefined();
    expect(decodeEntities(await response.text())).toContain(es.auth.registrationSuccessTitle);
    const emails = await rows<{ kind: string; language: string }>(worker, "SELECT kind, language FROM email_outbox WHERE to_address = 'js.user@example.com'");
    expect(emails).toEqual([{ kind: "verify-email", language: "es" }]);
  });

  it("applies the registration rules (a first name, matching passwords of at least 8 characters, the terms accepted) with their messages, keeping what was typed but never a password", async () => {
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
    const spanish = await page(
      await postForm(worker, "/es/auth?tab=register", { ...valid, password: "short", confirmPassword: "short" }, { "CF-Connecting-IP": nextClientAddress() }),
    );
    expect(spanish).toContain(es.auth.passwordTooShortText);
  });

  it("answers an e-mail that already has an account exactly as a new one: nothing changes, and the owner is told", async () => {
    const { user, password } = await insertUser(worker.db);
    const [stored] = await rows<{ first_name: string; last_name: string; password_hash: string; role: string }>(
      worker,
      "SELECT first_name, last_name, password_hash, role FROM users WHERE id = ?",
      user.id,
    );
    const freshEmail = `fresh-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const fresh = await postForm(worker, "/auth?tab=register", { ...valid, email: freshEmail }, { "CF-Connecting-IP": nextClientAddress() });
    const existing = await postForm(worker, "/auth?tab=register", { ...valid, email: user.email.toUpperCase() }, { "CF-Connecting-IP": nextClientAddress() });

    // The same answer: status, redirect, toast (but for the address it names), and no one signed in.
    for (const response of [fresh, existing]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
      expect(sessionCookieFrom(response)).toBeUndefined();
      expect(toastText(response)).not.toContain("Registration Failed");
    }
    expect(toastText(existing).replace(user.email, "ADDRESS")).toBe(toastText(fresh).replace(freshEmail, "ADDRESS"));
    expect(toastText(existing)).toContain(en.auth.registrationSuccessTitle);

    // The account is untouched: no second account, the same names, password and role.
    expect(await rows(worker, "SELECT first_name, last_name, password_hash, role FROM users WHERE email = ?", user.email)).toEqual([stored]);
    expect(
      sessionCookieFrom(await postForm(worker, "/auth", { intent: "login", email: user.email, password }, { "CF-Connecting-IP": nextClientAddress() })),
    ).toBeTruthy();
    expect(
      (await postForm(worker, "/auth", { intent: "login", email: user.email, password: valid.password }, { "CF-Connecting-IP": nextClientAddress() })).status,
    ).toBe(401);

    // Its owner gets a notice, with no link that does anything; the new address gets its link.
    const notices = await rows<{ kind: string; text_body: string }>(worker, "SELECT kind, text_body FROM email_outbox WHERE to_address = ?", user.email);
    expect(notices.map((email) => email.kind)).toEqual(["account-exists"]);
    expect(notices[0]!.text_body).not.toMatch(/\/(set-password|verify-email)\//);
    expect(await rows(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ?", user.id)).toEqual([]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'account.register' AND target = ?", user.email)).toEqual([]);
    expect((await rows<{ kind: string }>(worker, "SELECT kind FROM email_outbox WHERE to_address = ?", freshEmail)).map((email) => email.kind)).toEqual([
      "verify-email",
    ]);
  });

  it("answers an existing e-mail as a new one when JavaScript sent the form too", async () => {
    const { user } = await insertUser(worker.db);
    const freshEmail = `fresh-js-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const actionData: string[] = [];
    for (const email of [freshEmail, user.email]) {
      const response = await postForm(worker, "/auth?tab=register", { ...valid, email, enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() });
      expect(response.status).toBe(200);
      expect(sessionCookieFrom(response)).toBeUndefined();
      // The action's data, as the page streams it to the browser (after the loaders' data).
      const html = await response.text();
      const start = html.indexOf('\\"actionData\\"');
      const answer = html.slice(start, html.indexOf("</script>", start));
      expect(answer).toContain('\\"ok\\",true');
      actionData.push(answer.replaceAll(email, "ADDRESS"));
    }
    expect(actionData[1]).toBe(actionData[0]);
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
    const response = await postLogin(worker, "/admin-login", { email: user.email, password, returnTo: "/submissions-manager?tab=partner" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/submissions-manager?tab=partner");
    expect(toastText(response)).toContain(en.auth.adminSuccessText);
    const [audit] = await rows<{ action: string; actor_email: string; details: string }>(worker, "SELECT * FROM audit_log WHERE actor_user_id = ?", user.id);
    expect(audit).toMatchObject({ action: "admin.login", actor_email: user.email });
    expect(audit!.details).not.toContain(password);

    const spanish = await postLogin(worker, "/es/admin-login", { email: user.email, password });
    expect(spanish.headers.get("Location")).toBe("/es/admin");
  });

  it("sends staff without a second factor (an instructor too) to set one up, with JavaScript as without (docs/decisions/074)", async () => {
    const { user, password } = await insertUser(worker.db, { role: "instructor", totpSecret: null });
    const response = await postForm(worker, "/admin-login", { email: user.email, password, enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fadmin");
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
  it("shows Logout to anyone signed in, and the admin links only to an admin", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    const adminHome = await (await getAs(worker, cookie, "/es/blog")).text();
    expect(adminHome).toMatch(new RegExp(`<form method="post" action="/es/logout"[^>]*><button type="submit"[^>]*>${es.nav.logout}</button>`));
    expect(adminHome).toContain(`href="/es/submissions-manager"`);
    expect(adminHome).toContain(`href="/es/admin"`);
    const member = await insertUser(worker.db, { role: "user" });
    const memberHome = await (await getAs(worker, await logIn(worker, member.user.email, member.password, "/auth"), "/es/blog")).text();
    expect(memberHome).toMatch(new RegExp(`<form method="post" action="/es/logout"[^>]*><button type="submit"[^>]*>${es.nav.logout}</button>`));
    expect(memberHome).not.toContain('href="/es/submissions-manager"');
    expect(memberHome).not.toContain('href="/es/admin"');
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
