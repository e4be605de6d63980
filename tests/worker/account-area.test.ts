/**
 * Proving an e-mail address (the link sent to it plus the account's password) and the account
 * area (/account and /account/data.json): what an account sees, changes and deletes, over real
 * HTTP against the built worker.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import {
  decodedPage,
  fromNewClient,
  getAs,
  isAnonymousSession,
  languagePrefix,
  logIn,
  postAs,
  sessionCookieFrom,
  toastText,
  type Language,
} from "../support/accounts";
import { firstHeading } from "../support/html";
import { emailsTo, latestLink } from "../support/mailbox";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** The <section> labelled by `id` (the account page's cards). */
function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

/** The text of each <li>, as a screen reader would read it (tags and React's markers removed). */
function listItems(html: string): string[] {
  return (html.match(/<li\b[\s\S]*?<\/li>/g) ?? []).map((item) =>
    item
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

const isAnonymous = (cookie: string) => isAnonymousSession(worker, cookie);

async function accountRow(email: string) {
  const [row] = await rows<{
    id: string;
    first_name: string;
    last_name: string;
    language: string;
    email_verified_at: string | null;
    password_hash: string | null;
  }>(worker, "SELECT id, first_name, last_name, language, email_verified_at, password_hash FROM users WHERE email = ?", email);
  return row;
}

async function tryLogin(email: string, password: string, path = "/auth") {
  const response = await postForm(worker, path, { intent: "login", email, password }, fromNewClient());
  await response.arrayBuffer();
  return response;
}

/** Registers through the form (no JavaScript) and returns the path of the link e-mailed to the address. */
async function register(email: string, password: string, language: Language): Promise<string> {
  const response = await postForm(
    worker,
    `${languagePrefix(language)}/auth?tab=register`,
    { intent: "register", firstName: "Irene", lastName: "Campos", email, password, confirmPassword: password, terms: "on" },
    fromNewClient(),
  );
  expect(response.status).toBe(303);
  await response.arrayBuffer();
  return latestLink(worker, email, `${languagePrefix(language)}/verify-email/`);
}

describe("confirming an e-mail address", () => {
  it("the link's page changes nothing; a wrong password is refused and leaves the link usable; the right one confirms, signs in and opens /account (Spanish)", async () => {
    const email = "irene.campos@example.com";
    const password = "irenes-own-password";
    const link = await register(email, password, "es");
    expect(link).toMatch(/^\/es\/verify-email\/[A-Za-z0-9_-]{43}$/);

    for (let view = 0; view < 2; view++) {
      const opened = await worker.fetch(link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("Cache-Control")).toBe("no-store");
      expect(sessionCookieFrom(opened)).toBeUndefined();
      const html = await decodedPage(opened);
      expect(firstHeading(html)).toBe(es.account.verifyHeading);
      expect(html).toContain(es.account.verifyIntro.replace("{{email}}", email));
      expect(html).toContain('name="password"');
    }
    expect((await accountRow(email))!.email_verified_at).toBeNull();
    expect(await rows(worker, "SELECT token_hash FROM account_tokens WHERE purpose = 'verify-email' AND email = ? AND used_at IS NULL", email)).toHaveLength(1);

    const wrong = await postForm(worker, link, { password: "not-irenes-password" }, fromNewClient());
    expect(wrong.status).toBe(401);
    expect(sessionCookieFrom(wrong)).toBeUndefined();
    expect(await decodedPage(wrong)).toContain(es.account.confirmWrongPassword);
    expect((await accountRow(email))!.email_verified_at).toBeNull();
    expect((await worker.fetch(link)).status).toBe(200);

    const missing = await postForm(worker, link, {}, fromNewClient());
    expect(missing.status).toBe(422);
    expect(await decodedPage(missing)).toContain(es.account.confirmPasswordNeeded);

    const right = await postForm(worker, link, { password }, fromNewClient());
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/es/account");
    expect(toastText(right)).toContain(es.account.verifiedTitle);
    const cookie = sessionCookieFrom(right)!;
    expect(cookie).toBeTruthy();
    await right.arrayBuffer();
    const account = await accountRow(email);
    expect(account!.email_verified_at).not.toBeNull();
    expect(await rows(worker, "SELECT action FROM audit_log WHERE action = 'account.verify_email' AND target = ?", email)).toHaveLength(1);

    const area = await getAs(worker, cookie, "/es/account");
    expect(area.status).toBe(200);
    const areaHtml = await decodedPage(area);
    expect(firstHeading(areaHtml)).toBe(es.account.heading);
    expect(areaHtml).toContain(es.account.signedInAs.replace("{{email}}", email));
    expect(areaHtml).not.toContain('aria-labelledby="verify-banner"');

    // Used once: the link is dead now, even with the right password.
    const reused = await postForm(worker, link, { password }, fromNewClient());
    expect(reused.status).toBe(410);
    expect(sessionCookieFrom(reused)).toBeUndefined();
    expect(await decodedPage(reused)).toContain(es.account.verifyLinkInvalidText);
    const reopened = await worker.fetch(link);
    expect(reopened.status).toBe(404);
    expect(firstHeading(await decodedPage(reopened))).toBe(es.auth.invalidLinkTitle);
  });

  it("signed in as the owner, no password is needed, and the session stays the same", async () => {
    const email = "owner.signed.in@example.com";
    const password = "owner-signed-in-pw";
    const link = await register(email, password, "en");
    const cookie = await logIn(worker, email, password, "/auth");

    const opened = await getAs(worker, cookie, link);
    expect(opened.status).toBe(200);
    const html = await decodedPage(opened);
    expect(html).toContain(en.account.verifyIntroSignedIn.replace("{{email}}", email));
    expect(html).not.toContain('name="password"');
    expect((await accountRow(email))!.email_verified_at).toBeNull();

    const confirmed = await postAs(worker, cookie, link, {});
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/account");
    expect(toastText(confirmed)).toContain(en.account.verifiedTitle);
    expect(sessionCookieFrom(confirmed)).toBeUndefined();
    await confirmed.arrayBuffer();
    expect((await accountRow(email))!.email_verified_at).not.toBeNull();
    const area = await decodedPage(await getAs(worker, cookie, "/account"));
    expect(area).toContain(en.account.signedInAs.replace("{{email}}", email));
    expect(area).not.toContain('aria-labelledby="verify-banner"');
  });

  it("someone else's session with the link and a wrong password cannot confirm it", async () => {
    const email = "victim.address@example.com";
    const password = "victims-password-1";
    const link = await register(email, password, "en");
    const other = await insertUser(worker.db);
    const otherCookie = await logIn(worker, other.user.email, other.password, "/auth");

    const opened = await decodedPage(await getAs(worker, otherCookie, link));
    expect(opened).toContain(en.account.verifyIntro.replace("{{email}}", email));
    expect(opened).toContain('name="password"');

    const withoutPassword = await postAs(worker, otherCookie, link, {});
    expect(withoutPassword.status).toBe(422);
    await withoutPassword.arrayBuffer();
    const wrong = await postAs(worker, otherCookie, link, { password: "a-guess-at-it" });
    expect(wrong.status).toBe(401);
    expect(sessionCookieFrom(wrong)).toBeUndefined();
    expect(await decodedPage(wrong)).toContain(en.account.confirmWrongPassword);
    expect((await accountRow(email))!.email_verified_at).toBeNull();
    // The other person is still just themselves.
    expect(await decodedPage(await getAs(worker, otherCookie, "/account"))).toContain(en.account.signedInAs.replace("{{email}}", other.user.email));

    // The owner can still use the link.
    const owner = await postForm(worker, link, { password }, fromNewClient());
    expect(owner.status).toBe(303);
    await owner.arrayBuffer();
    expect((await accountRow(email))!.email_verified_at).not.toBeNull();
  });
});

describe("/account", () => {
  it("sends an anonymous visitor to log in, in the URL's language; the data download too", async () => {
    for (const [path, location] of [
      ["/account", "/auth?returnTo=%2Faccount"],
      ["/es/account", "/es/auth?returnTo=%2Fes%2Faccount"],
      ["/account/data.json", "/auth?returnTo=%2Faccount%2Fdata.json"],
      ["/es/account/data.json", "/es/auth?returnTo=%2Fes%2Faccount%2Fdata.json"],
    ] as const) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("Location"), path).toBe(location);
      expect(await response.text(), path).not.toContain("exportedAt");
    }
    const post = await postForm(worker, "/account", { intent: "newsletter", subscribe: "yes" }, fromNewClient());
    expect(post.status).toBe(303);
    expect(post.headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    await post.arrayBuffer();
  });

  it("shows the submissions sent with the address only once it is proven, with their status, and never anyone else's", async () => {
    const email = "maria.lopez@example.com";
    const { password } = await insertUser(worker.db, { email, isVerified: false });
    const [license, contact, partner, spam, someoneElses] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "Maria.Lopez@Example.COM", status: "new" }),
      leadFactory({ formType: "contact", email: "MARIA.LOPEZ@example.com", status: "contacted" }),
      leadFactory({ formType: "partner-network", email, status: "closed" }),
      leadFactory({ formType: "service-inquiry", email, status: "spam" }),
      leadFactory({ formType: "credit-repair-robot", email: "someone.else@example.com", status: "new" }),
    ]);
    const cookie = await logIn(worker, email, password, "/auth");

    const before = await decodedPage(await getAs(worker, cookie, "/account"));
    expect(before).toContain('aria-labelledby="verify-banner"');
    const hidden = section(before, "submissions-heading");
    expect(hidden).toContain(en.account.submissionsNeedVerification);
    expect(listItems(hidden)).toEqual([]);
    for (const word of [en.account.formTypes["license-application"], en.leadStatuses.new, en.leadStatuses.contacted]) expect(hidden).not.toContain(word);
    // Not in the page's loader data either, nor in what JavaScript would fetch.
    const loaderData = await getAs(worker, cookie, "/account.data");
    expect(loaderData.status).toBe(200);
    const loaderText = await loaderData.text();
    for (const row of [license!, contact!, partner!]) {
      expect(before).not.toContain(row.id);
      expect(loaderText).not.toContain(row.id);
    }
    const unprovenData = await getAs(worker, cookie, "/account/data.json");
    expect(await unprovenData.json()).toMatchObject({ account: { email, emailVerifiedAt: null }, submissions: [], newsletter: null });

    // The owner asks for the link again and uses it while signed in.
    const resent = await postAs(worker, cookie, "/account", { intent: "resend-verification" });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/account");
    expect(toastText(resent)).toContain(en.account.verificationSentTitle);
    await resent.arrayBuffer();
    const link = await latestLink(worker, email, "/verify-email/");
    const confirmed = await postAs(worker, cookie, link, {});
    expect(confirmed.status).toBe(303);
    await confirmed.arrayBuffer();
    expect((await accountRow(email))!.email_verified_at).not.toBeNull();

    const provenHtml = await decodedPage(await getAs(worker, cookie, "/account"));
    const provenData = await (await getAs(worker, cookie, "/account.data")).text();
    for (const row of [license!, contact!, partner!]) expect(provenData).toContain(row.id);
    for (const row of [spam!, someoneElses!]) {
      expect(provenHtml).not.toContain(row.id);
      expect(provenData).not.toContain(row.id);
    }
    const after = section(provenHtml, "submissions-heading");
    const items = listItems(after);
    expect(items).toHaveLength(3);
    // Newest first: the factory dates each new lead a minute before the previous one.
    const expected = [
      [en.account.formTypes["license-application"], en.leadStatuses.new],
      [en.account.formTypes.contact, en.leadStatuses.contacted],
      [en.account.formTypes["partner-network"], en.leadStatuses.closed],
    ];
    items.forEach((item, index) => {
      expect(item).toContain(expected[index]![0]);
      expect(item).toContain(`${en.account.statusLabel} ${expected[index]![1]}`);
    });
    expect(after).not.toContain(en.account.formTypes["service-inquiry"]);
    expect(after).not.toContain(en.account.formTypes["credit-repair-robot"]);

    const spanish = section(await decodedPage(await getAs(worker, cookie, "/es/account")), "submissions-heading");
    const spanishItems = listItems(spanish);
    expect(spanishItems).toHaveLength(3);
    expect(spanishItems[0]).toContain(es.account.formTypes["license-application"]);
    expect(spanishItems[0]).toContain(`${es.account.statusLabel} ${es.leadStatuses.new}`);
    expect(spanishItems[1]).toContain(`${es.account.statusLabel} ${es.leadStatuses.contacted}`);
    expect(spanishItems[2]).toContain(`${es.account.statusLabel} ${es.leadStatuses.closed}`);

    const download = await getAs(worker, cookie, "/account/data.json");
    expect(download.status).toBe(200);
    expect(download.headers.get("Cache-Control")).toBe("no-store");
    expect(download.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await download.text();
    expect(text).not.toContain("$scrypt");
    expect(text).not.toContain(password);
    expect(text).not.toContain("someone.else@example.com");
    const data = JSON.parse(text) as { account: Record<string, unknown>; submissions: Array<{ id: string; formType: string; status: string }> };
    expect(data.account).toMatchObject({ email, role: "user", language: "en" });
    expect(data.account).not.toHaveProperty("passwordHash");
    expect(data.submissions.map((row) => row.id)).toEqual([license!.id, contact!.id, partner!.id]);
    expect(data.submissions.map((row) => row.status)).toEqual(["new", "contacted", "closed"]);
  });

  it("saves the profile (name, language) and refuses an empty first name (Spanish)", async () => {
    const { user, password } = await insertUser(worker.db, { firstName: "Old", lastName: "Name", language: "en" });
    const cookie = await logIn(worker, user.email, password, "/auth");

    const refused = await postAs(worker, cookie, "/es/account", { intent: "profile", firstName: "", lastName: "Nuevo", language: "es" });
    expect(refused.status).toBe(422);
    expect(await decodedPage(refused)).toContain(es.forms.checkTitle);
    expect(await accountRow(user.email)).toMatchObject({ first_name: "Old", last_name: "Name", language: "en" });

    const saved = await postAs(worker, cookie, "/es/account", { intent: "profile", firstName: "Lucía", lastName: "Martín", language: "es" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/es/account");
    expect(toastText(saved)).toContain(es.account.profileSavedTitle);
    await saved.arrayBuffer();
    expect(await accountRow(user.email)).toMatchObject({ first_name: "Lucía", last_name: "Martín", language: "es" });
    expect(await rows(worker, "SELECT action FROM audit_log WHERE action = 'account.profile' AND target = ?", user.email)).toHaveLength(1);
    const html = await decodedPage(await getAs(worker, cookie, "/es/account"));
    expect(html).toContain('value="Lucía"');
    expect(html).toContain('value="Martín"');
  });

  it("changes the password only with the current one, ending the other sessions but keeping this one", async () => {
    const { user, password } = await insertUser(worker.db);
    const here = await logIn(worker, user.email, password, "/auth");
    const elsewhere = await logIn(worker, user.email, password, "/auth");
    const hashBefore = (await accountRow(user.email))!.password_hash;
    const newPassword = "a-changed-password";

    const wrong = await postAs(worker, here, "/account", {
      intent: "change-password",
      currentPassword: "not-the-current-one",
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(401);
    const wrongHtml = await decodedPage(wrong);
    expect(wrongHtml).toContain(en.account.wrongPasswordText);
    expect(wrongHtml).not.toContain(newPassword);
    const mismatch = await postAs(worker, here, "/account", {
      intent: "change-password",
      currentPassword: password,
      password: newPassword,
      confirmPassword: "something-else-1",
    });
    expect(mismatch.status).toBe(422);
    expect(await decodedPage(mismatch)).toContain(en.auth.passwordMismatchTitle);
    expect((await accountRow(user.email))!.password_hash).toBe(hashBefore);
    expect(await isAnonymous(elsewhere)).toBe(false);

    const changed = await postAs(worker, here, "/account", {
      intent: "change-password",
      currentPassword: password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("Location")).toBe("/account");
    expect(toastText(changed)).toContain(en.account.passwordChangedTitle);
    await changed.arrayBuffer();

    expect(await isAnonymous(here)).toBe(false);
    expect(await isAnonymous(elsewhere)).toBe(true);
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toHaveLength(1);
    expect((await tryLogin(user.email, password)).status).toBe(401);
    expect((await tryLogin(user.email, newPassword)).status).toBe(303);
  });

  it("writes the newsletter subscription only for a proven address", async () => {
    const unproven = await insertUser(worker.db, { isVerified: false });
    const unprovenCookie = await logIn(worker, unproven.user.email, unproven.password, "/auth");
    const refused = await postAs(worker, unprovenCookie, "/account", { intent: "newsletter", subscribe: "yes" });
    expect(refused.status).toBe(303);
    expect(toastText(refused)).toContain(en.account.notVerifiedTitle);
    await refused.arrayBuffer();
    expect(await rows(worker, "SELECT email FROM newsletter_subscribers WHERE email = ?", unproven.user.email)).toEqual([]);
    expect(section(await decodedPage(await getAs(worker, unprovenCookie, "/account")), "newsletter-heading")).toContain(en.account.newsletterNeedsVerification);

    const { user, password } = await insertUser(worker.db, { language: "es" });
    const cookie = await logIn(worker, user.email, password, "/auth");
    const subscribed = await postAs(worker, cookie, "/es/account", { intent: "newsletter", subscribe: "yes" });
    expect(subscribed.status).toBe(303);
    expect(toastText(subscribed)).toContain(es.account.subscribedTitle);
    await subscribed.arrayBuffer();
    expect(await rows(worker, "SELECT status, language FROM newsletter_subscribers WHERE email = ?", user.email)).toEqual([
      { status: "subscribed", language: "es" },
    ]);
    expect(section(await decodedPage(await getAs(worker, cookie, "/es/account")), "newsletter-heading")).toContain(es.account.subscribedState);

    const unsubscribed = await postAs(worker, cookie, "/es/account", { intent: "newsletter", subscribe: "no" });
    expect(unsubscribed.status).toBe(303);
    expect(toastText(unsubscribed)).toContain(es.account.unsubscribedTitle);
    await unsubscribed.arrayBuffer();
    expect(await rows(worker, "SELECT status FROM newsletter_subscribers WHERE email = ?", user.email)).toEqual([{ status: "unsubscribed" }]);
    expect(section(await decodedPage(await getAs(worker, cookie, "/es/account")), "newsletter-heading")).toContain(es.account.notSubscribedState);
    const data = (await (await getAs(worker, cookie, "/account/data.json")).json()) as { newsletter: string };
    expect(data.newsletter).toBe("unsubscribed");
  });

  it("deletes the account only with its password: the row, every session, recorded in the audit log", async () => {
    const { user, password } = await insertUser(worker.db);
    const here = await logIn(worker, user.email, password, "/auth");
    const elsewhere = await logIn(worker, user.email, password, "/auth");

    const confirmPage = await decodedPage(await getAs(worker, here, "/account?confirm=delete"));
    expect(confirmPage).toContain(en.account.deleteConfirmText);

    const missing = await postAs(worker, here, "/account", { intent: "delete" });
    expect(missing.status).toBe(422);
    expect(await decodedPage(missing)).toContain(en.account.deletePasswordNeeded);
    const wrong = await postAs(worker, here, "/account", { intent: "delete", password: "not-my-password" });
    expect(wrong.status).toBe(401);
    expect(await decodedPage(wrong)).toContain(en.account.wrongPasswordText);
    expect(await accountRow(user.email)).toBeDefined();
    expect(await isAnonymous(here)).toBe(false);

    const deleted = await postAs(worker, here, "/account", { intent: "delete", password });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(toastText(deleted)).toContain(en.account.deletedTitle);
    const cleared = deleted.headers.getSetCookie().find((header) => header.startsWith("__session="));
    expect(cleared).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/i);
    await deleted.arrayBuffer();

    expect(await accountRow(user.email)).toBeUndefined();
    expect(await rows(worker, "SELECT id FROM sessions WHERE user_id = ?", user.id)).toEqual([]);
    expect(await isAnonymous(here)).toBe(true);
    expect(await isAnonymous(elsewhere)).toBe(true);
    expect(await rows(worker, "SELECT actor_email, target FROM audit_log WHERE action = 'account.delete' AND actor_user_id = ?", user.id)).toEqual([
      { actor_email: user.email, target: user.email },
    ]);
    expect((await tryLogin(user.email, password)).status).toBe(401);
  });

  it("the last admin cannot delete themselves; with another admin they can (Spanish)", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    expect(await rows(worker, "SELECT id FROM users WHERE role = 'admin'")).toEqual([{ id: user.id }]);
    const cookie = await logIn(worker, user.email, password);

    const refused = await postAs(worker, cookie, "/es/account", { intent: "delete", password });
    expect(refused.status).toBe(409);
    const html = await decodedPage(refused);
    expect(html).toContain(es.account.deleteRefusedTitle);
    expect(html).toContain(es.account.lastAdminText);
    expect(await accountRow(user.email)).toBeDefined();
    expect(await isAnonymous(cookie)).toBe(false);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'account.delete' AND actor_user_id = ?", user.id)).toEqual([]);

    await insertUser(worker.db, { role: "admin" });
    const deleted = await postAs(worker, cookie, "/es/account", { intent: "delete", password });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/es");
    await deleted.arrayBuffer();
    expect(await accountRow(user.email)).toBeUndefined();
    expect(await isAnonymous(cookie)).toBe(true);
  });
});

describe("e-mails the account area sends", () => {
  it("sends no new confirmation link to a proven address", async () => {
    const { user, password } = await insertUser(worker.db);
    const cookie = await logIn(worker, user.email, password, "/auth");
    const resent = await postAs(worker, cookie, "/account", { intent: "resend-verification" });
    expect(resent.status).toBe(303);
    expect(toastText(resent)).toContain(en.account.verificationSentTitle);
    await resent.arrayBuffer();
    // The action queues a link before it answers, so none has come by now.
    expect(await emailsTo(worker, user.email)).toEqual([]);
    expect(await rows(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ?", user.id)).toEqual([]);
  });
});
