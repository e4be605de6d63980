/**
 * Signing in with a second factor (docs/decisions/062, 063), tried as an attacker would: the two
 * steps, skipping the second by URL or by data request on every admin route of the build, a replayed
 * code, codes guessed in parallel (throttled, and the owner still gets in from another client), a
 * recovery code used twice, turning the factor off without a code, admins without a factor kept out
 * of every admin page until they set one up, sessions ended when a factor changes, the owner's
 * e-mails, and production refusing the local admin's known secret. Every refusal says why in the
 * visitor's language; none is a 500.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { pendingSignInLimits } from "~/auth/pending-sign-in.server";
import { generateTotpSecret, timeStepAt, totpCode } from "~/auth/totp.server";
import { insertSession, insertUser, knownTotpSecrets } from "../factories";
import { decodedPage, fromNewClient, getAs, logIn, postAs, postLogin, sessionCookieFrom, signedSessionCookie, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { emailsTo, latestLink, waitForEmail } from "../support/mailbox";
import { clientManifestRoutes, type ManifestRoute } from "../support/routes-manifest";
import { completeSecondStep, isSentToSecondStep, setCookieFrom, setUpAuthenticatorThroughPages, usableCodeFor } from "../support/two-factor";
import { postForm, productionBindings, rows, startWorker, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

/** The password step of /admin-login (or /auth): the answer and the client it came from. */
async function passwordStep(email: string, password: string, path = "/admin-login", headers: Record<string, string> = fromNewClient()) {
  return { response: await postForm(worker, path, { email, password }, headers), headers };
}

async function sessionRows(userId: string) {
  return rows<{ id: string; data: string }>(worker, "SELECT id, data FROM sessions WHERE user_id = ?", userId);
}

/** Runs the tasks one after another. */
async function sequentially(tasks: Array<() => Promise<unknown>>): Promise<void> {
  for (const task of tasks) await task();
}

/** The alert a refused form carries (the protocol's failure body), as text. */
async function alertOf(response: WorkerResponse): Promise<string> {
  return decodeEntities(await response.text());
}

// ─── The two steps ─────────────────────────────────────────────────────────────────────────────

describe("signing in with an authenticator app", () => {
  it("takes the password first and makes no session: the browser holds only a short-lived signed step, used at /login/two-factor", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response } = await passwordStep(user.email, password);
    expect(isSentToSecondStep(response)).toBe(true);
    expect(response.headers.get("Location")).toBe("/login/two-factor");
    expect(sessionCookieFrom(response)).toBeUndefined();
    expect(await sessionRows(user.id)).toEqual([]);
    const pending = response.headers.getSetCookie().find((header) => header.startsWith("pending_sign_in="))!;
    expect(pending).toMatch(/; HttpOnly/);
    expect(pending).toMatch(/; SameSite=Lax/);
    expect(pending).toContain(`Max-Age=${pendingSignInLimits.lifetimeSeconds}`);
    // Only a hash of the step's token is stored: the cookie's token is not in the database.
    const [step] = await rows<{ id: string; purpose: string; user_id: string }>(
      worker,
      "SELECT id, purpose, user_id FROM sign_in_challenges WHERE user_id = ?",
      user.id,
    );
    expect(step).toMatchObject({ purpose: "second-factor", user_id: user.id });
    expect(decodeURIComponent(pending)).not.toContain(step!.id);

    const page = await decodedPage(await worker.fetch("/login/two-factor", { headers: { Cookie: pending.split(";")[0]! } }));
    expect(page).toContain(en.twoFactor.stepHeading);
    expect(page).toContain(en.twoFactor.codeLabel);
    // Lost both the phone and the codes: the contact form is one link away.
    expect(page).toMatch(new RegExp(`<a[^>]*href="/\\?dialog=contact"[^>]*>${en.twoFactor.contactUs}</a>`));
  });

  it("signs in with the right code: a new session that records both factors, the audit row, on to returnTo, in Spanish too", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const headers = fromNewClient();
    const first = await postForm(worker, "/admin-login", { email: user.email, password, returnTo: "/submissions-manager?tab=partner" }, headers);
    const signedIn = await completeSecondStep(worker, first, user.email, headers);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/submissions-manager?tab=partner");
    expect(toastText(signedIn)).toContain(en.auth.adminSuccessText);
    // The step's cookie is removed with the answer that ends it.
    expect(signedIn.headers.getSetCookie().some((header) => /^pending_sign_in=;.*Max-Age=0/.test(header))).toBe(true);
    const [session] = await sessionRows(user.id);
    expect(JSON.parse(session!.data)).toMatchObject({ signedInWith: "password+totp", secondFactorAt: expect.any(Number) });
    const audit = await rows<{ action: string; details: string }>(worker, "SELECT action, details FROM audit_log WHERE actor_user_id = ?", user.id);
    expect(audit).toEqual([expect.objectContaining({ action: "admin.login" })]);
    expect(audit[0]!.details).toContain("password+totp");
    expect(await rows(worker, "SELECT id FROM sign_in_challenges WHERE user_id = ?", user.id)).toEqual([]);

    const spanishHeaders = fromNewClient();
    const spanish = await postForm(worker, "/es/admin-login", { email: user.email, password }, spanishHeaders);
    expect(spanish.headers.get("Location")).toBe("/es/login/two-factor");
    const spanishDone = await completeSecondStep(worker, spanish, user.email, spanishHeaders);
    expect(spanishDone.headers.get("Location")).toBe("/es/admin");
    expect(toastText(spanishDone)).toContain(es.auth.adminSuccessText);
  });

  it("works the same for a student who turned it on at /auth", async () => {
    const { user, password } = await insertUser(worker.db, { totpSecret: generateTotpSecret() });
    const { response, headers } = await passwordStep(user.email, password, "/auth");
    expect(isSentToSecondStep(response)).toBe(true);
    const done = await completeSecondStep(worker, response, user.email, headers);
    expect(done.headers.get("Location")).toBe("/");
    expect(sessionCookieFrom(done)).toBeTruthy();
  });

  it("refuses a wrong code with the reason, in the visitor's language, and signs no one in", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    for (const [path, strings] of [
      ["/admin-login", en],
      ["/es/admin-login", es],
    ] as const) {
      const { response, headers } = await passwordStep(user.email, password, path);
      const wrong = await completeSecondStep(
        worker,
        response,
        user.email,
        headers,
        "000000" === (await usableCodeFor(worker, user.email)) ? "111111" : "000000",
      );
      expect(wrong.status).toBe(401);
      expect(await alertOf(wrong)).toContain(strings.twoFactor.wrongCodeText);
      expect(sessionCookieFrom(wrong)).toBeUndefined();
    }
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it("refuses an empty code and a post without the step (no cookie, forged, or after it ended), never a 500", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response, headers } = await passwordStep(user.email, password);
    const empty = await completeSecondStep(worker, response, user.email, headers, "");
    expect(empty.status).toBe(422);
    expect(await alertOf(empty)).toContain(en.twoFactor.codeRequired);
    const code = await usableCodeFor(worker, user.email);
    for (const cookie of ["", "pending_sign_in=forged", "pending_sign_in=eyJ2YWx1ZSI6IngifQ%3D%3D.AAAA"]) {
      const answer = await postForm(worker, "/es/login/two-factor", { code }, { ...fromNewClient(), Cookie: cookie });
      expect(answer.status).toBe(410);
      expect(await alertOf(answer)).toContain(es.twoFactor.endedText);
    }
    const page = await decodedPage(await worker.fetch("/es/login/two-factor"));
    expect(page).toContain(es.twoFactor.noStepText);
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it("accepts a code once: the same code at a second sign-in is refused (no replay within the window)", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const code = await usableCodeFor(worker, user.email);
    const first = await passwordStep(user.email, password);
    expect(sessionCookieFrom(await completeSecondStep(worker, first.response, user.email, first.headers, code))).toBeTruthy();
    const again = await passwordStep(user.email, password);
    const replay = await completeSecondStep(worker, again.response, user.email, again.headers, code);
    expect(replay.status).toBe(401);
    expect(sessionCookieFrom(replay)).toBeUndefined();
  });

  it("accepts one of two right codes posted at once for one step, and makes one session", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response, headers } = await passwordStep(user.email, password);
    const code = await usableCodeFor(worker, user.email);
    const answers = await Promise.all([1, 2, 3].map(() => completeSecondStep(worker, response, user.email, headers, code)));
    expect(answers.filter((answer) => sessionCookieFrom(answer)).length).toBe(1);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it("ends the step after five wrong codes: the sixth, even right, needs the password again", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response, headers } = await passwordStep(user.email, password);
    const right = await usableCodeFor(worker, user.email);
    const wrongCode = right === "123456" ? "654321" : "123456";
    for (let attempt = 0; attempt < pendingSignInLimits.codesPerSignIn; attempt += 1)
      expect((await completeSecondStep(worker, response, user.email, headers, wrongCode)).status).toBe(401);
    const sixth = await completeSecondStep(worker, response, user.email, headers, right);
    expect(sixth.status).toBe(410);
    expect(await alertOf(sixth)).toContain(en.twoFactor.endedText);
    expect(await sessionRows(user.id)).toEqual([]);
  });
});

// ─── Guessing in parallel ──────────────────────────────────────────────────────────────────────

describe("codes guessed in parallel", () => {
  it("50 wrong codes at once on one step: at most five are checked, the rest refused, none a 500", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response, headers } = await passwordStep(user.email, password);
    const right = await usableCodeFor(worker, user.email);
    const guesses = Array.from({ length: 50 }, (_, index) => String(100000 + index * 7919).slice(0, 6)).filter((guess) => guess !== right);
    const answers = await Promise.all(guesses.map((guess) => completeSecondStep(worker, response, user.email, headers, guess)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    for (const status of statuses) expect([401, 410, 429]).toContain(status);
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it(
    "an attacker with the password guessing from one client is throttled (429 with Retry-After), and the owner still signs in from another client",
    { timeout: 180_000 },
    async () => {
      const { user, password } = await insertUser(worker.db, { role: "admin" });
      const attacker = fromNewClient();
      const right = await usableCodeFor(worker, user.email);
      const statuses: number[] = [];
      // Ten sign-ins (the password right each time, so each gives its password attempt back), each
      // step then guessed with five wrong codes at once. (Fifty pages rendered at once on one isolate
      // was seen to lose the test's connection on a busy machine: the steps take turns.)
      const steps: WorkerResponse[] = [];
      for (let run = 0; run < 10; run += 1) steps.push((await passwordStep(user.email, password, "/admin-login", attacker)).response);
      await sequentially(
        steps.map((response, run) => async () => {
          const guesses = Array.from({ length: 5 }, (_, index) => String(200000 + run * 5000 + index * 31).slice(0, 6)).filter((guess) => guess !== right);
          const answers = await Promise.all(guesses.map((guess) => completeSecondStep(worker, response, user.email, attacker, guess)));
          statuses.push(...answers.map((answer) => answer.status));
          const limited = answers.find((answer) => answer.status === 429);
          if (limited) {
            expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
            expect(await alertOf(limited)).toContain(en.twoFactor.tooManyText);
          }
        }),
      );
      // Five per client and account in the window; past that, refused before any check.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      for (const status of statuses) expect([401, 410, 429]).toContain(status);
      // The owner, from their own client, is not locked out.
      const owner = await postLogin(worker, "/admin-login", { email: user.email, password });
      expect(sessionCookieFrom(owner)).toBeTruthy();
    },
  );

  it("the owner's own browser (trusted by an earlier sign-in) gets in while strangers guess from many clients", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const ownerClient = fromNewClient();
    const firstSignIn = await postLogin(worker, "/admin-login", { email: user.email, password }, ownerClient);
    const deviceCookie = setCookieFrom(firstSignIn, "trusted_device")!;
    expect(deviceCookie).toBeTruthy();
    // Strangers with the password, 30 clients, a wrong code each, at once: the account is guarded.
    // (The password steps one after another: thirty password hashes at once would not fit one isolate's memory.)
    const right = await usableCodeFor(worker, user.email);
    const strangers: Array<Awaited<ReturnType<typeof passwordStep>>> = [];
    for (let index = 0; index < 30; index += 1) strangers.push(await passwordStep(user.email, password));
    const statuses: number[] = [];
    // Ten at once, three times.
    await sequentially(
      [0, 10, 20].map((from) => async () => {
        const answers = await Promise.all(
          strangers.slice(from, from + 10).map(({ response, headers }, index) => {
            const guess = String(300000 + (from + index) * 13);
            return completeSecondStep(worker, response, user.email, headers, guess === right ? "999999" : guess);
          }),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }),
    );
    for (const status of statuses) expect([401, 429]).toContain(status);
    const owner = await postLogin(worker, "/admin-login", { email: user.email, password }, { ...ownerClient, Cookie: deviceCookie });
    expect(owner.status).toBe(303);
    expect(sessionCookieFrom(owner)).toBeTruthy();
  });
});

// ─── No way around the second step ─────────────────────────────────────────────────────────────

interface AreaRoute extends ManifestRoute {
  fullPath: string;
}
const manifestRoutes = Object.fromEntries(clientManifestRoutes().map((route) => [route.id, route]));
function fullPathOf(route: ManifestRoute): string {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? manifestRoutes[current.parentId] : undefined) {
    if (current.path) segments.unshift(current.path);
  }
  return segments.join("/");
}
const adminRoutes: AreaRoute[] = Object.values(manifestRoutes)
  .map((route) => ({ ...route, fullPath: fullPathOf(route) }))
  .filter(
    (route) =>
      (route.hasLoader || route.hasAction) &&
      /^(admin($|[-/])|submissions-manager($|[-_/])|course-manager($|[-_/]))/.test(route.fullPath.replace(/^:lang\?\/?/, "")) &&
      !route.fullPath.endsWith("admin-login"),
  );
const concretePath = (route: AreaRoute) => `/${route.fullPath.replace(/^:lang\?\/?/, "").replace(/:[A-Za-z]+\??/g, "some-id")}`;

describe("the second step cannot be skipped", () => {
  it("finds the admin area's routes in the build", () => {
    expect(adminRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        "routes/_admin+/($lang).admin/route",
        "routes/_admin+/($lang).admin._index/route",
        "routes/_admin+/($lang).submissions-manager/route",
        "routes/_auth+/($lang).admin-access",
      ]),
    );
  });

  it("with only the password typed, every admin route, page or data request, in both languages, answers as to a stranger", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response } = await passwordStep(user.email, password);
    // Every cookie the password step set, as the browser would send them.
    const cookies = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    for (const route of adminRoutes) {
      for (const prefix of ["", "/es"]) {
        const url = `${prefix}${concretePath(route)}`;
        const page = await worker.fetch(url, { headers: { Cookie: cookies } });
        expect([url, page.status]).toEqual([url, 303]);
        expect(page.headers.get("Location")).toMatch(/\/admin-login\?returnTo=/);
        await page.arrayBuffer();
        const data = await worker.fetch(`${url}.data`, { headers: { Cookie: cookies } });
        expect(await data.text()).not.toContain(user.email);
        const post = await postForm(worker, route.index ? `${url}?index` : url, { intent: "revoke-session", session: "x" }, { Cookie: cookies });
        expect([303, 405]).toContain(post.status);
        await post.arrayBuffer();
      }
    }
    // The account area too: nobody is signed in.
    expect((await worker.fetch("/account", { headers: { Cookie: cookies } })).headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it("a session id cannot be made from the step: its cookie is not a session cookie, and the step's row is no session", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const { response } = await passwordStep(user.email, password);
    const [step] = await rows<{ id: string }>(worker, "SELECT id FROM sign_in_challenges WHERE user_id = ?", user.id);
    const forged = await signedSessionCookie(step!.id);
    const admin = await getAs(worker, forged, "/admin");
    expect(admin.status).toBe(303);
    expect(admin.headers.get("Location")).toBe("/admin-login?returnTo=%2Fadmin");
    await response.arrayBuffer();
  });
});

// ─── Setting up, recovery codes, turning off ───────────────────────────────────────────────────

/** Sets up an authenticator app through the pages (checking the QR code is there and ten codes came). */
async function setUpThroughPages(cookie: string, prefix = "") {
  const done = await setUpAuthenticatorThroughPages(worker, cookie, { prefix });
  expect(done.page).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
  expect(done.recoveryCodes).toHaveLength(10);
  return done;
}

describe("setting up an authenticator app and its recovery codes", () => {
  it("shows the secret and its QR code only while the set-up waits, then ten recovery codes once, stored only as hashes; the owner is e-mailed", async () => {
    const { user, password } = await insertUser(worker.db, { language: "es" });
    const cookie = await logIn(worker, user.email, password, "/auth");
    const { secret, recoveryCodes } = await setUpThroughPages(cookie, "/es");
    const [factor] = await rows<{ secret: string; last_step: number }>(worker, "SELECT secret, last_step FROM totp_factors WHERE user_id = ?", user.id);
    expect(factor!.secret).not.toContain(secret);
    expect(factor!.last_step).toBeGreaterThan(0);
    const stored = await rows<{ code_hash: string }>(worker, "SELECT code_hash FROM recovery_codes WHERE user_id = ?", user.id);
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace("-", "").toLowerCase());
    // Never shown again: the page now says it is on, without the secret.
    const after = await decodedPage(await getAs(worker, cookie, "/es/account/two-factor"));
    expect(after).not.toContain(secret.slice(0, 8));
    expect(after).toContain(es.twoFactor.alreadyOnPage);
    const email = await waitForEmail(worker, user.email, "two-factor-added");
    expect(email.subject).toBe(es.twoFactor.emailAddedSubject);
    expect(email.language).toBe("es");
  });

  it("signs in with a recovery code once; the same code again is refused; the toast says how many are left", async () => {
    const { user, password } = await insertUser(worker.db);
    const cookie = await logIn(worker, user.email, password, "/auth");
    const { recoveryCodes } = await setUpThroughPages(cookie);
    const [code] = recoveryCodes;
    const first = await passwordStep(user.email, password, "/auth");
    const signedIn = await completeSecondStep(worker, first.response, user.email, first.headers, code!.toLowerCase());
    expect(sessionCookieFrom(signedIn)).toBeTruthy();
    expect(toastText(signedIn)).toContain("9");
    const [session] = (await sessionRows(user.id)).filter((row) => JSON.parse(row.data).signedInWith === "password+recovery-code");
    expect(session).toBeTruthy();
    const again = await passwordStep(user.email, password, "/auth");
    const reused = await completeSecondStep(worker, again.response, user.email, again.headers, code!);
    expect(reused.status).toBe(401);
    expect(await rows(worker, "SELECT code_hash FROM recovery_codes WHERE user_id = ? AND used_at IS NULL", user.id)).toHaveLength(9);
  });

  it("refuses a wrong first code without turning anything on, and ends the set-up after five", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const cookie = await logIn(worker, user.email, password, "/auth");
    await postAs(worker, cookie, "/account/two-factor", { intent: "start" });
    const wrong = await postAs(worker, cookie, "/account/two-factor", { intent: "confirm", code: "12345" });
    expect(wrong.status).toBe(422);
    for (let attempt = 0; attempt < 5; attempt += 1) await postAs(worker, cookie, "/account/two-factor", { intent: "confirm", code: "000000" });
    const ended = await postAs(worker, cookie, "/account/two-factor", { intent: "confirm", code: "000000" });
    expect(ended.status).toBe(303);
    expect(toastText(ended)).toContain(en.twoFactor.setupEndedTitle);
    expect(await rows(worker, "SELECT user_id FROM totp_factors WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("binds a set-up to the session that started it: another session of the same account cannot confirm it", async () => {
    const { user, password } = await insertUser(worker.db);
    const here = await logIn(worker, user.email, password, "/auth");
    const elsewhere = await logIn(worker, user.email, password, "/auth");
    await postAs(worker, here, "/account/two-factor", { intent: "start" });
    const page = await decodedPage(await getAs(worker, here, "/account/two-factor"));
    const secret = page.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/\s+/g, "");
    const other = await postAs(worker, elsewhere, "/account/two-factor", { intent: "confirm", code: await totpCode(secret) });
    expect(other.status).toBe(303);
    expect(await rows(worker, "SELECT user_id FROM totp_factors WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("ends the account's other sessions when a factor is added, keeping the one that added it", async () => {
    const { user, password } = await insertUser(worker.db);
    const here = await logIn(worker, user.email, password, "/auth");
    const elsewhere = await logIn(worker, user.email, password, "/auth");
    await setUpThroughPages(here);
    expect((await getAs(worker, here, "/account")).status).toBe(200);
    expect((await getAs(worker, elsewhere, "/account")).status).toBe(303);
  });

  it("makes new recovery codes only with a current code (the old ones stop working)", async () => {
    const { user, password } = await insertUser(worker.db);
    const cookie = await logIn(worker, user.email, password, "/auth");
    const { recoveryCodes } = await setUpThroughPages(cookie);
    const refused = await postAs(worker, cookie, "/account/security", { intent: "renew-recovery-codes", code: "" });
    expect(refused.status).toBe(422);
    const renewed = await postAs(worker, cookie, "/account/security", { intent: "renew-recovery-codes", code: recoveryCodes[0]! });
    expect(renewed.status).toBe(200);
    const fresh = [...(await decodedPage(renewed)).matchAll(/>([0-9A-Z]{5}-[0-9A-Z]{5})</g)].map((match) => match[1]!);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    const old = await passwordStep(user.email, password, "/auth");
    expect((await completeSecondStep(worker, old.response, user.email, old.headers, recoveryCodes[1]!)).status).toBe(401);
  });
});

describe("turning the authenticator app off", () => {
  it("needs a current code or a recovery code; then it is off, the owner is e-mailed, and the other sessions end", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const here = await logIn(worker, user.email, password, "/auth");
    const { secret, recoveryCodes } = await setUpThroughPages(here);
    knownTotpSecrets.set(user.email, secret);
    const elsewhere = await logIn(worker, user.email, password, "/auth");

    const noCode = await postAs(worker, here, "/es/account/security", { intent: "turn-off-totp" });
    expect(noCode.status).toBe(422);
    expect(await alertOf(noCode)).toContain(es.twoFactor.codeRequired);
    const wrong = await postAs(worker, here, "/account/security", {
      intent: "turn-off-totp",
      code: "000000" === (await usableCodeFor(worker, user.email)) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(await rows(worker, "SELECT user_id FROM totp_factors WHERE user_id = ?", user.id)).toHaveLength(1);

    const off = await postAs(worker, here, "/account/security", { intent: "turn-off-totp", code: recoveryCodes[3]! });
    expect(off.status).toBe(303);
    expect(toastText(off)).toContain(en.twoFactor.turnedOffTitle);
    expect(await rows(worker, "SELECT user_id FROM totp_factors WHERE user_id = ?", user.id)).toEqual([]);
    expect(await rows(worker, "SELECT code_hash FROM recovery_codes WHERE user_id = ?", user.id)).toEqual([]);
    expect((await waitForEmail(worker, user.email, "two-factor-removed")).subject).toBe(en.twoFactor.emailRemovedSubject);
    expect((await getAs(worker, here, "/account")).status).toBe(200);
    expect((await getAs(worker, elsewhere, "/account")).status).toBe(303);
    // Back to the password alone.
    expect(sessionCookieFrom(await postForm(worker, "/auth", { email: user.email, password }, fromNewClient()))).toBeTruthy();
  });

  it("counts the codes asked of a signed-in owner: the sixth in 15 minutes is refused (429)", async () => {
    const { user, password } = await insertUser(worker.db, { totpSecret: undefined, role: "user" });
    const cookie = await logIn(worker, user.email, password, "/auth");
    await setUpThroughPages(cookie);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await postAs(worker, cookie, "/account/security", { intent: "turn-off-totp", code: "000001" })).status);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("the password changed in the account area ends the other sessions, keeping this one", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const here = await logIn(worker, user.email, password);
    const elsewhere = await logIn(worker, user.email, password);
    const changed = await postAs(worker, here, "/account", {
      intent: "change-password",
      currentPassword: password,
      password: "a-new-long-password",
      confirmPassword: "a-new-long-password",
    });
    expect(changed.status).toBe(303);
    expect((await getAs(worker, here, "/admin")).status).toBe(200);
    expect((await getAs(worker, elsewhere, "/admin")).status).toBe(303);
  });
});

// ─── Admins must have a second factor ──────────────────────────────────────────────────────────

describe("admins without a second factor", () => {
  it("are sent from the password straight to the set-up, and from every admin page too, with the page kept to come back to", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin", totpSecret: null });
    const signedIn = await postForm(worker, "/admin-login", { email: user.email, password, returnTo: "/submissions-manager" }, fromNewClient());
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fsubmissions-manager");
    const cookie = sessionCookieFrom(signedIn)!;
    for (const route of adminRoutes) {
      for (const prefix of ["", "/es"]) {
        const url = `${prefix}${concretePath(route)}`;
        const page = await getAs(worker, cookie, url);
        expect([url, page.status]).toEqual([url, 303]);
        expect(page.headers.get("Location")).toBe(`${prefix}/account/two-factor?returnTo=${encodeURIComponent(url)}`);
        await page.arrayBuffer();
      }
    }
    const post = await postAs(worker, cookie, "/admin?tab=security", { intent: "revoke-session", session: "x" });
    expect(post.headers.get("Location")).toMatch(/^\/account\/two-factor\?returnTo=/);
    // The set-up page opens, and says why it is there.
    const setup = await decodedPage(await getAs(worker, cookie, "/es/account/two-factor?returnTo=%2Fes%2Fadmin"));
    expect(setup).toContain(es.twoFactor.adminRequiredNote);
  });

  it("open the admin pages with the same session once they set one up, and come back where they were going", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin", totpSecret: null });
    const cookie = sessionCookieFrom(await postForm(worker, "/admin-login", { email: user.email, password }, fromNewClient()))!;
    await postAs(worker, cookie, "/account/two-factor", { intent: "start", returnTo: "/admin?tab=security" });
    const page = await decodedPage(await getAs(worker, cookie, "/account/two-factor?returnTo=%2Fadmin%3Ftab%3Dsecurity"));
    const secret = page.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/\s+/g, "");
    const confirmed = await postAs(worker, cookie, "/account/two-factor?returnTo=%2Fadmin%3Ftab%3Dsecurity", {
      intent: "confirm",
      code: await totpCode(secret),
      returnTo: "/admin?tab=security",
    });
    expect(await decodedPage(confirmed)).toContain('href="/admin?tab=security"');
    const panel = await getAs(worker, cookie, "/admin?tab=security");
    expect(panel.status).toBe(200);
    const html = await decodedPage(panel);
    expect(html).toContain(en.twoFactor.teamHeading);
    expect(html).toContain(en.twoFactor.statusOn);
  });

  it("whose session began before their factor existed are signed out of the admin pages and asked to sign in with it", async () => {
    const { user } = await insertUser(worker.db, { role: "admin" });
    const sessionId = await insertSession(worker.db, user.id);
    await worker.db.prepare("UPDATE sessions SET data = json_remove(data, '$.secondFactorAt', '$.signedInWith') WHERE id = ?").bind(sessionId).run();
    const cookie = await signedSessionCookie(sessionId);
    const answer = await getAs(worker, cookie, "/admin");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin-login?returnTo=%2Fadmin");
    expect(toastText(answer)).toContain(en.twoFactor.signInAgainTitle);
    expect(await rows(worker, "SELECT id FROM sessions WHERE id = ?", sessionId)).toEqual([]);
  });

  it("an invited admin sets one up as part of accepting: the link, the password, then the set-up, then the panel", async () => {
    const inviter = await insertUser(worker.db, { role: "admin" });
    const inviterCookie = await logIn(worker, inviter.user.email, inviter.password);
    await postAs(worker, inviterCookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    const email = `invitee-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await postAs(worker, inviterCookie, "/admin-access", { intent: "create", email, firstName: "Nueva", lastName: "Admin" });
    const link = await latestLink(worker, email, "/set-password/");
    const accepted = await postForm(worker, link, { password: "invitee-password-1", confirmPassword: "invitee-password-1" }, fromNewClient());
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fadmin");
    expect(toastText(accepted)).toContain(en.twoFactor.invitationNextText);
    const cookie = sessionCookieFrom(accepted)!;
    expect((await getAs(worker, cookie, "/admin")).headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fadmin");
    await setUpThroughPages(cookie);
    expect((await getAs(worker, cookie, "/admin")).status).toBe(200);
    expect(await emailsTo(worker, email)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "two-factor-added" })]));
  });
});

describe("instructors without a second factor (they read learners' records: docs/decisions/074)", () => {
  const courseManagerRoutes = () => adminRoutes.filter((route) => route.fullPath.replace(/^:lang\?\/?/, "").startsWith("course-manager"));

  it("finds the course manager's routes in the build", () => {
    expect(courseManagerRoutes().map((route) => route.id)).toEqual(
      expect.arrayContaining(["routes/_course-manager+/($lang).course-manager/route", "routes/_course-manager+/($lang).course-manager_.learners.$enrolmentId"]),
    );
  });

  it(
    "are sent from the password straight to the set-up, and from every course-manager page, data request and post, in both languages",
    { timeout: 180_000 },
    async () => {
      const { user, password } = await insertUser(worker.db, { role: "instructor", totpSecret: null });
      const signedIn = await postForm(worker, "/admin-login", { email: user.email, password, returnTo: "/course-manager" }, fromNewClient());
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get("Location")).toBe("/account/two-factor?returnTo=%2Fcourse-manager");
      const cookie = sessionCookieFrom(signedIn)!;
      for (const route of courseManagerRoutes()) {
        for (const prefix of ["", "/es"]) {
          const url = `${prefix}${concretePath(route)}`;
          const page = await getAs(worker, cookie, url);
          expect([url, page.status]).toEqual([url, 303]);
          expect(page.headers.get("Location")).toBe(`${prefix}/account/two-factor?returnTo=${encodeURIComponent(url)}`);
          await page.arrayBuffer();
          const data = await getAs(worker, cookie, `${url}.data`);
          expect([url, await data.text()]).toEqual([url, expect.stringContaining(`${prefix}/account/two-factor?returnTo=`)]);
          if (!route.hasAction) continue;
          const post = await postAs(worker, cookie, route.index ? `${url}?index` : url, { intent: "nudge-preview", everyMatching: "1" });
          expect([url, post.status, post.headers.get("Location")]).toEqual([
            url,
            303,
            expect.stringMatching(new RegExp(`^${prefix}/account/two-factor\\?returnTo=`)),
          ]);
          await post.arrayBuffer();
        }
      }
      const setup = await decodedPage(await getAs(worker, cookie, "/es/account/two-factor?returnTo=%2Fes%2Fcourse-manager"));
      expect(setup).toContain(es.twoFactor.instructorRequiredNote);
    },
  );

  it("open the course manager once they set one up; an instructor's password alone never makes a session", async () => {
    const { user, password } = await insertUser(worker.db, { role: "instructor" });
    const { response } = await passwordStep(user.email, password);
    expect(isSentToSecondStep(response)).toBe(true);
    expect(await sessionRows(user.id)).toEqual([]);
    const cookie = await logIn(worker, user.email, password, "/admin-login");
    expect((await getAs(worker, cookie, "/course-manager")).status).toBe(200);
  });
});

describe("the local admin's known second factor", () => {
  it("keeps production from starting (a generic 500, the variable named in the log, never its value)", async () => {
    const production = await startWorker({ bindings: { ...productionBindings, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" } });
    try {
      const answer = await production.fetch("/");
      expect(answer.status).toBe(500);
      const log = production.takeRawLogLines().join("\n");
      expect(log).toContain("ADMIN_TOTP_SECRET");
      expect(log).not.toContain("JBSWY3DPEHPK3PXP");
    } finally {
      await production.dispose();
    }
  });
});

it("every code check is timed on the server clock: a code of the step two periods ago is refused", async () => {
  const { user, password } = await insertUser(worker.db, { role: "admin" });
  const secret = knownTotpSecrets.get(user.email)!;
  const old = await totpCode(secret, { step: timeStepAt(Date.now()) - 3 });
  const { response, headers } = await passwordStep(user.email, password);
  expect((await completeSecondStep(worker, response, user.email, headers, old)).status).toBe(401);
});
