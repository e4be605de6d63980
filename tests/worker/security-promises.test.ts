/**
 * Promises of docs/SECURITY.md that no other file checks on their own: audit rows for password
 * events, one-time links dying, what the log never carries, the signed toast and hand-over
 * cookies, lead-form caps, the applicant's status e-mail, `Server-Timing`, the edge cache and
 * the security headers on every kind of response. Each over HTTP against the built worker.
 */
import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { localizePath, supportedLanguages } from "~/i18n/languages";
import { fieldLimits } from "~/leads/forms/fields";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { blogPostSources } from "~/content/blog/posts";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, fromNewClient, getAs, postAs, sessionCookieFrom, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities, firstHeading } from "../support/html";
import { formIds, formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { emailsTo, insertAccountToken, latestLink, madeUpToken, tokenOf, type OutboxRow } from "../support/mailbox";
import { pagePaths } from "../support/routes-manifest";
import { poll, postForm, rows, startWorker, startWorkerForFile, testBindings, testOrigin, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

const sameOrigin = { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host };
const hourMs = 3_600_000;

/** A sign-in at /auth from a new client; the response with its body read. */
async function signIn(email: string, password: string) {
  const response = await postForm(worker, "/auth", { intent: "login", email, password }, fromNewClient());
  await response.arrayBuffer();
  return response;
}

function registration(email: string, password: string) {
  return { intent: "register", firstName: "Rosa", lastName: "Mendez", email, password, confirmPassword: password, terms: "on" };
}

/** Every audit row and stored lead, as one text (to prove a secret appears nowhere in them). */
async function auditAndLeadText(): Promise<string> {
  return JSON.stringify([await rows(worker, "SELECT * FROM audit_log"), await rows(worker, "SELECT * FROM form_submissions")]);
}

describe("password events leave an audit row that carries no password", () => {
  it("a reset through a one-time link writes account.password_reset", async () => {
    const { user, password: oldPassword } = await insertUser(worker.db);
    const token = madeUpToken();
    await insertAccountToken(worker, {
      token,
      userId: user.id,
      email: user.email,
      purpose: "reset-password",
      expiresAt: new Date(Date.now() + hourMs).toISOString(),
    });
    const newPassword = "Reset-Chosen-Passphrase-71";
    const used = await postForm(worker, `/set-password/${token}`, { password: newPassword, confirmPassword: newPassword }, fromNewClient());
    expect(used.status).toBe(303);
    await used.arrayBuffer();

    const audit = await rows<{ actor_user_id: string; target: string }>(
      worker,
      "SELECT actor_user_id, target FROM audit_log WHERE action = 'account.password_reset'",
    );
    expect(audit).toEqual([{ actor_user_id: user.id, target: user.email }]);
    const stored = await auditAndLeadText();
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(oldPassword);
    expect(stored).not.toContain(token);
  });

  it("a change in the account area writes account.password_change", async () => {
    const { user, password: oldPassword } = await insertUser(worker.db);
    const signedIn = await signIn(user.email, oldPassword);
    expect(signedIn.status).toBe(303);
    const cookie = sessionCookieFrom(signedIn)!;
    const newPassword = "Changed-Passphrase-In-Account-52";
    const changed = await postAs(worker, cookie, "/account", {
      intent: "change-password",
      currentPassword: oldPassword,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(303);
    expect(toastText(changed)).toContain(en.account.passwordChangedTitle);
    await changed.arrayBuffer();

    const audit = await rows<{ actor_user_id: string; target: string }>(
      worker,
      "SELECT actor_user_id, target FROM audit_log WHERE action = 'account.password_change'",
    );
    expect(audit).toEqual([{ actor_user_id: user.id, target: user.email }]);
    const stored = await auditAndLeadText();
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(oldPassword);
  });
});

describe("one-time links expire and die with the address they were sent to", () => {
  async function verifiedAt(userId: string) {
    const [row] = await rows<{ email_verified_at: string | null }>(worker, "SELECT email_verified_at FROM users WHERE id = ?", userId);
    return row!.email_verified_at;
  }

  /** A registration's own confirmation link, with its account. */
  async function registeredWithLink(address: string, password: string) {
    const registered = await postForm(worker, "/auth", registration(address, password), fromNewClient());
    expect(registered.status).toBe(303);
    await registered.arrayBuffer();
    const link = await latestLink(worker, address, "/verify-email/");
    const [account] = await rows<{ id: string }>(worker, "SELECT id FROM users WHERE email = ?", address);
    return { link, userId: account!.id };
  }

  async function expectDeadVerifyLink(link: string, password: string) {
    const opened = await worker.fetch(link);
    expect(opened.status).toBe(404);
    expect(firstHeading(await decodedPage(opened))).toBe(en.auth.invalidLinkTitle);
    const posted = await postForm(worker, link, { password }, fromNewClient());
    expect(posted.status).toBe(410);
    expect(await decodedPage(posted)).toContain(en.account.verifyLinkInvalidText);
  }

  it("a verify-email link is issued for 24 hours and is refused once expired", async () => {
    const password = "verify-expiry-password";
    const { link, userId } = await registeredWithLink("verify.expiry@example.com", password);
    const [issued] = await rows<{ created_at: string; expires_at: string }>(
      worker,
      "SELECT created_at, expires_at FROM account_tokens WHERE user_id = ? AND purpose = 'verify-email'",
      userId,
    );
    const lifetime = Date.parse(issued!.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(24 * hourMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * hourMs);
    expect((await worker.fetch(link)).status).toBe(200);

    await worker.db
      .prepare("UPDATE account_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'verify-email'")
      .bind(new Date(Date.now() - 1_000).toISOString(), userId)
      .run();
    await expectDeadVerifyLink(link, password);
    expect(await verifiedAt(userId)).toBeNull();
  });

  it("a verify-email link dies when the account's address changes", async () => {
    const password = "verify-moved-password";
    const { link, userId } = await registeredWithLink("verify.moved@example.com", password);
    expect((await worker.fetch(link)).status).toBe(200);

    await worker.db.prepare("UPDATE users SET email = 'verify.moved.elsewhere@example.com' WHERE id = ?").bind(userId).run();
    await expectDeadVerifyLink(link, password);
    expect(await verifiedAt(userId)).toBeNull();
  });

  it("an admin invitation link dies when the account's address changes", async () => {
    const { user } = await insertUser(worker.db, { password: null });
    const token = madeUpToken();
    await insertAccountToken(worker, {
      token,
      userId: user.id,
      email: user.email,
      purpose: "admin-invite",
      createdBy: admin.id,
      expiresAt: new Date(Date.now() + 24 * hourMs).toISOString(),
    });
    expect((await worker.fetch(`/set-password/${token}`)).status).toBe(200);

    await worker.db.prepare("UPDATE users SET email = ? WHERE id = ?").bind(`moved-${user.email}`, user.id).run();
    const opened = await worker.fetch(`/set-password/${token}`);
    expect(opened.status).toBe(404);
    expect(firstHeading(await decodedPage(opened))).toBe(en.auth.invalidLinkTitle);
    const posted = await postForm(
      worker,
      `/set-password/${token}`,
      { password: "invitee-late-password", confirmPassword: "invitee-late-password" },
      fromNewClient(),
    );
    expect(posted.status).toBe(410);
    await posted.arrayBuffer();
    const [after] = await rows<{ password_hash: string | null }>(worker, "SELECT password_hash FROM users WHERE id = ?", user.id);
    expect(after!.password_hash).toBeNull();
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.invitation_accepted' AND actor_user_id = ?", user.id)).toEqual([]);
  });
});

describe("the log never carries a password, a lead's message or an e-mail body", () => {
  it("over a registration, a failed and a successful sign-in, a reset request and a lead with a message", async () => {
    worker.takeRawLogLines();
    const earlier = new Set((await rows<{ id: string }>(worker, "SELECT id FROM email_outbox")).map((email) => email.id));
    const address = "log.watcher@example.com";
    const password = "Log-Watch-Secret-Passphrase-93";
    const wrongPassword = "Wrong-Guess-Passphrase-44";
    const message = "Please call me about the evening course, ref QX-7731-LOGCHECK.";

    const registered = await postForm(worker, "/auth", registration(address, password), fromNewClient());
    expect(registered.status).toBe(303);
    await registered.arrayBuffer();
    expect((await signIn(address, wrongPassword)).status).toBe(401);
    expect((await signIn(address, password)).status).toBe(303);
    const reset = await postForm(worker, "/forgot-password", { email: address }, fromNewClient());
    expect(reset.status).toBe(303);
    await reset.arrayBuffer();
    const resetLink = await latestLink(worker, address, "/set-password/");
    const lead = await postForm(
      worker,
      formPaths.contact,
      leadPost("contact", { ...validLeads.contact, email: "log.lead@example.com", message }),
      fromNewClient(),
    );
    expect(lead.status).toBe(303);
    await lead.arrayBuffer();

    // Every e-mail these caused has been handed to the (logging) sender, and its log line written.
    const emails = await poll("every e-mail sent", async () => {
      const all = (await rows<OutboxRow>(worker, "SELECT * FROM email_outbox")).filter((email) => !earlier.has(email.id));
      const kinds = new Set(all.map((email) => email.kind));
      const isComplete = ["verify-email", "password-reset", "lead-notice"].every((kind) => kinds.has(kind));
      return isComplete && all.every((email) => email.status === "sent") ? all : undefined;
    });
    const lines: string[] = [];
    await poll("a log line for every e-mail", async () => {
      lines.push(...worker.takeRawLogLines());
      return lines.filter((line) => line.includes('"email_logged"')).length >= emails.length ? true : undefined;
    });
    expect(lines.filter((line) => line.includes('"event":"request"')).length).toBeGreaterThanOrEqual(5);

    const log = lines.join("\n");
    expect(log).not.toContain(password);
    expect(log).not.toContain(wrongPassword);
    expect(log).not.toContain("QX-7731-LOGCHECK");
    expect(log).not.toContain(tokenOf(resetLink));
    for (const email of emails) {
      // The subject is logged on purpose; no other line of the body is.
      const bodyLines = email.text_body
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line.length >= 12 && !email.subject.includes(line));
      expect(bodyLines.length, `${email.kind} has a body to look for`).toBeGreaterThan(0);
      for (const line of bodyLines) expect(log, `${email.kind}: ${line}`).not.toContain(line);
    }
  });
});

describe("the toast and hand-over cookies are believed only when signed with the site's secret and not yet ended", () => {
  const wrongSecret = "not-the-site-secret-000000000000000000000";

  async function cookieHeader(name: string, value: unknown, secrets?: string[]) {
    const setCookie = await createCookie(name, secrets ? { secrets } : {}).serialize(value);
    return setCookie.split(";")[0]!;
  }

  /** A short-lived cookie's value: what it carries and when it ends (docs/decisions/039). */
  const sealed = (value: unknown, expiresAt = Date.now() + 60_000) => ({ value, expiresAt });

  it("shows a toast signed by the site, and not one unsigned, signed with another secret or ended", async () => {
    const toastWith = (description: string) => sealed({ kind: "error", title: "Security notice", description });
    const signed = await cookieHeader("toast", toastWith("Genuine-toast-text-5521"), [testBindings.SESSION_SECRET]);
    const unsigned = await cookieHeader("toast", toastWith("Unsigned-toast-text-6632"));
    const forged = await cookieHeader("toast", toastWith("Forged-toast-text-7743"), [wrongSecret]);
    const ended = await cookieHeader("toast", sealed({ kind: "error", title: "Security notice", description: "Ended-toast-text-8854" }, Date.now() - 1000), [
      testBindings.SESSION_SECRET,
    ]);

    expect(await (await worker.fetch("/about", { headers: { Cookie: signed } })).text()).toContain("Genuine-toast-text-5521");
    for (const [cookie, text] of [
      [unsigned, "Unsigned-toast-text-6632"],
      [forged, "Forged-toast-text-7743"],
      [ended, "Ended-toast-text-8854"],
    ] as const) {
      const response = await worker.fetch("/about", { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(text);
      // The cookie that is not ours is removed.
      expect(response.headers.getSetCookie().some((header) => /^toast=;.*Max-Age=0/i.test(header))).toBe(true);
    }
  });

  it("prefills the application from a signed hand-over, and ignores an unsigned, forged or ended one", async () => {
    const handOver = (tag: string) => sealed({ email: `${tag.toLowerCase()}@example.com`, message: `${tag}-message-text` });
    const signed = await cookieHeader("prefill", handOver("Genuine8841"), [testBindings.SESSION_SECRET]);
    const unsigned = await cookieHeader("prefill", handOver("Unsigned9952"));
    const forged = await cookieHeader("prefill", handOver("Forged1063"), [wrongSecret]);
    const ended = await cookieHeader("prefill", sealed({ email: "ended2174@example.com", message: "Ended2174-message-text" }, Date.now() - 1000), [
      testBindings.SESSION_SECRET,
    ]);

    const genuine = await (await worker.fetch("/sponsorship-application", { headers: { Cookie: signed } })).text();
    expect(genuine).toContain("genuine8841@example.com");
    expect(genuine).toContain("Genuine8841-message-text");
    for (const [cookie, tag] of [
      [unsigned, "Unsigned9952"],
      [forged, "Forged1063"],
      [ended, "Ended2174"],
    ] as const) {
      const response = await worker.fetch("/sponsorship-application", { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain(tag.toLowerCase());
      expect(html).not.toContain(`${tag}-message-text`);
    }
  });
});

describe("a lead-form field over its cap is refused in the visitor's language, and nothing is stored", () => {
  const overCap: Array<{ formType: "contact" | "youth-sponsorship"; field: string; limit: number }> = [
    { formType: "contact", field: "message", limit: fieldLimits.message },
    { formType: "contact", field: "fullName", limit: fieldLimits.name },
    { formType: "youth-sponsorship", field: "message", limit: fieldLimits.paragraph },
  ];
  for (const { formType, field, limit } of overCap) {
    for (const [language, dictionary] of [
      ["en", en],
      ["es", es],
    ] as const) {
      it(`${formType} ${field} of ${limit + 1} characters → 422 (${language})`, async () => {
        const address = `cap.${formType}.${field}.${language}@example.com`.toLowerCase();
        const typed = `Start ${"z".repeat(limit + 1 - "Start ".length - " end".length)} end`;
        expect(typed).toHaveLength(limit + 1);
        const response = await postForm(
          worker,
          inLanguage(formPaths[formType], language),
          leadPost(formType, { ...validLeads[formType], email: address, [field]: typed }),
          fromNewClient(),
        );
        expect(response.status).toBe(422);
        const html = await response.text();
        const error = html.match(new RegExp(`id="${formIds[formType]}-${field}-error"[^>]*>([^<]*)<`))?.[1];
        expect(decodeEntities(error ?? "")).toBe(dictionary.validation.tooLong.replace("{{max}}", String(limit)));
        // What was typed comes back (the echo of any field is capped at 5,000 characters).
        expect(decodeEntities(html).includes(typed.slice(0, 5000)), "the typed value is kept").toBe(true);
        expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = ?", address)).toEqual([]);
        expect(await emailsTo(worker, address)).toEqual([]);
      });
    }
  }
});

describe("an admin's note never reaches the applicant's status e-mail", () => {
  it("change and notify sends our words only, not the note on the lead", async () => {
    const [lead] = await insertLeads(worker.db, [
      leadFactory({ formType: "license-application", email: "noted.applicant@example.com", firstName: "Irene", language: "en" }),
    ]);
    const note = "Private remark NOTE-CANARY-4417: credit score looked weak";
    const noted = await postAs(worker, admin.cookie, "/submissions-manager", { intent: "note", note, id: lead!.id, view: "" });
    expect(noted.status).toBeLessThan(400);
    await noted.arrayBuffer();
    expect(await rows(worker, "SELECT body FROM submission_notes WHERE submission_id = ?", lead!.id)).toEqual([{ body: note }]);

    const changed = await postAs(worker, admin.cookie, "/submissions-manager", {
      intent: "status",
      id: lead!.id,
      from: "new",
      to: "accepted",
      notify: "yes",
      view: "",
    });
    expect(changed.status).toBe(303);
    expect(toastText(changed)).toContain(en.submissions.statusNotifiedText);
    await changed.arrayBuffer();

    const [email, ...more] = (await emailsTo(worker, "noted.applicant@example.com")).filter((sent) => sent.kind === "status-update");
    expect(more).toEqual([]);
    expect(email!.text_body).toContain("Irene");
    for (const part of [email!.subject, email!.text_body, email!.html_body]) {
      expect(part).not.toContain("NOTE-CANARY-4417");
      expect(part).not.toContain("credit score");
    }
  });
});

describe("Server-Timing", () => {
  const onlyWorkerDuration = /^worker;dur=\d+(\.\d+)?$/;

  it("carries exactly one worker;dur=<number> on a page, a cached page, a refused and an accepted form post", async () => {
    const fromCache = await poll("a page served from the edge cache", async () => {
      const response = await worker.fetch("/terms");
      if (response.headers.get("X-Html-Cache") === "hit") return response;
      await response.arrayBuffer();
      return undefined;
    });
    const answers: Array<[string, WorkerResponse]> = [
      ["page", await worker.fetch("/")],
      ["cached page", fromCache],
      ["signed-in page", await getAs(worker, admin.cookie, "/submissions-manager")],
      ["refused post", await postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "" }), fromNewClient())],
      [
        "accepted post",
        await postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "timing@example.com" }), fromNewClient()),
      ],
    ];
    for (const [what, response] of answers) {
      expect(response.headers.get("Server-Timing"), what).toMatch(onlyWorkerDuration);
      await response.arrayBuffer();
    }
  });
});

describe("the edge cache never stores a non-200 answer", () => {
  it("renders a not-found page every time, while a 200 page is served from the cache", async () => {
    const notFound = ["/no-such-page", "/es/no-such-page", "/blog/999999"];
    for (const path of notFound) {
      const first = await worker.fetch(path);
      expect(first.status, path).toBe(404);
      await first.arrayBuffer();
    }
    // Pages stored after the responses that asked: once this later 200 page is a hit, the 404s had every chance to be stored.
    await poll("a cache hit for a 200 page", async () => {
      const response = await worker.fetch("/privacy");
      await response.arrayBuffer();
      return response.headers.get("X-Html-Cache") === "hit" ? true : undefined;
    });
    for (const path of notFound) {
      for (let visit = 0; visit < 2; visit++) {
        const again = await worker.fetch(path);
        expect(again.status, path).toBe(404);
        expect(again.headers.get("X-Html-Cache"), path).toBeNull();
        await again.arrayBuffer();
      }
    }
  });
});

describe("every kind of response carries the security headers", () => {
  function expectSecurityHeaders(what: string, response: WorkerResponse, html: string) {
    const { headers } = response;
    expect(headers.get("X-Content-Type-Options"), what).toBe("nosniff");
    expect(headers.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy"), what).toContain("camera=()");
    expect(headers.get("X-Frame-Options"), what).toBe("DENY");
    if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) return;
    const policy = headers.get("Content-Security-Policy") ?? "";
    expect(policy, what).toContain("frame-ancestors 'none'");
    expect(policy, what).toContain("object-src 'none'");
    expect(policy, what).toContain("base-uri 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, what).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Whatever carries a nonce in the page carries this response's.
    for (const attribute of html.match(/nonce="[^"]*"/g) ?? []) expect(attribute, what).toBe(`nonce="${nonce}"`);
  }

  async function check(what: string, response: WorkerResponse) {
    expectSecurityHeaders(what, response, await response.text());
    return response.status;
  }

  const samplePath = (pattern: string) => pattern.replace(":postId", String(blogPostSources[0]!.id)).replace(/:[^/]+/g, "1");

  it("on every page of the route table, in every language, for its own audience", async () => {
    const audiences = ["public", "auth", "account", "admin"] as const;
    let checked = 0;
    for (const audience of audiences) {
      for (const pattern of pagePaths(audience)) {
        for (const language of supportedLanguages) {
          const path = localizePath(samplePath(pattern), language);
          const status = await check(
            `${audience} ${path}`,
            audience === "public" || audience === "auth" ? await worker.fetch(path) : await getAs(worker, admin.cookie, path),
          );
          expect(status, path).toBeLessThan(500);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("on a redirect, Remix data, non-HTML resources, a 404, 400, 401, 403, 405, 415 and 422", async () => {
    const cases: Array<[string, number, () => Promise<WorkerResponse>]> = [
      [
        "redirect after a post",
        303,
        () => postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "headers@example.com" }), fromNewClient()),
      ],
      ["Remix data", 200, () => worker.fetch("/about.data")],
      ["robots.txt", 200, () => worker.fetch("/robots.txt")],
      ["sitemap.xml", 200, () => worker.fetch("/sitemap.xml")],
      ["CSV export", 200, () => getAs(worker, admin.cookie, "/submissions-manager/export.csv")],
      ["not found", 404, () => worker.fetch("/no-such-page")],
      ["not found (es)", 404, () => worker.fetch("/es/no-such-page")],
      [
        "unreadable form",
        400,
        () => worker.fetch("/", { method: "POST", headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" }, body: "=x" }),
      ],
      [
        "failed sign-in",
        401,
        () => postForm(worker, "/auth", { intent: "login", email: "nobody.here@example.com", password: "not-a-real-password" }, fromNewClient()),
      ],
      [
        "cross-site post",
        403,
        () =>
          worker.fetch("/", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" }),
      ],
      ["PUT", 405, () => worker.fetch("/", { method: "PUT", headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" })],
      ["JSON body", 415, () => worker.fetch("/", { method: "POST", headers: { ...sameOrigin, "Content-Type": "application/json" }, body: "{}" })],
      [
        "one-click unsubscribe (answered before Remix)",
        400,
        () =>
          worker.fetch("/newsletter/unsubscribe/not-a-real-token", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "List-Unsubscribe=One-Click",
          }),
      ],
      ["invalid lead", 422, () => postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "" }), fromNewClient())],
    ];
    for (const [what, status, send] of cases) {
      const response = await send();
      expect(response.status, what).toBe(status);
      await check(what, response);
    }
  });

  it("on a body over the cap (413)", async () => {
    const response = await worker.fetch("/", {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=" + "a".repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    await check("413", response);
  });

  it("on the generic 500 pages: Remix's when a loader fails, the Worker entry's when the environment is unusable", async () => {
    await worker.db.prepare("ALTER TABLE partners RENAME TO partners_away").run();
    try {
      const response = await worker.fetch("/business-search");
      expect(response.status).toBe(500);
      await check("500", response);
    } finally {
      await worker.db.prepare("ALTER TABLE partners_away RENAME TO partners").run();
    }
    expect((await worker.fetch("/business-search")).status).toBe(200);

    const unusable = await startWorker({ bindings: { SESSION_SECRET: undefined } });
    try {
      const response = await unusable.fetch("/es/about");
      expect(response.status).toBe(500);
      await check("500 from the Worker entry", response);
    } finally {
      await unusable.dispose();
    }
  });
});
