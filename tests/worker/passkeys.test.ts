/**
 * Passkeys (docs/decisions/064), with a software authenticator (tests/support/webauthn.ts) so that
 * every wrong answer can be made: registering for another account, the wrong origin or RP ID, a
 * stale, used or foreign challenge, a counter that goes back, an unverified user, someone else's
 * credential. A passkey signs in alone (both factors), also at /admin-login; adding or removing one
 * e-mails the owner and ends their other sessions. Every refusal says why, in the visitor's
 * language; none is a 500.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { fromNewClient, getAs, logIn, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { tableRowCells } from "../support/html";
import { waitForEmail } from "../support/mailbox";
import { setCookieFrom } from "../support/two-factor";
import { softwareAuthenticator, userHandleOf, type SoftwareAuthenticator } from "../support/webauthn";
import { postForm, rows, startWorkerForFile, testOrigin, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const here = { origin: testOrigin, rpID: new URL(testOrigin).hostname };

interface Options {
  challenge: string;
  user: { id: string };
  rp?: { id: string };
}

async function optionsFrom(response: WorkerResponse): Promise<Options> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { options: Options };
  return body.options;
}

/** Registers a passkey for the account signed in with `cookie`: options, the authenticator's answer, the post. */
async function registerPasskey(cookie: string, authenticator: SoftwareAuthenticator, { name = "Work laptop", where = here, prefix = "" } = {}) {
  const options = await optionsFrom(await postAs(worker, cookie, `${prefix}/account/passkeys`, { intent: "options" }));
  const response = await authenticator.register(options, where);
  return postAs(worker, cookie, `${prefix}/account/passkeys`, { intent: "register", name, response });
}

/** Signs in with a passkey: options (with the cookie that binds their challenge), the answer, the post. */
async function signInWithPasskey(
  authenticator: SoftwareAuthenticator,
  userId: string,
  {
    path = "/login/passkey",
    scope = "user",
    where = here,
    counter,
  }: { path?: string; scope?: string; where?: { origin: string; rpID: string }; counter?: number } = {},
) {
  const client = fromNewClient();
  const optionsAnswer = await postForm(worker, path, { intent: "options", scope }, client);
  const bound = setCookieFrom(optionsAnswer, "passkey_sign_in")!;
  const options = await optionsFrom(optionsAnswer);
  const response = await authenticator.signIn(options, { ...where, userHandle: userHandleOf(userId), counter });
  const answer = await postForm(worker, path, { intent: "verify", scope, response }, { ...client, Cookie: bound });
  return { answer, response, bound, client, options };
}

async function signedInMember(language: "en" | "es" = "en") {
  const { user, password } = await insertUser(worker.db, { language });
  return { user, password, cookie: await logIn(worker, user.email, password, "/auth") };
}

describe("registering a passkey", () => {
  it("adds a named passkey to the signed-in account: listed with its date, the owner e-mailed in their language, other sessions ended", async () => {
    const { user, password, cookie } = await signedInMember("es");
    const elsewhere = await logIn(worker, user.email, password, "/auth");
    const authenticator = await softwareAuthenticator();
    const options = await optionsFrom(await postAs(worker, cookie, "/es/account/passkeys", { intent: "options" }));
    expect(options.rp?.id).toBe("localhost");
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(user.id);
    const answer = await postAs(worker, cookie, "/es/account/passkeys", {
      intent: "register",
      name: "Portátil",
      response: await authenticator.register(options, here),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/es/account/security");
    expect(toastText(answer)).toContain(es.passkeys.addedTitle);
    const [stored] = await rows<{ id: string; name: string; user_id: string; counter: number }>(
      worker,
      "SELECT id, name, user_id, counter FROM passkeys WHERE user_id = ?",
      user.id,
    );
    expect(stored).toMatchObject({ id: authenticator.credentialId, name: "Portátil", user_id: user.id });
    const page = await (await getAs(worker, cookie, "/es/account/security")).text();
    expect(page).toContain("Portátil");
    const email = await waitForEmail(worker, user.email, "passkey-added");
    expect(email.subject).toBe(es.passkeys.emailAddedSubject);
    expect(email.text_body).not.toContain("Portátil");
    expect((await getAs(worker, elsewhere, "/account")).status).toBe(303);
    expect((await getAs(worker, cookie, "/account")).status).toBe(200);
  });

  it("binds the challenge to the session and account that asked: another account's session cannot register with it", async () => {
    const victim = await signedInMember();
    const attacker = await signedInMember();
    const authenticator = await softwareAuthenticator();
    // The victim's session asks for options; the attacker answers them with the attacker's session.
    const options = await optionsFrom(await postAs(worker, victim.cookie, "/account/passkeys", { intent: "options" }));
    const response = await authenticator.register(options, here);
    const stolen = await postAs(worker, attacker.cookie, "/account/passkeys", { intent: "register", name: "Mine now", response });
    expect(stolen.status).toBe(303);
    expect(toastText(stolen)).toContain(en.passkeys.expiredText);
    expect(await rows(worker, "SELECT id FROM passkeys WHERE id = ?", authenticator.credentialId)).toEqual([]);
    // And nobody can register without a session.
    const anonymous = await postForm(worker, "/account/passkeys", { intent: "register", name: "x", response });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/auth?returnTo=%2Faccount%2Fpasskeys");
    expect(await rows(worker, "SELECT id FROM passkeys WHERE id = ?", authenticator.credentialId)).toEqual([]);
  });

  it("refuses an answer for another origin or RP ID, without user verification, replayed, or after its 5 minutes", async () => {
    const { user, cookie } = await signedInMember();
    const wrongWheres = [
      { origin: "https://evil.example", rpID: "localhost" },
      { origin: testOrigin, rpID: "evil.example" },
    ];
    for (const where of wrongWheres) {
      const refused = await registerPasskey(cookie, await softwareAuthenticator(), { where });
      expect(toastText(refused)).toContain(en.passkeys.registerFailedText);
    }
    const unverified = await softwareAuthenticator();
    const options = await optionsFrom(await postAs(worker, cookie, "/account/passkeys", { intent: "options" }));
    const noUv = await postAs(worker, cookie, "/account/passkeys", {
      intent: "register",
      name: "x",
      response: await unverified.register(options, { ...here, isUserVerified: false }),
    });
    expect(toastText(noUv)).toContain(en.passkeys.registerFailedText);

    const authenticator = await softwareAuthenticator();
    const fresh = await optionsFrom(await postAs(worker, cookie, "/account/passkeys", { intent: "options" }));
    const response = await authenticator.register(fresh, here);
    await worker.db
      .prepare("UPDATE sign_in_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND purpose = 'passkey-registration'")
      .bind(user.id)
      .run();
    const stale = await postAs(worker, cookie, "/account/passkeys", { intent: "register", name: "x", response });
    expect(toastText(stale)).toContain(en.passkeys.expiredText);
    expect(await rows(worker, "SELECT id FROM passkeys WHERE user_id = ?", user.id)).toEqual([]);

    const once = await registerPasskey(cookie, authenticator);
    expect(toastText(once)).toContain(en.passkeys.addedTitle);
    const replayed = await postAs(worker, cookie, "/account/passkeys", { intent: "register", name: "again", response });
    expect(toastText(replayed)).toContain(en.passkeys.expiredText);
    expect(await rows(worker, "SELECT id FROM passkeys WHERE user_id = ?", user.id)).toHaveLength(1);
  });

  it("refuses a credential already registered (to this or another account): credential ids are unique", async () => {
    const first = await signedInMember();
    const second = await signedInMember();
    const authenticator = await softwareAuthenticator();
    expect(toastText(await registerPasskey(first.cookie, authenticator))).toContain(en.passkeys.addedTitle);
    const again = await registerPasskey(second.cookie, authenticator);
    expect(toastText(again)).toContain(en.passkeys.duplicateText);
    expect(await rows(worker, "SELECT user_id FROM passkeys WHERE id = ?", authenticator.credentialId)).toEqual([{ user_id: first.user.id }]);
  });

  it("answers bad bodies calmly: a missing name, nonsense JSON, an unknown intent, a GET", async () => {
    const { cookie } = await signedInMember();
    const options = await postAs(worker, cookie, "/account/passkeys", { intent: "nonsense" });
    expect(options.status).toBeLessThan(500);
    await options.arrayBuffer();
    for (const fields of [
      { intent: "register", name: "", response: "{}" },
      { intent: "register", name: "x", response: "not json" },
      { intent: "register", name: "x", response: '{"id":1}' },
    ]) {
      const answer = await postAs(worker, cookie, "/es/account/passkeys", fields);
      expect(answer.status).toBe(303);
      expect(toastText(answer)).toContain(es.passkeys.failedTitle);
    }
    const get = await getAs(worker, cookie, "/account/passkeys");
    expect(get.status).toBeLessThan(500);
    await get.arrayBuffer();
  });
});

describe("signing in with a passkey", () => {
  it("signs in alone (both factors): a new session recorded as a passkey's, the counter and last use kept", async () => {
    const { user, cookie } = await signedInMember();
    const authenticator = await softwareAuthenticator();
    await registerPasskey(cookie, authenticator);
    const { answer } = await signInWithPasskey(authenticator, user.id);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/");
    expect(toastText(answer)).toContain(en.auth.loginSuccessText);
    const session = sessionCookieFrom(answer)!;
    expect((await getAs(worker, session, "/account")).status).toBe(200);
    const [row] = await rows<{ counter: number; last_used_at: string | null }>(worker, "SELECT counter, last_used_at FROM passkeys WHERE user_id = ?", user.id);
    expect(row!.counter).toBe(1);
    expect(row!.last_used_at).not.toBeNull();
    const sessions = await rows<{ data: string }>(worker, "SELECT data FROM sessions WHERE user_id = ?", user.id);
    expect(sessions.map((entry) => JSON.parse(entry.data).signedInWith)).toContain("passkey");
    // Its challenge is gone once used.
    const { options } = await signInWithPasskey(authenticator, user.id);
    expect(await rows(worker, "SELECT id FROM sign_in_challenges WHERE purpose = 'passkey-sign-in' AND data LIKE ?", `%${options.challenge}%`)).toEqual([]);
  });

  it("opens the admin area for an admin whose only second factor is a passkey, at /admin-login", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin", totpSecret: null });
    const setUpSession = sessionCookieFrom(await postForm(worker, "/admin-login", { email: user.email, password }, fromNewClient()))!;
    const authenticator = await softwareAuthenticator();
    expect(toastText(await registerPasskey(setUpSession, authenticator))).toContain(en.passkeys.addedTitle);
    // The session that added it proved a factor with it.
    const opened = await getAs(worker, setUpSession, "/admin?tab=security");
    expect([opened.status, opened.headers.get("Location")]).toEqual([200, null]);
    // The team's list counts it: no app, one passkey, a second factor set up.
    expect(tableRowCells(await opened.text(), user.email)?.slice(1)).toEqual([en.twoFactor.no, "1", en.twoFactor.hasFactor]);
    const { answer } = await signInWithPasskey(authenticator, user.id, { path: "/es/login/passkey", scope: "admin" });
    expect(answer.headers.get("Location")).toBe("/es/admin");
    expect(toastText(answer)).toContain(es.auth.adminSuccessText);
    expect((await getAs(worker, sessionCookieFrom(answer)!, "/es/admin")).status).toBe(200);
    // The password alone now leads to the second step (no app: a passkey only, so the step cannot be passed with a code).
    const passwordOnly = await postForm(worker, "/admin-login", { email: user.email, password }, fromNewClient());
    expect(sessionCookieFrom(passwordOnly)).toBeUndefined();
  });

  it("refuses a member's passkey at /admin-login, in the visitor's language", async () => {
    const { user, cookie } = await signedInMember();
    const authenticator = await softwareAuthenticator();
    await registerPasskey(cookie, authenticator);
    const { answer } = await signInWithPasskey(authenticator, user.id, { path: "/es/login/passkey", scope: "admin" });
    expect(answer.headers.get("Location")).toBe("/es/admin-login");
    expect(toastText(answer)).toContain(es.auth.accessDeniedTitle);
    expect(sessionCookieFrom(answer)).toBeUndefined();
  });

  it("refuses an answer for another origin or RP ID, without user verification, or with a counter that went back", async () => {
    const { user, cookie } = await signedInMember();
    const authenticator = await softwareAuthenticator();
    await registerPasskey(cookie, authenticator);
    for (const where of [
      { origin: "https://evil.example", rpID: "localhost" },
      { origin: testOrigin, rpID: "evil.example" },
    ]) {
      const { answer } = await signInWithPasskey(authenticator, user.id, { where });
      expect(toastText(answer)).toContain(en.passkeys.failedText);
      expect(sessionCookieFrom(answer)).toBeUndefined();
    }
    expect(sessionCookieFrom((await signInWithPasskey(authenticator, user.id, { counter: 10 })).answer)).toBeTruthy();
    const backwards = await signInWithPasskey(authenticator, user.id, { counter: 5 });
    expect(toastText(backwards.answer)).toContain(en.passkeys.failedText);
    expect(sessionCookieFrom(backwards.answer)).toBeUndefined();
  });

  it("refuses a used, stale, foreign or missing challenge: each sign-in's is this browser's, once, for 5 minutes", async () => {
    const { user, cookie } = await signedInMember();
    const authenticator = await softwareAuthenticator();
    await registerPasskey(cookie, authenticator);
    // Used: the same answer posted again with the same cookie.
    const { answer, response, bound, client } = await signInWithPasskey(authenticator, user.id);
    expect(sessionCookieFrom(answer)).toBeTruthy();
    const replayed = await postForm(worker, "/login/passkey", { intent: "verify", scope: "user", response }, { ...client, Cookie: bound });
    expect(toastText(replayed)).toContain(en.passkeys.expiredText);
    expect(sessionCookieFrom(replayed)).toBeUndefined();
    // Foreign: an answer made for one browser's challenge, posted from another browser with its own.
    const victimOptions = await postForm(worker, "/login/passkey", { intent: "options", scope: "user" }, fromNewClient());
    const victimChallenge = await optionsFrom(victimOptions);
    const attacker = await postForm(worker, "/login/passkey", { intent: "options", scope: "user" }, fromNewClient());
    const attackerCookie = setCookieFrom(attacker, "passkey_sign_in")!;
    await attacker.arrayBuffer();
    const foreign = await postForm(
      worker,
      "/login/passkey",
      { intent: "verify", scope: "user", response: await authenticator.signIn(victimChallenge, { ...here, userHandle: userHandleOf(user.id) }) },
      { Cookie: attackerCookie },
    );
    expect(toastText(foreign)).toContain(en.passkeys.failedText);
    // Missing: no cookie at all.
    const missing = await postForm(worker, "/es/login/passkey", { intent: "verify", scope: "user", response }, fromNewClient());
    expect(toastText(missing)).toContain(es.passkeys.expiredText);
    // Stale: the challenge past its 5 minutes.
    const late = await postForm(worker, "/login/passkey", { intent: "options", scope: "user" }, fromNewClient());
    const lateCookie = setCookieFrom(late, "passkey_sign_in")!;
    const lateOptions = await optionsFrom(late);
    await worker.db.prepare("UPDATE sign_in_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'passkey-sign-in'").run();
    const stale = await postForm(
      worker,
      "/login/passkey",
      { intent: "verify", scope: "user", response: await authenticator.signIn(lateOptions, { ...here, userHandle: userHandleOf(user.id) }) },
      { Cookie: lateCookie },
    );
    expect(toastText(stale)).toContain(en.passkeys.expiredText);
  });

  it("refuses a passkey nobody registered, and one answering for another account's user handle", async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const registered = await softwareAuthenticator();
    await registerPasskey(cookie, registered);
    const unknown = await softwareAuthenticator();
    expect(toastText((await signInWithPasskey(unknown, user.id)).answer)).toContain(en.passkeys.failedText);
    expect(toastText((await signInWithPasskey(registered, other.user.id)).answer)).toContain(en.passkeys.failedText);
  });

  it("answers bad bodies and too many ceremonies calmly, never a 500", async () => {
    const bodies: Array<Record<string, string>> = [
      { intent: "verify", scope: "user", response: "" },
      { intent: "verify", scope: "nobody", response: "[]" },
      { intent: "what" },
    ];
    for (const fields of bodies) {
      const answer = await postForm(worker, "/login/passkey", fields, fromNewClient());
      expect(answer.status).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    const client = fromNewClient();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const answer = await postForm(worker, "/login/passkey", { intent: "options", scope: "user" }, client);
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("removing a passkey", () => {
  it("removes only the account's own: another account's id is not found; the owner is e-mailed and the other sessions end", async () => {
    const owner = await signedInMember();
    const stranger = await signedInMember();
    const authenticator = await softwareAuthenticator();
    await registerPasskey(owner.cookie, authenticator);
    const notTheirs = await postAs(worker, stranger.cookie, "/account/security", { intent: "remove-passkey", passkey: authenticator.credentialId });
    expect(toastText(notTheirs)).toContain(en.passkeys.notFoundTitle);
    expect(await rows(worker, "SELECT id FROM passkeys WHERE id = ?", authenticator.credentialId)).toHaveLength(1);

    const elsewhere = sessionCookieFrom((await signInWithPasskey(authenticator, owner.user.id)).answer)!;
    const removed = await postAs(worker, owner.cookie, "/account/security", { intent: "remove-passkey", passkey: authenticator.credentialId });
    expect(toastText(removed)).toContain(en.passkeys.removedTitle);
    expect(await rows(worker, "SELECT id FROM passkeys WHERE id = ?", authenticator.credentialId)).toEqual([]);
    expect((await waitForEmail(worker, owner.user.email, "passkey-removed")).subject).toBe(en.passkeys.emailRemovedSubject);
    expect((await getAs(worker, elsewhere, "/account")).status).toBe(303);
    expect((await getAs(worker, owner.cookie, "/account")).status).toBe(200);
    // It signs in no more.
    expect(toastText((await signInWithPasskey(authenticator, owner.user.id)).answer)).toContain(en.passkeys.failedText);
  });
});
