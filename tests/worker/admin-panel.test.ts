import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { decodeEntities, firstHeading } from "../support/html";
import { postForm, rows, type TestWorker, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

async function signedInAdmin(overrides: { firstName?: string } = {}) {
  const { user, password } = await insertUser(worker.db, { role: "admin", ...overrides });
  return { user, password, cookie: await logIn(worker, user.email, password) };
}

async function text(response: Awaited<ReturnType<TestWorker["fetch"]>>) {
  expect(response.status).toBe(200);
  return decodeEntities(await response.text());
}

/** Every dictionary key: one shown verbatim means a page forgot to send its namespace. */
const keyPattern = (() => {
  const keys = (function leafKeys(node: unknown, prefix = ""): string[] {
    if (typeof node === "string") return [prefix];
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
  })(en);
  return new RegExp(`[>"](${keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[<"]`);
})();

describe("the admin panel", () => {
  it("welcomes the admin by first name (or 'Admin'), with the admins-only notice and the top bar", async () => {
    const { user, cookie } = await signedInAdmin({ firstName: "Marisol" });
    const response = await getAs(worker, cookie, "/admin");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await text(response);
    expect(firstHeading(html)).toBe("Welcome, Marisol");
    expect(html).toContain(en.admin.notice);
    // The admin top bar: its links and the admin's e-mail; Logout is the site header's, not the bar's.
    const topBar = html.slice(html.indexOf('<div class="bg-slate-900 text-white">'), html.indexOf("<h1"));
    for (const label of [en.adminBar.area, en.adminBar.badge, en.adminBar.dashboard, en.adminBar.submissions]) expect(topBar).toContain(label);
    expect(topBar).toContain(user.email);
    expect(topBar).not.toContain('action="/logout"');
    expect(html).toMatch(new RegExp(`<form method="post" action="/logout"[^>]*><button type="submit"[^>]*>${en.nav.logout}</button>`));

    const { cookie: nameless } = await signedInAdmin({ firstName: "" });
    expect(firstHeading(await text(await getAs(worker, nameless, "/es/admin")))).toBe("Bienvenido, Administrador");
  });

  it("shows real counts and a real system status: the database answers, the outbox backlog and failures with the latest error", async () => {
    const { cookie } = await signedInAdmin();
    await worker.db.batch([worker.db.prepare("DELETE FROM email_outbox"), worker.db.prepare("DELETE FROM form_submissions")]);
    await insertLeads(worker.db, [leadFactory(), leadFactory(), leadFactory({ status: "spam" })]);
    const admins = (await rows<{ total: number }>(worker, "SELECT COUNT(*) AS total FROM users WHERE role = 'admin'"))[0]!.total;

    const healthy = await text(await getAs(worker, cookie, "/admin"));
    expect(healthy).toMatch(new RegExp(`${en.admin.overview.adminAccounts}</h2><div class="mt-2"><p[^>]*>${admins}</p>`));
    expect(healthy).toMatch(new RegExp(`${en.admin.overview.submissions}</h2><div class="mt-2"><p[^>]*>2</p>`));
    expect(healthy).toContain(en.admin.overview.operational);
    expect(healthy).toContain(en.admin.overview.databaseAnswers);
    expect(healthy).toContain(en.admin.overview.noErrors);

    await worker.db
      .prepare(
        "INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, status, last_error, updated_at) VALUES ('p1', 'lead-notice', 'a@example.com', 's', 't', 'h', 'pending', NULL, '2026-01-01T00:00:00.000Z'), ('f1', 'lead-notice', 'a@example.com', 's', 't', 'h', 'failed', 'e-mail API answered 401', '2026-01-02T00:00:00.000Z')",
      )
      .run();
    const failing = await text(await getAs(worker, cookie, "/admin"));
    expect(failing).toContain(en.admin.overview.needsAttention);
    expect(failing).toContain("Waiting to be sent: 1");
    expect(failing).toContain("Failed after every retry: 1");
    expect(failing).toContain("e-mail API answered 401");
  });

  it("lists the admin accounts (name, e-mail, created) with a link to /admin-access", async () => {
    const { cookie } = await signedInAdmin();
    await insertUser(worker.db, { role: "admin", firstName: "Invited", lastName: "Person", email: "invited.person@example.com", password: null });
    const html = await text(await getAs(worker, cookie, "/admin?tab=accounts"));
    expect(html).toContain("Invited Person");
    expect(html).toContain("invited.person@example.com");
    expect(html).toContain(en.admin.accounts.pendingPassword);
    expect(html).toContain('href="/admin-access"');
    expect(html).toContain(en.admin.accounts.created);
  });

  it("shows Settings as real forms, and the password policy as it is: no expiry box, the reason instead (tests/worker/site-settings.test.ts has the rest)", async () => {
    const { cookie } = await signedInAdmin();
    const html = decodeEntities(await text(await getAs(worker, cookie, "/es/admin?tab=settings")));
    for (const heading of [
      es.siteSettings.contact.heading,
      es.siteSettings.notices.heading,
      es.siteSettings.notifications.heading,
      es.siteSettings.policy.heading,
    ])
      expect(html).toContain(heading);
    expect(html).not.toContain("<fieldset disabled=");
    expect(html).toContain(es.siteSettings.policy.expiry);
    // The mock-up's "coming soon" badge and its 90-day expiry box are gone.
    for (const gone of ["Próximamente", "Vencer las contraseñas cada 90 días"]) expect(html).not.toContain(gone);
  });

  it("shows the audit log on the Security tab, never a password", async () => {
    const { user, password, cookie } = await signedInAdmin();
    const html = await text(await getAs(worker, cookie, "/admin?tab=security"));
    expect(html).toContain(en.admin.security.auditHeading);
    expect(html).toContain("admin.login");
    expect(html).toContain(user.email);
    expect(html).not.toContain(password);
    const audit = await rows<{ details: string }>(worker, "SELECT details FROM audit_log");
    for (const entry of audit) expect(entry.details).not.toContain(password);
  });

  it("sends every string its pages show, in both languages", async () => {
    const { cookie } = await signedInAdmin();
    const [lead] = await insertLeads(worker.db, [leadFactory()]);
    const pages = [
      "/admin",
      "/admin?tab=submissions",
      "/admin?tab=accounts",
      "/admin?tab=settings",
      "/admin?tab=security",
      "/admin-access",
      "/submissions-manager",
      `/submissions-manager?dialog=view&id=${lead!.id}`,
      `/submissions-manager?dialog=delete&id=${lead!.id}`,
      `/submissions-manager?dialog=erase&id=${lead!.id}`,
    ];
    for (const page of pages.flatMap((path) => [path, `/es${path}`])) {
      const html = await (await getAs(worker, cookie, page)).text();
      const visible = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(visible.match(keyPattern)?.[1], page).toBeUndefined();
    }
    for (const page of ["/auth", "/es/auth?tab=register", "/admin-login", "/es/admin-login", "/set-password/not-a-token", "/es/set-password/not-a-token"]) {
      const html = (await worker.fetch(page)).text();
      expect((await html).replace(/<script\b[\s\S]*?<\/script>/g, "").match(keyPattern)?.[1], page).toBeUndefined();
    }
  });
});

describe("/admin-access", () => {
  it("refuses a wrong master password with 'Verification Failed', and the 6th try in 15 minutes with 429", async () => {
    const { cookie } = await signedInAdmin();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: `wrong-${attempt}` });
      expect(response.status, `try ${attempt}`).toBe(401);
      const html = decodeEntities(await response.text());
      expect(html).toContain(en.admin.access.verificationFailedTitle);
      expect(html).toContain(en.admin.access.verificationFailedText);
    }
    // The right password is refused too now: tries are counted before comparing.
    const sixth = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(decodeEntities(await sixth.text())).toContain(en.admin.access.tooManyText);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'master_password.refused'")).toHaveLength(5);
  });

  it("counts tries per client as well as per admin", async () => {
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { cookie } = await signedInAdmin();
      await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "wrong" }, { "CF-Connecting-IP": address });
    }
    const { cookie } = await signedInAdmin();
    const sixth = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" }, { "CF-Connecting-IP": address });
    expect(sixth.status).toBe(429);
  });

  it("verifies the master password for 15 minutes, then creates an admin with a one-time link shown once and e-mailed", async () => {
    const { cookie, user: creator } = await signedInAdmin();
    const before = await text(await getAs(worker, cookie, "/admin-access"));
    expect(before).toContain(`>${en.admin.access.verify}</button>`);
    expect(before).not.toContain(`>${en.admin.access.create}</button>`);

    const refusedCreation = await postAs(worker, cookie, "/admin-access", {
      intent: "create",
      email: "early@example.com",
      firstName: "Too",
      lastName: "Early",
    });
    expect(toastText(refusedCreation)).toContain(en.admin.access.creationFailedTitle);
    expect(await rows(worker, "SELECT id FROM users WHERE email = 'early@example.com'")).toHaveLength(0);

    const verified = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("Location")).toBe("/admin-access");
    expect(toastText(verified)).toContain(en.admin.access.verifiedTitle);
    expect(toastText(verified)).toContain(en.admin.access.verifiedText);
    const [session] = await rows<{ data: string }>(worker, "SELECT data FROM sessions WHERE user_id = ?", creator.id);
    const until = JSON.parse(session!.data).masterPasswordVerifiedUntil as number;
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const form = await text(await getAs(worker, cookie, "/admin-access"));
    expect(form).toContain(`>${en.admin.access.create}</button>`);
    for (const label of [en.forms.email, en.forms.firstName, en.forms.lastName]) expect(form).toContain(label);

    const missing = await postAs(worker, cookie, "/admin-access", { intent: "create", email: "no-at-sign", firstName: "", lastName: "Ruiz" });
    expect(missing.status).toBe(422);
    const missingHtml = decodeEntities(await missing.text());
    expect(missingHtml).toContain(en.validation.invalidEmail);
    expect(missingHtml).toContain(en.validation.required);

    const created = await postAs(worker, cookie, "/es/admin-access", {
      intent: "create",
      email: "New.Admin@Example.com",
      firstName: "Nueva",
      lastName: "Admin",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/es/admin?tab=accounts");
    expect(toastText(created)).toContain(es.admin.access.createdTitle);
    expect(created.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);

    // The new account has no password and no admin rights until the invitee uses the link.
    const [account] = await rows<{ id: string; role: string; password_hash: string | null; email_verified_at: string | null }>(
      worker,
      "SELECT * FROM users WHERE email = 'new.admin@example.com'",
    );
    expect(account).toMatchObject({ role: "user", password_hash: null, email_verified_at: null });
    const [email] = await rows<{ kind: string; to_address: string; language: string; subject: string; text_body: string; submission_id: string | null }>(
      worker,
      "SELECT * FROM email_outbox WHERE to_address = 'new.admin@example.com'",
    );
    expect(email).toMatchObject({ kind: "admin-invite", language: "es", subject: es.emails.adminInviteSubject, submission_id: null });
    const link = email!.text_body.match(/http:\/\/localhost:8787\/es\/set-password\/([A-Za-z0-9_-]{43})/);
    expect(link).toBeTruthy();
    const token = link![1]!;
    const [stored] = await rows<{ token_hash: string; purpose: string; email: string; created_by: string; expires_at: string }>(
      worker,
      "SELECT * FROM account_tokens WHERE user_id = ?",
      account!.id,
    );
    expect(stored).toMatchObject({ purpose: "admin-invite", email: "new.admin@example.com", created_by: creator.id });
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeGreaterThan(23.9 * 60 * 60_000);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.create' AND target = 'new.admin@example.com'")).toHaveLength(1);

    // The Accounts tab lists the invitation and never shows its link (decision 032).
    const dashboard = decodeEntities(await (await getAs(worker, cookie, "/es/admin?tab=accounts")).text());
    expect(dashboard).toContain("new.admin@example.com");
    expect(dashboard).not.toContain(token);
    expect(dashboard).not.toContain("/set-password/");

    // The invitee chooses a password at the link, once, and only then is an admin who can sign in.
    const page = await text(await worker.fetch(`/es/set-password/${token}`));
    expect(page).toContain(es.auth.setPasswordHeading);
    expect(page).toContain("new.admin@example.com");
    const mismatch = await postForm(worker, `/es/set-password/${token}`, { password: "brand-new-password", confirmPassword: "different-password" });
    expect(decodeEntities(await mismatch.text())).toContain(es.auth.passwordMismatchText);
    expect((await rows<{ role: string }>(worker, "SELECT role FROM users WHERE id = ?", account!.id))[0]!.role).toBe("user");
    const saved = await postForm(worker, `/es/set-password/${token}`, { password: "brand-new-password", confirmPassword: "brand-new-password" });
    // Signed in by the link, and on to setting up a second factor before the admin area (decision 063).
    expect(saved.headers.get("Location")).toBe("/es/account/two-factor?returnTo=%2Fes%2Fadmin");
    expect(toastText(saved)).toContain(es.auth.passwordSavedTitle);
    expect(toastText(saved)).toContain(es.twoFactor.invitationNextText);
    const [accepted] = await rows<{ role: string; email_verified_at: string | null }>(
      worker,
      "SELECT role, email_verified_at FROM users WHERE id = ?",
      account!.id,
    );
    expect(accepted!.role).toBe("admin");
    expect(accepted!.email_verified_at).toBeTruthy();
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.invitation_accepted' AND target = 'new.admin@example.com'")).toHaveLength(1);
    expect(
      sessionCookieFrom(
        await postForm(worker, "/admin-login", { email: "new.admin@example.com", password: "brand-new-password" }, { "CF-Connecting-IP": nextClientAddress() }),
      ),
    ).toBeTruthy();

    const reused = await worker.fetch(`/set-password/${token}`);
    expect(reused.status).toBe(404);
    expect(decodeEntities(await reused.text())).toContain(en.auth.invalidLinkText);
    const replayed = await postForm(worker, `/set-password/${token}`, { password: "attacker-password", confirmPassword: "attacker-password" });
    expect(replayed.status).toBe(410);
  });

  it("invites an existing account without promoting it until the link is used, and refuses an e-mail that is already an admin", async () => {
    const { cookie, user: inviter } = await signedInAdmin();
    await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    const { user: member, password } = await insertUser(worker.db, { role: "user" });
    const memberCookie = await logIn(worker, member.email, password, "/auth");

    const invited = await postAs(worker, cookie, "/admin-access", { intent: "create", email: member.email, firstName: "X", lastName: "Y" });
    expect(invited.status).toBe(303);
    expect(invited.headers.get("Location")).toBe("/admin?tab=accounts");
    expect(toastText(invited)).toContain(en.admin.access.createdTitle);
    expect(invited.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.create' AND target = ?", member.email)).toHaveLength(1);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.promote'")).toHaveLength(0);

    // Nothing the account had before carries admin rights: not its role, its password, or its session.
    const [before] = await rows<{ role: string; first_name: string }>(worker, "SELECT role, first_name FROM users WHERE id = ?", member.id);
    expect(before).toMatchObject({ role: "user", first_name: member.firstName });
    const refusedLogin = await postForm(worker, "/admin-login", { email: member.email, password }, { "CF-Connecting-IP": nextClientAddress() });
    expect(refusedLogin.status).toBe(401);
    expect(sessionCookieFrom(refusedLogin)).toBeUndefined();
    expect((await getAs(worker, memberCookie, "/admin")).headers.get("Location")).toBe("/");

    // The invitation goes to the account's own address, bound to it.
    const [email] = await rows<{ kind: string; text_body: string }>(worker, "SELECT kind, text_body FROM email_outbox WHERE to_address = ?", member.email);
    expect(email!.kind).toBe("admin-invite");
    const token = email!.text_body.match(/http:\/\/localhost:8787\/set-password\/([A-Za-z0-9_-]{43})/)![1]!;
    expect(
      await rows(
        worker,
        "SELECT token_hash FROM account_tokens WHERE user_id = ? AND purpose = 'admin-invite' AND email = ? AND created_by = ?",
        member.id,
        member.email,
        inviter.id,
      ),
    ).toHaveLength(1);

    // Using the link makes the account an admin with the new password, and ends every session it had.
    const saved = await postForm(worker, `/set-password/${token}`, { password: "invited-new-password", confirmPassword: "invited-new-password" });
    expect(saved.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fadmin");
    expect((await rows<{ role: string }>(worker, "SELECT role FROM users WHERE id = ?", member.id))[0]!.role).toBe("admin");
    // Every session it had ended; the one left is the invitee's own, just made by the link.
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", member.id)).toEqual([{ id: expect.any(String) }]);
    expect(sessionCookieFrom(saved)).toBeTruthy();
    expect((await getAs(worker, memberCookie, "/admin")).headers.get("Location")).toBe("/admin-login?returnTo=%2Fadmin");
    expect((await postForm(worker, "/admin-login", { email: member.email, password }, { "CF-Connecting-IP": nextClientAddress() })).status).toBe(401);
    expect(
      sessionCookieFrom(
        await postForm(worker, "/admin-login", { email: member.email, password: "invited-new-password" }, { "CF-Connecting-IP": nextClientAddress() }),
      ),
    ).toBeTruthy();

    const again = await postAs(worker, cookie, "/admin-access", { intent: "create", email: member.email, firstName: "X", lastName: "Y" });
    expect(again.status).toBe(409);
    const html = decodeEntities(await again.text());
    expect(html).toContain(en.admin.access.creationFailedTitle);
    expect(html).toContain(`${member.email} is already an admin.`);
  });

  it("forgets the verification after 15 minutes", async () => {
    const { cookie, user } = await signedInAdmin();
    await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    await worker.db
      .prepare("UPDATE sessions SET data = json_set(data, '$.masterPasswordVerifiedUntil', ?) WHERE user_id = ?")
      .bind(Date.now() - 1000, user.id)
      .run();
    const html = await text(await getAs(worker, cookie, "/admin-access"));
    expect(html).toContain(en.admin.access.verify);
    const create = await postAs(worker, cookie, "/admin-access", { intent: "create", email: "late@example.com", firstName: "Too", lastName: "Late" });
    expect(create.headers.get("Location")).toBe("/admin-access");
    expect(await rows(worker, "SELECT id FROM users WHERE email = 'late@example.com'")).toHaveLength(0);
  });

  it("refuses an expired set-password link", async () => {
    const { user } = await insertUser(worker.db, { role: "user", password: null, isVerified: false });
    const token = "A".repeat(43);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
    await worker.db
      .prepare("INSERT INTO account_tokens (token_hash, user_id, purpose, email, expires_at) VALUES (?, ?, 'admin-invite', ?, ?)")
      .bind(hash, user.id, user.email, new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await worker.fetch(`/set-password/${token}`)).status).toBe(404);
    expect((await postForm(worker, `/set-password/${token}`, { password: "long-enough-password", confirmPassword: "long-enough-password" })).status).toBe(410);
    expect((await rows<{ password_hash: string | null; role: string }>(worker, "SELECT password_hash, role FROM users WHERE id = ?", user.id))[0]).toEqual({
      password_hash: null,
      role: "user",
    });
  });
});
