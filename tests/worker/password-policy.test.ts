/**
 * The password policy where passwords are chosen (docs/decisions/066-password-policy.md): at least
 * 8 characters and 15 for an administrator (an invitation makes one), never a common password
 * (zxcvbn-ts's list, whatever the capitals), and in production never one the breached-password
 * range API knows, with the list alone deciding when that API fails. Refusals speak the page's
 * language beside the password field, with JavaScript and without. The worker's outgoing requests
 * go to stand-ins: outside production none is made at all.
 */
import { afterEach, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { fromNewClient, getAs, logIn, postAs } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch, insertAccountToken, madeUpToken } from "../support/mailbox";
import { postForm, productionBindings, rows, startWorker, startWorkerForFile, type TestWorker } from "../support/worker";

/** Every request the test worker makes to the outside (it should make none). */
const outgoing: string[] = [];
const worker = startWorkerForFile({
  outboundService: (request) => {
    outgoing.push(request.url);
    return new Response("no network in tests", { status: 599 });
  },
});

const registration = (email: string, password: string) => ({
  intent: "register",
  firstName: "Rosa",
  lastName: "Núñez",
  email,
  password,
  confirmPassword: password,
  terms: "on",
});
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function passwordLink(user: { id: string; email: string }, purpose: "admin-invite" | "reset-password") {
  const token = madeUpToken();
  await insertAccountToken(worker, { token, userId: user.id, email: user.email, purpose, expiresAt: inAnHour() });
  return token;
}

describe("registration (8 characters, not a common password)", () => {
  it("refuses a common password, whatever its capitals, in the page's language and beside the field, and creates nothing", async () => {
    for (const password of ["sunshine", "SunShine", "1qaz2wsx3edc4rfv"]) {
      const email = `common-${password.toLowerCase()}@example.com`;
      const response = await postForm(worker, "/es/auth?tab=register", registration(email, password), fromNewClient());
      expect(response.status, password).toBe(422);
      const html = decodeEntities(await response.text());
      expect(html).toContain(es.passwordPolicy.refusedTitle);
      expect(html).toContain(es.passwordPolicy.tooCommon);
      expect(html).not.toContain(`value="${password}"`);
      expect(await rows(worker, "SELECT id FROM users WHERE email = ?", email)).toEqual([]);
    }
    const enhanced = await postForm(
      worker,
      "/auth.data?tab=register",
      { ...registration("common-js@example.com", "iloveyou"), enhanced: "1" },
      fromNewClient(),
    );
    expect(enhanced.status).toBe(422);
    expect(decodeSingleFetch(await enhanced.text())).toMatchObject({
      data: { fieldErrors: { password: en.passwordPolicy.tooCommon }, alert: { title: en.passwordPolicy.refusedTitle } },
    });
  });

  it("takes an uncommon one of 8 characters", async () => {
    const response = await postForm(worker, "/auth?tab=register", registration("uncommon@example.com", "vq7-Lm2x"), fromNewClient());
    expect(response.status).toBe(303);
    expect(await rows(worker, "SELECT role FROM users WHERE email = 'uncommon@example.com'")).toEqual([{ role: "user" }]);
  });
});

describe("set-password links and the account area (15 characters for an administrator)", () => {
  it("an invitation makes an admin: 14 characters and a common password are refused, 15 uncommon ones taken", async () => {
    const { user } = await insertUser(worker.db, { role: "user", password: null, email: "invitee@example.com" });
    const token = await passwordLink(user, "admin-invite");
    const page = await worker.fetch(`/es/set-password/${token}`);
    expect(decodeEntities(await page.text())).toContain(es.passwordPolicy.adminHint);

    const short = await postForm(worker, `/es/set-password/${token}`, { password: "violet-kettle-", confirmPassword: "violet-kettle-" });
    expect(short.status).toBe(422);
    expect(decodeEntities(await short.text())).toContain(es.passwordPolicy.adminTooShort);
    const common = await postForm(worker, `/set-password/${token}`, { password: "1qaz2wsx3edc4rfv", confirmPassword: "1qaz2wsx3edc4rfv" });
    expect(common.status).toBe(422);
    expect(decodeEntities(await common.text())).toContain(en.passwordPolicy.tooCommon);
    expect(await rows(worker, "SELECT role, password_hash FROM users WHERE id = ?", user.id)).toEqual([{ role: "user", password_hash: null }]);

    const taken = await postForm(worker, `/set-password/${token}`, { password: "violet-kettle-h", confirmPassword: "violet-kettle-h" });
    expect(taken.status).toBe(303);
    expect(await rows(worker, "SELECT role FROM users WHERE id = ?", user.id)).toEqual([{ role: "admin" }]);
  });

  it("a reset link asks what the account's role asks: 8 characters for a user, 15 for an admin", async () => {
    const { user } = await insertUser(worker.db, { role: "user" });
    const userToken = await passwordLink(user, "reset-password");
    expect(decodeEntities(await (await worker.fetch(`/set-password/${userToken}`)).text())).toContain(en.auth.passwordHint);
    expect((await postForm(worker, `/set-password/${userToken}`, { password: "password1", confirmPassword: "password1" })).status).toBe(422);
    expect((await postForm(worker, `/set-password/${userToken}`, { password: "vq7-Lm2x", confirmPassword: "vq7-Lm2x" })).status).toBe(303);

    const { user: admin } = await insertUser(worker.db, { role: "admin" });
    const adminToken = await passwordLink(admin, "reset-password");
    expect(decodeEntities(await (await worker.fetch(`/set-password/${adminToken}`)).text())).toContain(en.passwordPolicy.adminHint);
    expect((await postForm(worker, `/set-password/${adminToken}`, { password: "vq7-Lm2x-kettl", confirmPassword: "vq7-Lm2x-kettl" })).status).toBe(422);
    expect((await postForm(worker, `/set-password/${adminToken}`, { password: "vq7-Lm2x-kettle", confirmPassword: "vq7-Lm2x-kettle" })).status).toBe(303);
  });

  it("an admin's new password in the account area needs 15 characters too; a user's common one is refused there", async () => {
    const { user: admin, password } = await insertUser(worker.db, { role: "admin" });
    const cookie = await logIn(worker, admin.email, password, "/auth");
    expect(decodeEntities(await (await getAs(worker, cookie, "/es/account")).text())).toContain(es.passwordPolicy.adminHint);
    const short = await postAs(worker, cookie, "/es/account", {
      intent: "change-password",
      currentPassword: password,
      password: "violet-kettle-",
      confirmPassword: "violet-kettle-",
    });
    expect(short.status).toBe(422);
    expect(decodeEntities(await short.text())).toContain(es.passwordPolicy.adminTooShort);
    const long = await postAs(worker, cookie, "/account", {
      intent: "change-password",
      currentPassword: password,
      password: "violet-kettle-harbour",
      confirmPassword: "violet-kettle-harbour",
    });
    expect(long.status).toBe(303);

    const { user, password: userPassword } = await insertUser(worker.db, { role: "user" });
    const userCookie = await logIn(worker, user.email, userPassword, "/auth");
    const common = await postAs(worker, userCookie, "/account", {
      intent: "change-password",
      currentPassword: userPassword,
      password: "qwertyuiop",
      confirmPassword: "qwertyuiop",
    });
    expect(common.status).toBe(422);
    expect(decodeEntities(await common.text())).toContain(en.passwordPolicy.tooCommon);
  });

  it("outside production, the breached-password API was never asked", () => {
    expect(outgoing.filter((url) => url.includes("pwnedpasswords"))).toEqual([]);
  });
});

describe("in production, the breached-password range API", () => {
  let production: TestWorker | undefined;
  afterEach(async () => {
    await production?.dispose();
    production = undefined;
  });

  /** A production worker whose range API answers as told (and whose e-mail API takes everything). */
  async function productionWorker(rangeAnswer: (url: URL) => Response | Promise<Response>) {
    const asked: string[] = [];
    production = await startWorker({
      bindings: productionBindings,
      outboundService: (request) => {
        const url = new URL(request.url);
        if (url.hostname !== "api.pwnedpasswords.com") return new Response("{}", { status: 200 });
        asked.push(`${url.pathname} ${request.headers.get("Add-Padding")}`);
        return rangeAnswer(url);
      },
    });
    return { worker: production, asked };
  }

  /** The suffix of a password's SHA-1 after its five-character prefix, as the API lists it. */
  async function rangeSuffix(password: string) {
    const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
    const hex = [...new Uint8Array(digest)]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase();
    return { prefix: hex.slice(0, 5), suffix: hex.slice(5) };
  }

  it("refuses a password it lists, asked with the hash's first five characters and padding", async () => {
    const breached = "violet-kettle-harbour";
    const { prefix, suffix } = await rangeSuffix(breached);
    const { worker: live, asked } = await productionWorker(() => new Response(`0018A45C4D1DEF81644B54AB7F969B88D65:0\r\n${suffix}:12\r\n`));
    const response = await postForm(live, "/es/auth?tab=register", registration("breached@example.com", breached), fromNewClient());
    expect(response.status).toBe(422);
    expect(decodeEntities(await response.text())).toContain(es.passwordPolicy.breached);
    expect(asked).toEqual([`/range/${prefix} true`]);
    expect(await rows(live, "SELECT id FROM users WHERE email = 'breached@example.com'")).toEqual([]);
  });

  it("when it fails, the list alone decides: an uncommon password is taken, a common one refused without asking", async () => {
    const { worker: live, asked } = await productionWorker(() => {
      throw new Error("network down");
    });
    const taken = await postForm(live, "/auth?tab=register", registration("fallback@example.com", "violet-kettle-harbour"), fromNewClient());
    expect(taken.status).toBe(303);
    expect(asked).toHaveLength(1);
    const common = await postForm(live, "/auth?tab=register", registration("fallback-common@example.com", "sunshine"), fromNewClient());
    expect(common.status).toBe(422);
    expect(asked).toHaveLength(1);
  });
});
