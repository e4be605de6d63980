/**
 * An owner who mistypes once while strangers keep guessing their password from fresh addresses
 * (decision 034): every form that asks for the password still lets the owner in on the next try,
 * and a browser that never signed in has a way in no stranger can block (the reset link).
 */
import { describe, expect, it } from "vitest";
import { loginThrottle } from "~/auth/login-throttle.server";
import { recipientBudgets } from "~/email/outbox.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { decodedPage, fromNewClient, getAs, logIn, nextClientAddress, postAs, postLogin, sessionCookieFrom, toastText } from "../support/accounts";
import { emailsTo, insertAccountToken, latestLink, madeUpToken } from "../support/mailbox";
import { poll, postForm, rows, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

const deviceCookieName = "trusted_device";

function deviceCookieFrom(response: WorkerResponse): string | undefined {
  return response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${deviceCookieName}=`))
    ?.split(";")[0];
}

/** One login from `headers` (a new address unless given): the status, the body consumed. */
async function login(email: string, password: string, path: "/auth" | "/admin-login" | "/es/auth", headers: Record<string, string> = fromNewClient()) {
  const fields: Record<string, string> = path === "/admin-login" ? { email, password } : { intent: "login", email, password };
  return postForm(worker, path, fields, headers);
}

/** A login with the right password, and for an account with an authenticator app its second step (docs/decisions/062). */
function signIn(email: string, password: string, path: "/auth" | "/admin-login", headers: Record<string, string> = fromNewClient()) {
  const fields: Record<string, string> = path === "/admin-login" ? { email, password } : { intent: "login", email, password };
  return postLogin(worker, path, fields, headers);
}

/**
 * Strangers guessing from `count` fresh addresses, at both login forms: enough of them put the
 * account under guard. Each gets its attempt (401) or, once guarded, may be refused (429); none gets in.
 */
async function strangersGuess(email: string, count: number) {
  for (let guess = 0; guess < count; guess++) {
    const response = await login(email, `stranger-guess-${guess}`, guess % 2 === 0 ? "/auth" : "/admin-login");
    expect([401, 429], `guess ${guess + 1}`).toContain(response.status);
    expect(sessionCookieFrom(response)).toBeUndefined();
    await response.arrayBuffer();
  }
}
/** Enough to put an account under guard (decision 018), and a few more. */
const guardingGuesses = loginThrottle.accountBudget + 1;

/** The owner's browser: one network address and whatever cookies it was given. */
function ownersBrowser(cookies: Array<string | undefined>) {
  return { Cookie: cookies.filter(Boolean).join("; "), "CF-Connecting-IP": nextClientAddress() };
}

/** The guard is on: a fresh stranger gets one attempt and no second. */
async function expectGuarded(email: string) {
  const stranger = fromNewClient();
  expect((await login(email, "guarded-one", "/auth", stranger)).status).toBe(401);
  expect((await login(email, "guarded-two", "/auth", stranger)).status).toBe(429);
}

describe("the owner's typo while strangers keep guessing", () => {
  for (const form of [
    { path: "/auth", role: "user", landing: "/" },
    { path: "/admin-login", role: "admin", landing: "/admin" },
  ] as const) {
    it(`${form.path}: the owner's browser mistypes, then types the password and gets in, before and after more guesses`, { timeout: 120_000 }, async () => {
      const { user, password } = await insertUser(worker.db, { role: form.role });
      // The owner signed in on this browser some time ago: it keeps the device cookie.
      const earlier = await signIn(user.email, password, form.path);
      expect(earlier.status).toBe(303);
      const deviceCookie = deviceCookieFrom(earlier);

      await strangersGuess(user.email, guardingGuesses);
      await expectGuarded(user.email);

      const browser = ownersBrowser([deviceCookie]);
      expect((await login(user.email, "owners-typo", form.path, browser)).status).toBe(401);
      await strangersGuess(user.email, 5);
      const owner = await signIn(user.email, password, form.path, browser);
      expect(owner.status).toBe(303);
      expect(owner.headers.get("Location")).toBe(form.landing);
      expect((await getAs(worker, sessionCookieFrom(owner)!, "/account")).status).toBe(200);
      expect(earlier.headers.getSetCookie().find((header) => header.startsWith(`${deviceCookieName}=`))).toMatch(/; HttpOnly/i);

      // The guard still holds for everyone else, and the owner's device is still bounded on its own.
      await strangersGuess(user.email, 3);
      await expectGuarded(user.email);
      for (let typo = 0; typo < loginThrottle.perTrustedDevice; typo++) expect((await login(user.email, `typo-${typo}`, form.path, browser)).status).toBe(401);
      expect((await login(user.email, password, form.path, browser)).status).toBe(429);
    });
  }

  it("e-mail confirmation: the link holder mistypes, then confirms with the password, and the link is bounded on its own", { timeout: 120_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { isVerified: false });
    const token = madeUpToken();
    await insertAccountToken(worker, {
      token,
      userId: user.id,
      email: user.email,
      purpose: "verify-email",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const link = `/verify-email/${token}`;

    await strangersGuess(user.email, guardingGuesses);
    const browser = ownersBrowser([]);
    const typo = await postForm(worker, link, { password: "owners-typo" }, browser);
    expect(typo.status).toBe(401);
    expect(await decodedPage(typo)).toContain(en.account.confirmWrongPassword);
    await strangersGuess(user.email, 5);
    const confirmed = await postForm(worker, link, { password }, browser);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/account");
    expect(sessionCookieFrom(confirmed)).toBeTruthy();
    const [row] = await rows<{ email_verified_at: string | null }>(worker, "SELECT email_verified_at FROM users WHERE id = ?", user.id);
    expect(row!.email_verified_at).not.toBeNull();
    // The inbox and the password are proven: this browser now gets past the guard at the login.
    const deviceCookie = deviceCookieFrom(confirmed);
    expect(deviceCookie).toMatch(new RegExp(`^${deviceCookieName}=.+`));
    await strangersGuess(user.email, 3);
    expect((await login(user.email, password, "/auth", ownersBrowser([deviceCookie]))).status).toBe(303);

    // Guessing with a link is bounded by the link: 5 wrong, then even the right one waits.
    const other = await insertUser(worker.db, { isVerified: false });
    const otherToken = madeUpToken();
    await insertAccountToken(worker, {
      token: otherToken,
      userId: other.user.id,
      email: other.user.email,
      purpose: "verify-email",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    for (let guess = 0; guess < loginThrottle.perConfirmationLink; guess++) {
      expect((await postForm(worker, `/verify-email/${otherToken}`, { password: `link-guess-${guess}` }, fromNewClient())).status).toBe(401);
    }
    const limited = await postForm(worker, `/es/verify-email/${otherToken}`, { password: other.password }, fromNewClient());
    expect(limited.status).toBe(429);
    expect(await decodedPage(limited)).toContain(es.account.confirmLimitedText);
  });

  for (const intent of ["change-password", "delete"] as const) {
    it(`${intent}: the signed-in owner mistypes the current password, then completes it, while strangers keep guessing`, { timeout: 120_000 }, async () => {
      const { user, password } = await insertUser(worker.db);
      const session = await logIn(worker, user.email, password, "/auth");
      const fields = (current: string): Record<string, string> =>
        intent === "delete"
          ? { intent, password: current }
          : { intent, currentPassword: current, password: "a-brand-new-password", confirmPassword: "a-brand-new-password" };
      const address = nextClientAddress();

      await strangersGuess(user.email, guardingGuesses);
      const typo = await postAs(worker, session, "/account", fields("owners-typo"), { "CF-Connecting-IP": address });
      expect(typo.status).toBe(401);
      expect(await decodedPage(typo)).toContain(en.account.wrongPasswordText);
      await strangersGuess(user.email, 5);
      const done = await postAs(worker, session, "/account", fields(password), { "CF-Connecting-IP": address });
      expect(done.status).toBe(303);
      const remaining = await rows(worker, "SELECT id FROM users WHERE id = ?", user.id);
      if (intent === "delete") {
        expect(done.headers.get("Location")).toBe("/");
        expect(toastText(done)).toContain(en.account.deletedTitle);
        expect(remaining).toHaveLength(0);
      } else {
        expect(toastText(done)).toContain(en.account.passwordChangedTitle);
        expect(remaining).toHaveLength(1);
      }
    });
  }

  it("a signed-in session still gets only a few tries at the current password", { timeout: 60_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const session = await logIn(worker, user.email, password, "/auth");
    for (let guess = 0; guess < loginThrottle.perSignedInAccount; guess++) {
      expect((await postAs(worker, session, "/account", { intent: "delete", password: `session-guess-${guess}` })).status).toBe(401);
    }
    const limited = await postAs(worker, session, "/es/account", { intent: "delete", password });
    expect(limited.status).toBe(429);
    expect(await decodedPage(limited)).toContain(es.account.passwordTriesLimitedText);
    expect(await rows(worker, "SELECT id FROM users WHERE id = ?", user.id)).toHaveLength(1);
  });
});

describe("a browser that never signed in, while the account is guarded", () => {
  it("is told (in its language) about the reset link, and once it used the link, its logins get past the guard", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    await strangersGuess(user.email, guardingGuesses);

    const browser = ownersBrowser([]);
    expect((await login(user.email, "owners-typo", "/es/auth", browser)).status).toBe(401);
    const refused = await login(user.email, password, "/es/auth", browser);
    expect(refused.status).toBe(429);
    const refusedPage = await decodedPage(refused);
    expect(refusedPage).toContain(es.auth.rateLimitedText);
    expect(es.auth.rateLimitedText).toContain(es.auth.forgotPassword);
    expect(en.auth.rateLimitedText).toContain(en.auth.forgotPassword);

    // The way in no stranger can block: the reset link, used from this browser.
    const asked = await postForm(worker, "/forgot-password", { email: user.email }, browser);
    expect(asked.status).toBe(303);
    const link = await latestLink(worker, user.email, "/set-password/");
    const reset = await postForm(worker, link, { password: "chosen-after-the-typo", confirmPassword: "chosen-after-the-typo" }, browser);
    expect(reset.status).toBe(303);
    const deviceCookie = deviceCookieFrom(reset);

    // The strangers carry on and guard the account again; this browser's typo and then its login still go through.
    await strangersGuess(user.email, guardingGuesses);
    await expectGuarded(user.email);
    const trusted = ownersBrowser([deviceCookie]);
    expect((await login(user.email, "another-typo", "/auth", trusted)).status).toBe(401);
    await strangersGuess(user.email, 5);
    const owner = await login(user.email, "chosen-after-the-typo", "/auth", trusted);
    expect(owner.status).toBe(303);
    expect(sessionCookieFrom(owner)).toBeTruthy();
    expect(deviceCookie).toMatch(new RegExp(`^${deviceCookieName}=.+`));
    // The old password is gone for good.
    expect((await login(user.email, password, "/auth", ownersBrowser([deviceCookie]))).status).toBe(401);
  });

  it(
    "strangers who also spend the owner's e-mail budget on reset links still leave the owner the newest one, which lets a new browser in",
    { timeout: 180_000 },
    async () => {
      const { user, password } = await insertUser(worker.db);
      await strangersGuess(user.email, guardingGuesses);
      // Reset requests from fresh addresses until the address's hourly budget is spent, and past it.
      const [hourly] = recipientBudgets.proven;
      for (let request = 0; request < hourly.limit + 3; request++) {
        const asked = await postForm(worker, "/forgot-password", { email: user.email }, fromNewClient());
        expect(asked.status).toBe(303);
        await asked.arrayBuffer();
      }
      await poll("every reset e-mail the budget allows", async () => {
        const resets = (await emailsTo(worker, user.email)).filter((email) => email.kind === "password-reset");
        return resets.length >= hourly.limit ? resets : undefined;
      });
      await expectGuarded(user.email);

      // The owner, on a browser that never signed in, mistypes and is refused; the newest link in the inbox works.
      const browser = ownersBrowser([]);
      expect((await login(user.email, "owners-typo", "/auth", browser)).status).toBe(401);
      expect((await login(user.email, password, "/auth", browser)).status).toBe(429);
      const link = await latestLink(worker, user.email, "/set-password/");
      const reset = await postForm(worker, link, { password: "chosen-under-attack", confirmPassword: "chosen-under-attack" }, browser);
      expect(reset.status).toBe(303);
      const deviceCookie = deviceCookieFrom(reset);
      expect(deviceCookie).toBeTruthy();
      await strangersGuess(user.email, guardingGuesses);
      const owner = await login(user.email, "chosen-under-attack", "/auth", ownersBrowser([deviceCookie]));
      expect(owner.status).toBe(303);
      expect(sessionCookieFrom(owner)).toBeTruthy();
    },
  );

  it("a device cookie for another account, forged or unsigned, is no way past the guard", { timeout: 120_000 }, async () => {
    const attacker = await insertUser(worker.db);
    const ownCookie = deviceCookieFrom(await login(attacker.user.email, attacker.password, "/auth"));
    const { user, password } = await insertUser(worker.db);
    await strangersGuess(user.email, guardingGuesses);

    const forgedValue = btoa(JSON.stringify([{ account: "0".repeat(24), device: "A".repeat(43), since: Date.now() }]));
    for (const cookie of [
      ownCookie ?? "",
      `${deviceCookieName}=${forgedValue}`,
      `${deviceCookieName}=${forgedValue}.c2lnbmF0dXJl`,
      `${deviceCookieName}=%E0%A4%A`,
    ]) {
      const headers = ownersBrowser([cookie]);
      expect((await login(user.email, "with-a-cookie", "/auth", headers)).status, cookie).toBe(401);
      const second = await login(user.email, password, "/auth", headers);
      expect(second.status, cookie).toBe(429);
      expect(sessionCookieFrom(second)).toBeUndefined();
    }
  });
});
