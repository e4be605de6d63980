/**
 * The newsletter's double opt-in on the built worker and a real D1: a sign-up makes the address
 * pending and sends one signed confirmation a day at most; a GET of the link changes nothing, the
 * button confirms; the unsubscribe link works in one click (RFC 8058) and from its page; forged
 * links change nothing; the admins see each address's state and export only current subscribers.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { leadPost } from "../support/lead-fixtures";
import { decodeSingleFetch, emailsTo, latestLink, waitForEmail } from "../support/mailbox";
import { postForm, rows, startWorkerForFile, testBindings, type TestWorker } from "../support/worker";

const worker: TestWorker = startWorkerForFile();

interface SubscriberRow {
  email: string;
  status: string;
  language: string;
  source: string;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

async function subscriber(email: string): Promise<SubscriberRow | undefined> {
  const [row] = await rows<SubscriberRow>(worker, "SELECT * FROM newsletter_subscribers WHERE email = ?", email.toLowerCase());
  return row;
}

/** A sign-up as the footer sends it without JavaScript (each from its own client, so no budget is shared). */
function signUp(email: string, options: { language?: "en" | "es"; source?: string } = {}) {
  const path = options.language === "es" ? "/es/newsletter" : "/newsletter";
  return postForm(worker, path, leadPost("newsletter", { email, source: options.source ?? "footer" }), { "CF-Connecting-IP": nextClientAddress() });
}

const confirmations = async (email: string) => (await emailsTo(worker, email)).filter((row) => row.kind === "newsletter-confirmation");

async function pageText(path: string, expectedStatus = 200): Promise<string> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(expectedStatus);
  return decodeEntities(await response.text());
}

/** A person's press of the page's button (a same-origin form post). */
const press = (path: string, intent: string) => postForm(worker, path, { intent });

/** The mailbox provider's one-click POST: no cookie, no Origin, urlencoded or multipart (which RFC 8058 recommends). */
const oneClick = (path: string, encoding: "urlencoded" | "multipart" = "urlencoded") => {
  if (encoding === "urlencoded") {
    return worker.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
  }
  const boundary = "----one-click";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
  return worker.fetch(path, { method: "POST", headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body });
};

async function signedUpAndConfirmed(email: string) {
  await signUp(email);
  const confirm = await latestLink(worker, email, "/newsletter/confirm/");
  await press(confirm, "confirm");
  expect((await subscriber(email))?.status).toBe("subscribed");
  return { confirm, unsubscribe: await latestLink(worker, email, "/newsletter/unsubscribe/") };
}

describe("signing up", () => {
  it("stores the lead, makes the address pending and sends the signed opt-in e-mail with one-click headers and the postal address", async () => {
    const email = "Pending.Reader@Example.com";
    const response = await signUp(email, { source: "blog" });
    expect(response.status).toBe(303);
    expect(toastText(response)).toContain(en.newsletter.successText);

    const [lead] = await rows<{ form_type: string; source: string }>(
      worker,
      "SELECT form_type, source FROM form_submissions WHERE lower(email) = lower(?)",
      email,
    );
    expect(lead).toMatchObject({ form_type: "newsletter", source: "blog" });
    expect(await subscriber(email)).toMatchObject({ status: "pending", language: "en", source: "blog", confirmed_at: null });

    const message = await waitForEmail(worker, email, "newsletter-confirmation");
    expect(message.to_address).toBe(email.toLowerCase());
    expect(message.text_body).toContain(testBindings.POSTAL_ADDRESS);
    const headers = JSON.parse((message as unknown as { headers: string }).headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\/[^>]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("confirms only with the button: the link's GET shows a page and changes nothing", async () => {
    const email = "confirm.me@example.com";
    await signUp(email);
    const confirm = await latestLink(worker, email, "/newsletter/confirm/");
    const page = await pageText(confirm);
    expect(page).toContain(en.newsletter.confirmIntro.replace("{{email}}", email));
    expect((await subscriber(email))?.status).toBe("pending");

    const pressed = await press(confirm, "confirm");
    expect(pressed.status).toBe(303);
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: "subscribed" });
    expect(row?.confirmed_at).toBeTruthy();
  });

  it("sends no second e-mail to a pending address within a day, and sends one after a day", async () => {
    const email = "twice@example.com";
    await signUp(email);
    await waitForEmail(worker, email, "newsletter-confirmation");
    const again = await signUp(email);
    expect(toastText(again)).toContain(en.newsletter.successText);
    expect(await confirmations(email)).toHaveLength(1);

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await worker.db.prepare("UPDATE newsletter_subscribers SET confirmation_sent_at = ? WHERE email = ?").bind(dayAgo, email).run();
    await signUp(email);
    await latestLink(worker, email, "/newsletter/confirm/", { after: 1 });
    expect(await confirmations(email)).toHaveLength(2);
  });

  it("keeps one opt-in e-mail between sign-ups that race, recorded in the same batch as the address", async () => {
    const email = "racing@example.com";
    const answers = await Promise.all(Array.from({ length: 5 }, () => signUp(email)));
    expect(answers.map((response) => response.status)).toEqual([303, 303, 303, 303, 303]);
    const sent = await confirmations(email);
    expect(sent).toHaveLength(1);
    // No e-mail row without the address's "sent" mark, and no mark without its e-mail.
    expect((await subscriber(email))?.confirmation_sent_at).not.toBeNull();
    const counted = await rows<{ count: number }>(
      worker,
      "SELECT count(*) AS count FROM email_outbox WHERE kind = 'newsletter-confirmation' AND to_address = ?",
      email,
    );
    expect(counted[0]?.count).toBe(1);
  });

  it("answers a subscribed address exactly as any other, and sends it nothing", async () => {
    const email = "already@example.com";
    await signedUpAndConfirmed(email);
    const before = (await emailsTo(worker, email)).length;
    const response = await signUp(email);
    expect(response.status).toBe(303);
    expect(toastText(response)).toBe(toastText(await signUp("someone.new@example.com")));
    expect((await emailsTo(worker, email)).length).toBe(before);
    expect((await subscriber(email))?.status).toBe("subscribed");
  });

  it("with JavaScript (the fetcher's .data post) gives the same answer and the same e-mail", async () => {
    const email = "with-script.reader@example.com";
    const response = await postForm(worker, "/newsletter.data", leadPost("newsletter", { email, source: "newsletter-page" }, { enhanced: "1" }), {
      "CF-Connecting-IP": nextClientAddress(),
    });
    expect(response.status).toBe(200);
    const answer = decodeSingleFetch(await response.text()) as { data: { ok: boolean; toast: { description: string } } };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.toast.description).toBe(en.newsletter.successText);
    await waitForEmail(worker, email, "newsletter-confirmation");
    expect(await subscriber(email)).toMatchObject({ status: "pending", source: "newsletter-page" });
  });

  it("in Spanish: the e-mail, its links and the pages", async () => {
    const email = "lector@example.com";
    const response = await signUp(email, { language: "es", source: "about-email-dialog" });
    expect(toastText(response)).toContain(es.newsletter.successText);
    const message = await waitForEmail(worker, email, "newsletter-confirmation");
    expect(message.language).toBe("es");
    expect(message.subject).toBe(es.emails.newsletterConfirmSubject);
    const confirm = await latestLink(worker, email, "/newsletter/confirm/");
    expect(confirm.startsWith("/es/newsletter/confirm/")).toBe(true);
    expect(await pageText(confirm)).toContain(es.newsletter.confirmIntro.replace("{{email}}", email));
    await press(confirm, "confirm");
    const unsubscribe = await latestLink(worker, email, "/newsletter/unsubscribe/");
    expect(unsubscribe.startsWith("/es/newsletter/unsubscribe/")).toBe(true);
    expect(await pageText(unsubscribe)).toContain(es.newsletter.unsubscribeIntro.replace("{{email}}", email));
    expect(await subscriber(email)).toMatchObject({ status: "subscribed", language: "es", source: "about-email-dialog" });
  });
});

describe("unsubscribing", () => {
  for (const encoding of ["urlencoded", "multipart"] as const) {
    it(`takes the one-click POST (${encoding}) with no cookie and no Origin: 200, plain text, unsubscribed`, async () => {
      const email = `one.click.${encoding}@example.com`;
      const { unsubscribe } = await signedUpAndConfirmed(email);
      const response = await oneClick(unsubscribe, encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("text/plain");
      expect(await response.text()).toBe("Unsubscribed.\n");
      const row = await subscriber(email);
      expect(row?.status).toBe("unsubscribed");
      expect(row?.unsubscribed_at).toBeTruthy();
    });
  }

  it("answers a one-click POST to a link with a malformed escape as an invalid link, with and without .data", async () => {
    for (const path of ["/newsletter/unsubscribe/%zz", "/newsletter/unsubscribe/%E9.x.y", "/es/newsletter/unsubscribe/%", "/newsletter/unsubscribe/%zz.data"]) {
      for (const encoding of ["urlencoded", "multipart"] as const) {
        const response = await oneClick(path, encoding);
        expect(response.status, `${encoding} ${path}`).toBe(400);
        expect(await response.text()).toBe("Invalid link.\n");
      }
    }
  });

  it("unsubscribes with the page's button, and subscribes again from the same page", async () => {
    const email = "comes.back@example.com";
    const { unsubscribe } = await signedUpAndConfirmed(email);
    expect((await subscriber(email))?.status).toBe("subscribed");
    expect((await pageText(unsubscribe)).length).toBeGreaterThan(0);
    expect((await subscriber(email))?.status).toBe("subscribed");

    expect(toastText(await press(unsubscribe, "unsubscribe"))).toContain(en.newsletter.unsubscribedToastText);
    expect((await subscriber(email))?.status).toBe("unsubscribed");
    expect(await pageText(unsubscribe)).toContain(en.newsletter.resubscribeButton);

    expect(toastText(await press(unsubscribe, "resubscribe"))).toContain(en.newsletter.resubscribedToastText);
    expect((await subscriber(email))?.status).toBe("subscribed");
  });
});

describe("forged links", () => {
  it("refuse altered, made-up and other-purpose tokens, changing nothing", async () => {
    const email = "forged@example.com";
    await signUp(email);
    const confirm = await latestLink(worker, email, "/newsletter/confirm/");
    const unsubscribe = await latestLink(worker, email, "/newsletter/unsubscribe/");
    const confirmToken = confirm.split("/").pop()!;
    const unsubscribeToken = unsubscribe.split("/").pop()!;
    const altered = (token: string) => `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;

    for (const path of [`/newsletter/confirm/${altered(confirmToken)}`, `/newsletter/confirm/${unsubscribeToken}`, "/newsletter/confirm/not-a-token"]) {
      await pageText(path, 404);
      await press(path, "confirm");
      expect((await subscriber(email))?.status, path).toBe("pending");
    }

    await press(confirm, "confirm");
    for (const path of [
      `/newsletter/unsubscribe/${altered(unsubscribeToken)}`,
      `/newsletter/unsubscribe/${confirmToken}`,
      "/newsletter/unsubscribe/not-a-token",
    ]) {
      await pageText(path, 404);
      expect((await oneClick(path)).status, path).toBe(400);
      await press(path, "unsubscribe");
      expect((await subscriber(email))?.status, path).toBe("subscribed");
    }
  });
});

describe("the account area", () => {
  it("shows a footer sign-up as waiting for confirmation; subscribing there is direct, with source 'account'", async () => {
    const { user, password } = await insertUser(worker.db, {});
    const cookie = await logIn(worker, user.email, password, "/auth");
    await signUp(user.email);
    await waitForEmail(worker, user.email, "newsletter-confirmation");
    expect(decodeEntities(await (await getAs(worker, cookie, "/account")).text())).toContain(en.account.pendingState);

    const subscribed = await postAs(worker, cookie, "/account", { intent: "newsletter", subscribe: "yes" });
    expect(subscribed.status).toBe(303);
    await subscribed.arrayBuffer();
    expect(await subscriber(user.email)).toMatchObject({ status: "subscribed", source: "account" });
    expect(decodeEntities(await (await getAs(worker, cookie, "/account")).text())).toContain(en.account.subscribedState);
  });
});

describe("for the admins", () => {
  const admin = signedInAdminForFile(worker);

  it("shows each newsletter address's state with its date, and exports only confirmed current subscribers", async () => {
    await signUp("list.pending@example.com");
    await signedUpAndConfirmed("list.subscribed@example.com");
    const { unsubscribe } = await signedUpAndConfirmed("list.left@example.com");
    await oneClick(unsubscribe);

    const page = decodeEntities(await (await getAs(worker, admin.cookie, "/submissions-manager?tab=newsletter")).text());
    expect(page).toContain('data-subscription="pending"');
    expect(page).toContain('data-subscription="subscribed"');
    expect(page).toContain('data-subscription="unsubscribed"');
    expect(page).toContain(en.submissions.exportSubscribers);

    const csv = await getAs(worker, admin.cookie, "/submissions-manager/subscribers.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("email,language,source,confirmed_at");
    const emails = lines.slice(1).map((line) => line.split(",")[0]);
    expect(emails).toContain("list.subscribed@example.com");
    expect(emails).not.toContain("list.pending@example.com");
    expect(emails).not.toContain("list.left@example.com");
  });

  it("keeps the Subscribers CSV from anyone but an admin", async () => {
    const anonymous = await worker.fetch("/submissions-manager/subscribers.csv");
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("Location")).toContain("login");
  });

  it("erasing an address removes its subscription too", async () => {
    const email = "erase.reader@example.com";
    await signedUpAndConfirmed(email);
    const [lead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ?", email);
    const response = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "erase", id: lead!.id, view: "" });
    expect(response.status).toBe(303);
    expect(await subscriber(email)).toBeUndefined();
  });
});
