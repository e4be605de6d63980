/**
 * An account belongs to whoever owns its e-mail address: registering someone else's address, an
 * admin invitation, password resets, login throttling and what the account forms echo back, all
 * over real HTTP against the built worker.
 */
import { describe, expect, it } from "vitest";
import { loginThrottle } from "~/auth/login-throttle.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import {
  decodedPage,
  fromNewClient,
  getAs,
  isAnonymousSession,
  languagePrefix,
  logIn,
  nextClientAddress,
  postAs,
  postLogin,
  sessionCookieFrom,
  toastText,
  type Language,
} from "../support/accounts";
import { decodeEntities, firstHeading } from "../support/html";
import { decodeSingleFetch, emailsTo, insertAccountToken, latestLink, madeUpToken, tokenOf, waitForEmail } from "../support/mailbox";
import { postForm, rows, startWorkerForFile, testBindings, type WorkerResponse } from "../support/worker";
import { setCookieFrom, setUpAuthenticatorThroughPages } from "../support/two-factor";

const worker = startWorkerForFile();

/** Names of the cookies a response sets. */
function cookieNames(response: WorkerResponse): string[] {
  return response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf("=")));
}

const isAnonymous = (cookie: string) => isAnonymousSession(worker, cookie);

async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await rows<{ password_hash: string | null }>(worker, "SELECT password_hash FROM users WHERE id = ?", userId);
  return row!.password_hash;
}

/** A login at /auth (or /admin-login) from a new client: the response, its body consumed. */
async function tryLogin(email: string, password: string, path = "/auth", headers = fromNewClient()) {
  const fields: Record<string, string> = path.endsWith("/auth") ? { intent: "login", email, password } : { email, password };
  const response = await postForm(worker, path, fields, headers);
  await response.arrayBuffer();
  return response;
}

/** An admin signed in whose session has the master password verified (for inviting admins). */
async function adminWithMasterPassword(language: Language = "en") {
  const { user, password } = await insertUser(worker.db, { role: "admin", firstName: "Olga", lastName: "Admin" });
  const loggedIn = await logIn(worker, user.email, password);
  const verified = await postAs(worker, loggedIn, `${languagePrefix(language)}/admin-access`, {
    intent: "verify",
    masterPassword: testBindings.ADMIN_MASTER_PASSWORD,
  });
  expect(verified.status).toBe(303);
  expect(verified.headers.get("Location")).toBe(`${languagePrefix(language)}/admin-access`);
  await verified.arrayBuffer();
  return { user, password, cookie: sessionCookieFrom(verified) ?? loggedIn };
}

function registration(email: string, extra: Record<string, string> = {}) {
  return {
    intent: "register",
    firstName: "Nadia",
    lastName: "Reyes",
    email,
    password: "nadias-own-password",
    confirmPassword: "nadias-own-password",
    terms: "on",
    ...extra,
  };
}

describe("an admin invitation for an address someone registered first", () => {
  it("gives the pre-registered account nothing: only the link sent to the address makes an admin, and it ends the attacker's session", async () => {
    const address = "new.hire@company.example";
    const attackerPassword = "attacker-chose-this-1";

    // The attacker registers the address first, with a password of their own, and can log in with it.
    const registered = await postForm(
      worker,
      "/auth",
      registration(address, { password: attackerPassword, confirmPassword: attackerPassword }),
      fromNewClient(),
    );
    expect(registered.status).toBe(303);
    const attackerLogin = await tryLogin(address, attackerPassword);
    expect(attackerLogin.status).toBe(303);
    const attackerCookie = sessionCookieFrom(attackerLogin)!;
    expect(attackerCookie).toBeTruthy();
    const [before] = await rows<{ id: string; role: string }>(worker, "SELECT id, role FROM users WHERE email = ?", address);
    expect(before!.role).toBe("user");

    // An admin invites the address.
    const admin = await adminWithMasterPassword();
    const created = await postAs(worker, admin.cookie, "/admin-access", { intent: "create", email: address, firstName: "New", lastName: "Hire" });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/admin?tab=accounts");
    expect(toastText(created)).toContain(en.admin.access.createdTitle);
    // The inviting admin is handed no link: no cookie carries one, and the page it lands on shows none.
    expect(created.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);
    await created.arrayBuffer();

    // The same account, still a regular one with the attacker's password: no admin rights from it.
    const [pending] = await rows<{ id: string; role: string }>(worker, "SELECT id, role FROM users WHERE email = ?", address);
    expect(pending).toEqual(before);
    const adminLoginAttempt = await tryLogin(address, attackerPassword, "/admin-login");
    expect(adminLoginAttempt.status).toBe(401);
    expect(sessionCookieFrom(adminLoginAttempt)).toBeUndefined();
    const attackerAtAdmin = await getAs(worker, attackerCookie, "/admin");
    expect(attackerAtAdmin.status).toBe(303);
    expect(attackerAtAdmin.headers.get("Location")).toBe("/");
    expect(await attackerAtAdmin.text()).not.toContain(en.admin.notice);

    // The invitation went to the address itself.
    const invitation = await waitForEmail(worker, address, "admin-invite");
    expect(invitation.subject).toBe(en.emails.adminInviteSubject);
    const link = await latestLink(worker, address, "/set-password/");

    // The Accounts tab lists the invitation, never its link.
    const listed = await decodedPage(await getAs(worker, admin.cookie, "/admin?tab=accounts"));
    expect(listed).toContain(address);
    expect(listed).not.toContain(tokenOf(link));
    expect(listed).not.toContain("/set-password/");

    // The invitee uses the link.
    const form = await worker.fetch(link);
    expect(form.status).toBe(200);
    expect(await decodedPage(form)).toContain(en.auth.setPasswordIntro.replace("{{email}}", address));
    const newPassword = "the-real-new-hire-pw";
    const used = await postForm(worker, link, { password: newPassword, confirmPassword: newPassword }, fromNewClient());
    expect(used.status).toBe(303);
    // Signed in by the link and the new password, straight to setting up a second factor (decision 063).
    expect(used.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fadmin");
    expect(toastText(used)).toContain(en.auth.passwordSavedTitle);
    const inviteeSession = sessionCookieFrom(used)!;
    await used.arrayBuffer();

    const [after] = await rows<{ role: string; email_verified_at: string | null }>(
      worker,
      "SELECT role, email_verified_at FROM users WHERE id = ?",
      before!.id,
    );
    expect(after!.role).toBe("admin");
    expect(after!.email_verified_at).not.toBeNull();
    // Every session the account had ended; the only one is the invitee's own, just made.
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", before!.id)).toHaveLength(1);
    expect(await isAnonymous(attackerCookie)).toBe(true);
    expect((await tryLogin(address, attackerPassword, "/admin-login")).status).toBe(401);
    expect((await tryLogin(address, attackerPassword, "/auth")).status).toBe(401);
    await setUpAuthenticatorThroughPages(worker, inviteeSession, { email: address });

    const newHire = await logIn(worker, address, newPassword);
    const dashboard = await getAs(worker, newHire, "/admin");
    expect(dashboard.status).toBe(200);
    expect(await decodedPage(dashboard)).toContain(en.admin.notice);

    // The link worked once.
    const reused = await postForm(worker, link, { password: "yet-another-password", confirmPassword: "yet-another-password" }, fromNewClient());
    expect(reused.status).toBe(410);
    expect(await decodedPage(reused)).toContain(en.auth.invalidLinkText);
    expect((await worker.fetch(link)).status).toBe(404);
  });

  it("resending makes the old link dead and the new one work; revoking makes the link dead (Spanish)", async () => {
    const address = "second.hire@company.example";
    const admin = await adminWithMasterPassword("es");
    const created = await postAs(worker, admin.cookie, "/es/admin-access", { intent: "create", email: address, firstName: "Segunda", lastName: "Persona" });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/es/admin?tab=accounts");
    expect(toastText(created)).toContain(es.admin.access.createdTitle);
    await created.arrayBuffer();
    const firstLink = await latestLink(worker, address, "/es/set-password/");
    const [invitee] = await rows<{ id: string }>(worker, "SELECT id FROM users WHERE email = ?", address);

    const tab = await decodedPage(await getAs(worker, admin.cookie, "/es/admin?tab=accounts"));
    expect(tab).toContain(es.admin.accounts.invitationsHeading);
    expect(tab).toContain(`name="userId" value="${invitee!.id}"`);

    const resent = await postAs(worker, admin.cookie, "/es/admin-access", { intent: "resend-invite", userId: invitee!.id });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/es/admin?tab=accounts");
    expect(toastText(resent)).toContain(es.admin.accounts.invitationResentTitle);
    expect(resent.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);
    await resent.arrayBuffer();
    const secondLink = await latestLink(worker, address, "/es/set-password/", { after: 1 });
    expect(secondLink).not.toBe(firstLink);

    const deadPage = await worker.fetch(firstLink);
    expect(deadPage.status).toBe(404);
    expect(firstHeading(await decodedPage(deadPage))).toBe(es.auth.invalidLinkTitle);
    const deadPost = await postForm(worker, firstLink, { password: "first-link-password", confirmPassword: "first-link-password" }, fromNewClient());
    expect(deadPost.status).toBe(410);
    expect(await decodedPage(deadPost)).toContain(es.auth.invalidLinkText);
    const livePage = await worker.fetch(secondLink);
    expect(livePage.status).toBe(200);
    expect(firstHeading(await decodedPage(livePage))).toBe(es.auth.setPasswordHeading);

    const revoked = await postAs(worker, admin.cookie, "/es/admin-access", { intent: "revoke-invite", userId: invitee!.id });
    expect(revoked.status).toBe(303);
    expect(toastText(revoked)).toContain(es.admin.accounts.invitationRevokedTitle);
    await revoked.arrayBuffer();
    expect((await worker.fetch(secondLink)).status).toBe(404);
    const afterRevoke = await postForm(worker, secondLink, { password: "second-link-password", confirmPassword: "second-link-password" }, fromNewClient());
    expect(afterRevoke.status).toBe(410);
    await afterRevoke.arrayBuffer();
    const [account] = await rows<{ role: string; password_hash: string | null }>(worker, "SELECT role, password_hash FROM users WHERE id = ?", invitee!.id);
    expect(account).toEqual({ role: "user", password_hash: null });
    expect(await decodedPage(await getAs(worker, admin.cookie, "/es/admin?tab=accounts"))).not.toContain(`name="userId" value="${invitee!.id}"`);
  });
});

describe("registration answers the same for a new and an existing address", () => {
  async function existingAccount(language: Language) {
    const { user, password } = await insertUser(worker.db, { firstName: "Owner", lastName: "Original", language });
    return { user, password, hash: await passwordHashOf(user.id) };
  }

  async function expectOwnerUntouched(owner: Awaited<ReturnType<typeof existingAccount>>) {
    const [row] = await rows<{ first_name: string; last_name: string; password_hash: string }>(
      worker,
      "SELECT first_name, last_name, password_hash FROM users WHERE email = ?",
      owner.user.email,
    );
    expect(row).toEqual({ first_name: "Owner", last_name: "Original", password_hash: owner.hash });
    expect(await rows(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ?", owner.user.id)).toEqual([]);
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", owner.user.id)).toEqual([]);
  }

  async function expectEmails(fresh: string, owner: Awaited<ReturnType<typeof existingAccount>>, language: Language) {
    const verification = await waitForEmail(worker, fresh, "verify-email");
    expect(verification.language).toBe(language);
    expect(await latestLink(worker, fresh, `${languagePrefix(language)}/verify-email/`)).toMatch(/\/verify-email\/[A-Za-z0-9_-]{43}$/);
    const [account] = await rows<{ id: string; email_verified_at: string | null; language: string }>(
      worker,
      "SELECT id, email_verified_at, language FROM users WHERE email = ?",
      fresh,
    );
    expect(account).toMatchObject({ email_verified_at: null, language });

    const notice = await waitForEmail(worker, owner.user.email, "account-exists");
    const dictionary = language === "es" ? es : en;
    expect(notice.subject).toBe(dictionary.emails.accountExistsSubject);
    expect(notice.text_body).toContain(`${testBindings.SITE_URL}${languagePrefix(language)}/forgot-password`);
    for (const body of [notice.text_body, notice.html_body]) {
      expect(body).not.toContain("/verify-email/");
      expect(body).not.toContain("/set-password/");
    }
    expect(notice.text_body).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(await emailsTo(worker, owner.user.email)).toHaveLength(1);
  }

  for (const language of ["en", "es"] as const) {
    it(`without JavaScript: the same redirect and toast, no session, then a link for the new address and a notice to the owner (${language})`, async () => {
      const owner = await existingAccount(language);
      const fresh = `fresh.${language}@example.com`;
      const path = `${languagePrefix(language)}/auth?tab=register`;
      const forNew = await postForm(worker, path, registration(fresh), fromNewClient());
      const forExisting = await postForm(worker, path, registration(owner.user.email), fromNewClient());

      for (const response of [forNew, forExisting]) {
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe(`${languagePrefix(language)}/auth?returnTo=${encodeURIComponent(`${languagePrefix(language)}/account`)}`);
        expect(sessionCookieFrom(response)).toBeUndefined();
        expect(cookieNames(response)).toEqual(["toast"]);
        expect(await response.text()).toBe("");
      }
      const dictionary = language === "es" ? es : en;
      expect(toastText(forNew)).toContain(dictionary.auth.registrationSuccessText.replace("{{email}}", fresh));
      expect(toastText(forNew).replace(fresh, "ADDRESS")).toBe(toastText(forExisting).replace(owner.user.email, "ADDRESS"));

      await expectEmails(fresh, owner, language);
      await expectOwnerUntouched(owner);
    });
  }

  it("with JavaScript: the same Single Fetch data for both, no session (Spanish), and the same page (English)", async () => {
    const owner = await existingAccount("es");
    const fresh = "fresh.js@example.com";
    const forNew = await postForm(worker, "/es/auth.data", registration(fresh, { enhanced: "1" }), fromNewClient());
    const forExisting = await postForm(worker, "/es/auth.data", registration(owner.user.email, { enhanced: "1" }), fromNewClient());
    expect(forNew.status).toBe(200);
    expect(forExisting.status).toBe(forNew.status);
    for (const response of [forNew, forExisting]) {
      expect(sessionCookieFrom(response)).toBeUndefined();
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    const newBody = await forNew.text();
    const existingBody = await forExisting.text();
    expect(decodeSingleFetch(newBody)).toEqual({
      data: {
        ok: true,
        formId: "register",
        toast: { kind: "success", title: es.auth.registrationSuccessTitle, description: es.auth.registrationSuccessText.replace("{{email}}", fresh) },
        // The same next step as without JavaScript: registering signs no one in (docs/decisions/087).
        redirectTo: `/es/auth?returnTo=${encodeURIComponent("/es/account")}`,
      },
    });
    expect(newBody.replace(fresh, "ADDRESS")).toBe(existingBody.replace(owner.user.email, "ADDRESS"));
    await expectEmails(fresh, owner, "es");
    await expectOwnerUntouched(owner);

    // The document answer to the same post (JavaScript's form before hydration): the same page for both.
    const englishOwner = await existingAccount("en");
    const englishFresh = "fresh.js.en@example.com";
    const pageForNew = await postForm(worker, "/auth?tab=register", registration(englishFresh, { enhanced: "1" }), fromNewClient());
    const pageForExisting = await postForm(worker, "/auth?tab=register", registration(englishOwner.user.email, { enhanced: "1" }), fromNewClient());
    expect(pageForNew.status).toBe(200);
    expect(pageForExisting.status).toBe(200);
    expect(sessionCookieFrom(pageForNew)).toBeUndefined();
    expect(sessionCookieFrom(pageForExisting)).toBeUndefined();
    const newHtml = await decodedPage(pageForNew);
    const existingHtml = await decodedPage(pageForExisting);
    expect(newHtml).toContain(en.auth.registrationSuccessText.replace("{{email}}", englishFresh));
    expect(existingHtml).toContain(en.auth.registrationSuccessText.replace("{{email}}", englishOwner.user.email));
    const nonceless = (html: string, email: string) => html.replaceAll(email, "ADDRESS").replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(nonceless(newHtml, englishFresh)).toBe(nonceless(existingHtml, englishOwner.user.email));
    await expectEmails(englishFresh, englishOwner, "en");
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown address; only the known one gets the e-mail", async () => {
    const { user } = await insertUser(worker.db);
    const unknown = "nobody-at-all@example.com";
    const forUnknown = await postForm(worker, "/forgot-password", { email: unknown }, fromNewClient());
    const forKnown = await postForm(worker, "/forgot-password", { email: user.email }, fromNewClient());
    for (const response of [forUnknown, forKnown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/forgot-password?sent=1");
      expect(cookieNames(response)).toEqual(["toast"]);
      await response.arrayBuffer();
    }
    expect(toastText(forKnown)).toContain(en.auth.resetSentText.replace("{{email}}", user.email));
    expect(toastText(forKnown).replace(user.email, "ADDRESS")).toBe(toastText(forUnknown).replace(unknown, "ADDRESS"));

    const email = await waitForEmail(worker, user.email, "password-reset");
    expect(email.subject).toBe(en.emails.passwordResetSubject);
    expect(await latestLink(worker, user.email, "/set-password/")).toMatch(/^\/set-password\/[A-Za-z0-9_-]{43}$/);
    // Asked for before the known one, whose e-mail is there now.
    expect(await emailsTo(worker, unknown)).toEqual([]);

    // The link lasts one hour.
    const [token] = await rows<{ created_at: string; expires_at: string }>(
      worker,
      "SELECT created_at, expires_at FROM account_tokens WHERE user_id = ? AND purpose = 'reset-password'",
      user.id,
    );
    const lifetimeMs = Date.parse(token!.expires_at) - Date.parse(token!.created_at);
    expect(Math.abs(lifetimeMs - 3_600_000)).toBeLessThan(5_000);

    // With JavaScript (Single Fetch): the same data for both, apart from the address typed.
    const other = await insertUser(worker.db, { language: "es" });
    const dataUnknown = await postForm(worker, "/es/forgot-password.data", { email: unknown, enhanced: "1" }, fromNewClient());
    const dataKnown = await postForm(worker, "/es/forgot-password.data", { email: other.user.email, enhanced: "1" }, fromNewClient());
    expect(dataKnown.status).toBe(200);
    expect(dataUnknown.status).toBe(200);
    const knownBody = await dataKnown.text();
    expect(decodeSingleFetch(knownBody)).toMatchObject({
      data: { ok: true, redirectTo: "/es/forgot-password?sent=1", toast: { title: es.auth.resetSentTitle } },
    });
    expect(knownBody.replace(other.user.email, "ADDRESS")).toBe((await dataUnknown.text()).replace(unknown, "ADDRESS"));
    await waitForEmail(worker, other.user.email, "password-reset");
    expect(await emailsTo(worker, unknown)).toEqual([]);
  });

  it("works once: the new password, every session ended, the old password refused (Spanish)", async () => {
    const { user, password } = await insertUser(worker.db, { language: "es" });
    const phone = await logIn(worker, user.email, password, "/auth");
    const laptop = await logIn(worker, user.email, password, "/auth");
    expect(await isAnonymous(phone)).toBe(false);
    expect(await isAnonymous(laptop)).toBe(false);

    const asked = await postForm(worker, "/es/forgot-password", { email: user.email.toUpperCase() }, fromNewClient());
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe("/es/forgot-password?sent=1");
    await asked.arrayBuffer();
    const link = await latestLink(worker, user.email, "/es/set-password/");

    const form = await worker.fetch(link);
    expect(form.status).toBe(200);
    const formHtml = await decodedPage(form);
    expect(firstHeading(formHtml)).toBe(es.auth.setPasswordHeading);
    expect(formHtml).toContain(es.auth.resetPasswordIntro.replace("{{email}}", user.email));

    const newPassword = "a-brand-new-password";
    const used = await postForm(worker, link, { password: newPassword, confirmPassword: newPassword }, fromNewClient());
    expect(used.status).toBe(303);
    expect(used.headers.get("Location")).toBe("/es/auth");
    expect(toastText(used)).toContain(es.auth.passwordSavedTitle);
    expect(sessionCookieFrom(used)).toBeUndefined();
    await used.arrayBuffer();

    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toEqual([]);
    expect(await isAnonymous(phone)).toBe(true);
    expect(await isAnonymous(laptop)).toBe(true);
    expect((await tryLogin(user.email, password, "/es/auth")).status).toBe(401);
    const withNew = await tryLogin(user.email, newPassword, "/es/auth");
    expect(withNew.status).toBe(303);
    expect(sessionCookieFrom(withNew)).toBeTruthy();

    const reused = await postForm(worker, link, { password: "a-third-password-x", confirmPassword: "a-third-password-x" }, fromNewClient());
    expect(reused.status).toBe(410);
    expect(await decodedPage(reused)).toContain(es.auth.invalidLinkText);
    expect((await tryLogin(user.email, "a-third-password-x", "/es/auth")).status).toBe(401);
    const reopened = await worker.fetch(link);
    expect(reopened.status).toBe(404);
    expect(firstHeading(await decodedPage(reopened))).toBe(es.auth.invalidLinkTitle);
  });

  it("refuses an expired link with the invalid-link page, while the same link unexpired works", async () => {
    const expired = await insertUser(worker.db);
    const expiredToken = madeUpToken();
    await insertAccountToken(worker, {
      token: expiredToken,
      userId: expired.user.id,
      email: expired.user.email,
      purpose: "reset-password",
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const before = await passwordHashOf(expired.user.id);
    const expiredPage = await worker.fetch(`/set-password/${expiredToken}`);
    expect(expiredPage.status).toBe(404);
    const expiredHtml = await decodedPage(expiredPage);
    expect(firstHeading(expiredHtml)).toBe(en.auth.invalidLinkTitle);
    expect(expiredHtml).toContain(en.auth.invalidLinkText);
    expect(expiredHtml).not.toContain(expired.user.email);
    const expiredPost = await postForm(
      worker,
      `/set-password/${expiredToken}`,
      { password: "expired-link-pass", confirmPassword: "expired-link-pass" },
      fromNewClient(),
    );
    expect(expiredPost.status).toBe(410);
    await expiredPost.arrayBuffer();
    expect(await passwordHashOf(expired.user.id)).toBe(before);

    const live = await insertUser(worker.db);
    const liveToken = madeUpToken();
    await insertAccountToken(worker, {
      token: liveToken,
      userId: live.user.id,
      email: live.user.email,
      purpose: "reset-password",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await worker.fetch(`/set-password/${liveToken}`)).status).toBe(200);
    const livePost = await postForm(
      worker,
      `/set-password/${liveToken}`,
      { password: "live-link-password", confirmPassword: "live-link-password" },
      fromNewClient(),
    );
    expect(livePost.status).toBe(303);
    await livePost.arrayBuffer();
    expect((await tryLogin(live.user.email, "live-link-password")).status).toBe(303);
  });

  it("is dead once the account's e-mail address has changed", async () => {
    const { user, password } = await insertUser(worker.db);
    const asked = await postForm(worker, "/forgot-password", { email: user.email }, fromNewClient());
    expect(asked.status).toBe(303);
    await asked.arrayBuffer();
    const link = await latestLink(worker, user.email, "/set-password/");
    expect((await worker.fetch(link)).status).toBe(200);

    const changed = `changed-${user.email}`;
    await worker.db.prepare("UPDATE users SET email = ? WHERE id = ?").bind(changed, user.id).run();
    const opened = await worker.fetch(link);
    expect(opened.status).toBe(404);
    expect(firstHeading(await decodedPage(opened))).toBe(en.auth.invalidLinkTitle);
    const posted = await postForm(worker, link, { password: "password-after-change", confirmPassword: "password-after-change" }, fromNewClient());
    expect(posted.status).toBe(410);
    await posted.arrayBuffer();
    expect((await tryLogin(changed, "password-after-change")).status).toBe(401);
    expect((await tryLogin(changed, password)).status).toBe(303);
  });
});

describe("login throttling cannot be turned against the owner", () => {
  it("20 other clients guessing an admin's password never lock the admin out", { timeout: 240_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const clients = 20;
    const statuses: number[][] = [];
    for (let client = 0; client < clients; client++) {
      const address = nextClientAddress();
      const answers: number[] = [];
      for (let attempt = 0; attempt < loginThrottle.perClientAndAccount; attempt++) {
        answers.push((await tryLogin(user.email, `guess-${client}-${attempt}`, "/admin-login", { "CF-Connecting-IP": address })).status);
      }
      statuses.push(answers);
    }
    // Until the account's budget is spent every client gets its 5 tries; after it, one each.
    const fullClients = loginThrottle.accountBudget / loginThrottle.perClientAndAccount;
    statuses.forEach((answers, client) => {
      const admitted = client < fullClients ? loginThrottle.perClientAndAccount : loginThrottle.perClientWhileGuarded;
      const expected = [...Array<number>(admitted).fill(401), ...Array<number>(loginThrottle.perClientAndAccount - admitted).fill(429)];
      expect(answers, `client ${client + 1}`).toEqual(expected);
    });

    const owner = await postLogin(worker, "/admin-login", { email: user.email, password });
    expect(owner.status).toBe(303);
    expect(owner.headers.get("Location")).toBe("/admin");
    const cookie = sessionCookieFrom(owner)!;
    expect(cookie).toBeTruthy();
    expect((await getAs(worker, cookie, "/admin")).status).toBe(200);
  });

  it(
    `60 parallel wrong passwords from one client: at most ${loginThrottle.perClientAndAccount} are checked, the rest get 429`,
    { timeout: 240_000 },
    async () => {
      const { user } = await insertUser(worker.db);
      // Lines from earlier requests are dropped, including any still on their way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      worker.takeLogLines();
      const address = nextClientAddress();
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, attempt) =>
          postForm(worker, "/auth", { intent: "login", email: user.email, password: `parallel-guess-${attempt}` }, { "CF-Connecting-IP": address }),
        ),
      );
      const statuses = await Promise.all(
        responses.map(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(loginThrottle.perClientAndAccount);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - loginThrottle.perClientAndAccount);
      expect(responses.every((response) => sessionCookieFrom(response) === undefined)).toBe(true);

      // The log says the same: a password was checked (and failed) only for the admitted attempts.
      const lines: Array<Record<string, unknown>> = [];
      const deadline = Date.now() + 5_000;
      while (lines.filter((line) => line.event === "request" && line.path === "/auth").length < 60 && Date.now() < deadline) {
        lines.push(...worker.takeLogLines());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lines.filter((line) => line.event === "request" && line.path === "/auth")).toHaveLength(60);
      expect(lines.filter((line) => line.event === "auth_login_failed")).toHaveLength(loginThrottle.perClientAndAccount);
      expect(lines.filter((line) => line.event === "auth_login_rate_limited")).toHaveLength(60 - loginThrottle.perClientAndAccount);
    },
  );

  it(
    "a guarded account gives a fresh client exactly one attempt, the owner still gets in, and a password reset ends the guard",
    { timeout: 240_000 },
    async () => {
      const { user, password } = await insertUser(worker.db);
      // Spend the account's budget from several clients, then one more attempt: the account is guarded.
      for (let client = 0; client < loginThrottle.accountBudget / loginThrottle.perClientAndAccount; client++) {
        const address = nextClientAddress();
        for (let attempt = 0; attempt < loginThrottle.perClientAndAccount; attempt++) {
          expect((await tryLogin(user.email, `budget-${client}-${attempt}`, "/auth", { "CF-Connecting-IP": address })).status).toBe(401);
        }
      }
      expect((await tryLogin(user.email, "tips-it-over")).status).toBe(401);

      const fresh = { "CF-Connecting-IP": nextClientAddress() };
      expect((await tryLogin(user.email, "one-guess", "/auth", fresh)).status).toBe(401);
      const second = await tryLogin(user.email, "two-guesses", "/auth", fresh);
      expect(second.status).toBe(429);
      expect(second.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect((await tryLogin(user.email, password, "/auth", fresh)).status).toBe(429);

      const owner = await tryLogin(user.email, password);
      expect(owner.status).toBe(303);
      expect(sessionCookieFrom(owner)).toBeTruthy();

      // A password reset through the e-mailed link.
      const asked = await postForm(worker, "/forgot-password", { email: user.email }, fromNewClient());
      expect(asked.status).toBe(303);
      await asked.arrayBuffer();
      const link = await latestLink(worker, user.email, "/set-password/");
      const reset = await postForm(worker, link, { password: "reset-after-guard", confirmPassword: "reset-after-guard" }, fromNewClient());
      expect(reset.status).toBe(303);
      await reset.arrayBuffer();

      // No guard any more: a fresh client again gets its full share of attempts.
      const afterReset = { "CF-Connecting-IP": nextClientAddress() };
      for (let attempt = 0; attempt < loginThrottle.perClientAndAccount; attempt++) {
        expect((await tryLogin(user.email, `after-reset-${attempt}`, "/auth", afterReset)).status, `attempt ${attempt + 1}`).toBe(401);
      }
      expect((await tryLogin(user.email, "one-too-many", "/auth", afterReset)).status).toBe(429);
      expect((await tryLogin(user.email, "reset-after-guard")).status).toBe(303);
    },
  );
});

describe("secrets are never echoed", () => {
  /** Everything a client gets back: status line aside, the headers and the body. */
  function headersAndToast(response: WorkerResponse): string {
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
    return `${headers}\n${toastText(response)}`;
  }

  async function everything(response: WorkerResponse): Promise<string> {
    return `${headersAndToast(response)}\n${await response.text()}`;
  }

  it("/admin-access: neither a wrong nor the right master password comes back, as a page or as Single Fetch data", async () => {
    const wrongMaster = "Wrong-Master-Guess-7Q";
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, user.email, password);
    const seen: string[] = [];

    const wrongPage = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: wrongMaster });
    expect(wrongPage.status).toBe(401);
    const wrongHtml = await everything(wrongPage);
    expect(decodeEntities(wrongHtml)).toContain(en.admin.access.verificationFailedTitle);
    seen.push(wrongHtml);

    const wrongData = await postAs(worker, cookie, "/es/admin-access.data", { intent: "verify", masterPassword: wrongMaster });
    expect(wrongData.status).toBe(401);
    const wrongDataBody = await everything(wrongData);
    expect(wrongDataBody).toContain(es.admin.access.verificationFailedTitle);
    seen.push(wrongDataBody);

    const rightPage = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: testBindings.ADMIN_MASTER_PASSWORD });
    expect(rightPage.status).toBe(303);
    const verifiedCookie = sessionCookieFrom(rightPage) ?? cookie;
    seen.push(await everything(rightPage));
    const landing = await getAs(worker, verifiedCookie, "/admin-access");
    expect(landing.status).toBe(200);
    const landingHtml = await everything(landing);
    expect(decodeEntities(landingHtml)).toContain(en.admin.access.createIntro);
    seen.push(landingHtml);

    const other = await insertUser(worker.db, { role: "admin" });
    const otherCookie = await logIn(worker, other.user.email, other.password);
    const rightData = await postAs(worker, otherCookie, "/admin-access.data", { intent: "verify", masterPassword: testBindings.ADMIN_MASTER_PASSWORD });
    expect(rightData.status).toBe(202);
    const rightDataText = await rightData.text();
    expect(decodeSingleFetch(rightDataText)).toMatchObject({ redirect: "/admin-access", status: 303 });
    seen.push(`${headersAndToast(rightData)}\n${rightDataText}`);
    const loaderData = await getAs(worker, sessionCookieFrom(rightData) ?? otherCookie, "/admin-access.data");
    seen.push(await everything(loaderData));

    for (const answer of seen) {
      expect(answer).not.toContain(wrongMaster);
      expect(answer).not.toContain(testBindings.ADMIN_MASTER_PASSWORD);
    }
  });

  it("the login forms, the e-mail confirmation page and a mismatching set-password form never send a password back", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const typed = "Typed-Secret-Guess-55";
    const answers: Array<{ label: string; response: WorkerResponse; status: number }> = [
      {
        label: "/auth wrong",
        response: await postForm(worker, "/auth", { intent: "login", email: user.email, password: typed }, fromNewClient()),
        status: 401,
      },
      {
        label: "/es/auth.data wrong",
        response: await postForm(worker, "/es/auth.data", { intent: "login", email: user.email, password: typed, enhanced: "1" }, fromNewClient()),
        status: 401,
      },
      { label: "/admin-login wrong", response: await postForm(worker, "/admin-login", { email: user.email, password: typed }, fromNewClient()), status: 401 },
      {
        label: "/admin-login.data wrong",
        response: await postForm(worker, "/admin-login.data", { email: user.email, password: typed, enhanced: "1" }, fromNewClient()),
        status: 401,
      },
    ];
    for (const { label, response, status } of answers) {
      expect(response.status, label).toBe(status);
      const body = await everything(response);
      expect(body, label).not.toContain(typed);
      expect(body, label).not.toContain(password);
    }

    // Right passwords: the redirect and the data answer carry no password either.
    for (const [path, fields] of [
      ["/auth", { intent: "login", email: user.email, password }],
      ["/admin-login.data", { email: user.email, password, enhanced: "1" }],
    ] as const) {
      const response = await postForm(worker, path, fields, fromNewClient());
      // Signed in, or (an admin) sent to the second step with its cookie.
      expect(sessionCookieFrom(response) ?? setCookieFrom(response, "pending_sign_in"), path).toBeTruthy();
      expect(await everything(response), path).not.toContain(password);
    }

    // The confirmation page, with a wrong password, as a page and as data.
    const registered = "confirm.echo@example.com";
    const own = "confirm-echo-password";
    await (await postForm(worker, "/auth", registration(registered, { password: own, confirmPassword: own }), fromNewClient())).arrayBuffer();
    const verifyLink = await latestLink(worker, registered, "/verify-email/");
    const verifyPage = await postForm(worker, verifyLink, { password: typed }, fromNewClient());
    expect(verifyPage.status).toBe(401);
    const verifyHtml = await everything(verifyPage);
    expect(decodeEntities(verifyHtml)).toContain(en.account.confirmWrongPassword);
    expect(verifyHtml).not.toContain(typed);
    const verifyData = await postForm(worker, `/es${verifyLink}.data`, { password: typed }, fromNewClient());
    expect(verifyData.status).toBe(401);
    const verifyDataBody = await everything(verifyData);
    expect(verifyDataBody).toContain(es.account.confirmWrongPassword);
    expect(verifyDataBody).not.toContain(typed);

    // A set-password link whose two passwords differ: 'Password Mismatch', neither password back.
    const invitee = await insertUser(worker.db, { password: null });
    const token = madeUpToken();
    await insertAccountToken(worker, {
      token,
      userId: invitee.user.id,
      email: invitee.user.email,
      purpose: "admin-invite",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const first = "First-Choice-Pass-1";
    const second = "Second-Choice-Pass-2";
    const mismatch = await postForm(worker, `/set-password/${token}`, { password: first, confirmPassword: second }, fromNewClient());
    expect(mismatch.status).toBe(422);
    const mismatchHtml = await everything(mismatch);
    expect(decodeEntities(mismatchHtml)).toContain(en.auth.passwordMismatchTitle);
    const mismatchData = await postForm(worker, `/es/set-password/${token}.data`, { password: first, confirmPassword: second }, fromNewClient());
    expect(mismatchData.status).toBe(422);
    const mismatchDataBody = await everything(mismatchData);
    expect(mismatchDataBody).toContain(es.auth.passwordMismatchTitle);
    for (const body of [mismatchHtml, mismatchDataBody]) {
      expect(body).not.toContain(first);
      expect(body).not.toContain(second);
    }
    // The link is still there to be used properly.
    expect((await worker.fetch(`/set-password/${token}`)).status).toBe(200);
  });
});
