/**
 * No action hands one person a credential for another person's account (decision 032): a link that
 * sets a password goes to the account's address and nowhere else, and no action starts a session for
 * someone who did not prove they are its owner. The walk covers every action of the built route
 * manifest with every intent its source names, as an admin behind the master password and as
 * an anonymous visitor, aimed at other people's accounts; the findings of issue 22 come first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "~/platform/tokens";
import { en } from "~/locales/en";
import { insertUser } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { emailsTo, latestLink, tokenOf, waitForEmail } from "../support/mailbox";
import { clientManifestRoutes, sampleUrl } from "../support/routes-manifest";
import { postForm, rows, startWorkerForFile, testBindings, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

/** A fresh admin signed in with the master password verified: the most an attacker inside the team can hold. */
async function adminBehindMasterPassword() {
  const { user, password } = await insertUser(worker.db, { role: "admin", firstName: "Mallory" });
  const cookie = await logIn(worker, user.email, password);
  const verified = await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: testBindings.ADMIN_MASTER_PASSWORD });
  expect(verified.status).toBe(303);
  await verified.arrayBuffer();
  return { user, cookie: sessionCookieFrom(verified) ?? cookie };
}

async function accountState(userId: string) {
  const [user] = await rows<{ password_hash: string | null; email: string }>(worker, "SELECT password_hash, email FROM users WHERE id = ?", userId);
  const sessions = await rows<{ id: string }>(worker, "SELECT id FROM sessions WHERE user_id = ? ORDER BY id", userId);
  const tokens = await rows<{ token_hash: string }>(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ?", userId);
  return { passwordHash: user?.password_hash, sessions: sessions.map((row) => row.id), tokens: tokens.map((row) => row.token_hash) };
}

describe("the takeover found by the attack (issue 22)", () => {
  it("resending an 'invitation' to another admin's id sends nothing, changes nothing and hands over nothing", async () => {
    const attacker = await adminBehindMasterPassword();
    const { user: victim, password } = await insertUser(worker.db, { role: "admin" });
    const victimCookie = await logIn(worker, victim.email, password);
    const before = await accountState(victim.id);

    const resent = await postAs(worker, attacker.cookie, "/admin-access", { intent: "resend-invite", userId: victim.id });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/admin?tab=accounts");
    expect(toastText(resent)).toContain(en.admin.accounts.noPendingInvitationTitle);
    expect(resent.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);
    await resent.arrayBuffer();

    expect(await accountState(victim.id)).toEqual(before);
    expect(await emailsTo(worker, victim.email)).toEqual([]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.invite_resend' AND target = ?", victim.email)).toEqual([]);
    // The victim is still signed in and still signs in with their own password.
    expect((await getAs(worker, victimCookie, "/admin")).status).toBe(200);
    await logIn(worker, victim.email, password);
  });

  it("resending to an ordinary account or an unknown id is refused the same way", async () => {
    const attacker = await adminBehindMasterPassword();
    const { user: member } = await insertUser(worker.db, { role: "user" });
    for (const userId of [member.id, crypto.randomUUID(), ""]) {
      const resent = await postAs(worker, attacker.cookie, "/es/admin-access", { intent: "resend-invite", userId });
      expect(resent.status).toBe(303);
      expect(resent.headers.get("Location")).toBe("/es/admin?tab=accounts");
      await resent.arrayBuffer();
    }
    expect(await rows(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ?", member.id)).toEqual([]);
    expect(await emailsTo(worker, member.email)).toEqual([]);
  });

  it("inviting an existing, verified account e-mails its owner and shows the inviting admin no link", async () => {
    const attacker = await adminBehindMasterPassword();
    const { user: member, password } = await insertUser(worker.db, { role: "user" });
    const created = await postAs(worker, attacker.cookie, "/admin-access", { intent: "create", email: member.email, firstName: "X", lastName: "Y" });
    expect(created.status).toBe(303);
    expect(created.headers.getSetCookie().filter((header) => !header.startsWith("toast="))).toEqual([]);
    await created.arrayBuffer();
    const link = await latestLink(worker, member.email, "/set-password/");
    const landing = decodeEntities(await (await getAs(worker, attacker.cookie, "/admin?tab=accounts")).text());
    expect(landing).toContain(member.email);
    expect(landing).not.toContain(tokenOf(link));
    expect(landing).not.toContain("/set-password/");
    // The owner's password still works: only the owner, from the inbox, can replace it.
    await logIn(worker, member.email, password, "/auth");
  });
});

/**
 * The `intent` values a route's own source names (its module, or every file of its folder: forms,
 * zod literals and enums, comparisons). A route whose files name none reads no intent, and is posted
 * to once without one. The walk's intents come from the code, so a new intent is walked the day it exists.
 */
function intentsOfRoute(routeId: string): string[] {
  // A folder route's id names its `route` module (docs/decisions/078); its intents are in the folder's other modules too.
  const base = path.resolve(import.meta.dirname, "../../app", routeId.replace(/\/route$/, ""));
  const files =
    existsSync(base) && statSync(base).isDirectory()
      ? readdirSync(base).map((name) => path.join(base, name))
      : [`${base}.tsx`, `${base}.ts`].filter((file) => existsSync(file));
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/intent(?:="|: z\.literal\("|\s*===\s*"|: ")([a-z][a-z-]*)"/g)) found.add(match[1]!);
    for (const match of text.matchAll(/intent\w*(?:\s*=|:)\s*z\.enum\(\[([^\]]+)\]\)/gi)) {
      for (const literal of match[1]!.matchAll(/"([a-z][a-z-]*)"/g)) found.add(literal[1]!);
    }
  }
  return [...found].sort();
}

/** Every 43-character base64url string in a text: the shape of the site's tokens. */
function tokenCandidates(text: string): string[] {
  return [...text.matchAll(/[A-Za-z0-9_-]{43}/g)].map((match) => match[0]);
}

/** What a response put in front of its caller: its body, its Location and its cookies (signed cookies' JSON decoded). */
async function whatTheCallerSees(response: WorkerResponse): Promise<string> {
  const cookies = response.headers.getSetCookie().map((header) => {
    const value = decodeURIComponent(header.split(";")[0]!.slice(header.indexOf("=") + 1));
    const payload = value.includes(".") ? value.slice(0, value.lastIndexOf(".")) : value;
    try {
      return `${value} ${decodeURIComponent(escape(atob(payload)))}`;
    } catch {
      return value;
    }
  });
  return [await response.text(), response.headers.get("Location") ?? "", ...cookies].join("\n");
}

describe("no action hands its caller a credential for someone else's account", () => {
  it("walks every action × every intent, as an admin behind the master password and as a visitor", { timeout: 240_000 }, async () => {
    const actions = clientManifestRoutes()
      .filter((route) => route.hasAction)
      .map((route) => ({ url: sampleUrl(route), intents: intentsOfRoute(route.id) }));
    const intentsOf = (url: string) => actions.find((action) => action.url === url)?.intents;
    expect(intentsOf("/admin-access")).toEqual(expect.arrayContaining(["create", "resend-invite", "revoke-invite", "verify"]));
    expect(intentsOf("/auth")).toEqual(expect.arrayContaining(["login", "register"]));
    expect(intentsOf("/account")).toEqual(expect.arrayContaining(["change-password", "delete", "resend-verification"]));
    expect(intentsOf("/admin")).toEqual(expect.arrayContaining(["remove-admin", "revoke-session"]));

    // The people whose accounts the caller must never get into: an admin, a verified member (each
    // with a password and a session), and a person with a pending invitation and no password yet.
    const { user: otherAdmin, password: otherAdminPassword } = await insertUser(worker.db, { role: "admin" });
    const { user: member, password: memberPassword } = await insertUser(worker.db, { role: "user" });
    await logIn(worker, otherAdmin.email, otherAdminPassword);
    await logIn(worker, member.email, memberPassword, "/auth");
    const inviter = await adminBehindMasterPassword();
    const inviteeEmail = `pending-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await (
      await postAs(worker, inviter.cookie, "/admin-access", { intent: "create", email: inviteeEmail, firstName: "Ines", lastName: "Pending" })
    ).arrayBuffer();
    const [invitee] = await rows<{ id: string }>(worker, "SELECT id FROM users WHERE email = ?", inviteeEmail);
    const victims = [
      { id: otherAdmin.id, email: otherAdmin.email },
      { id: member.id, email: member.email },
      { id: invitee!.id, email: inviteeEmail },
    ];
    const victimIds = new Set(victims.map((victim) => victim.id));
    const before = new Map(await Promise.all(victims.map(async (victim) => [victim.id, await accountState(victim.id)] as const)));

    const tokensMadeForVictims = new Set<string>();
    const seenByCaller: Array<{ where: string; text: string }> = [];
    const noteVictimTokens = async () => {
      for (const row of await rows<{ token_hash: string; user_id: string }>(worker, "SELECT token_hash, user_id FROM account_tokens")) {
        if (victimIds.has(row.user_id)) tokensMadeForVictims.add(row.token_hash);
      }
    };
    await noteVictimTokens();
    const tokensBefore = new Set(tokensMadeForVictims);

    let admin = await adminBehindMasterPassword();
    for (const { url, intents } of actions) {
      for (const intent of [undefined, ...intents]) {
        for (const victim of victims) {
          const fields: Record<string, string> = {
            ...(intent ? { intent } : {}),
            email: victim.email,
            userId: victim.id,
            id: victim.id,
            firstName: "Mallory",
            lastName: "Attacker",
            password: "attacker-chose-this-1",
            confirmPassword: "attacker-chose-this-1",
            currentPassword: "attacker-chose-this-1",
            newPassword: "attacker-chose-this-2",
            masterPassword: testBindings.ADMIN_MASTER_PASSWORD,
            terms: "on",
          };
          for (const caller of ["admin", "visitor"] as const) {
            const response =
              caller === "admin"
                ? await postAs(worker, admin.cookie, url, fields)
                : await postForm(worker, url, fields, { "CF-Connecting-IP": nextClientAddress() });
            const where = `${caller} POST ${url} intent=${intent ?? "(none)"} at ${victim.email}`;
            seenByCaller.push({ where, text: await whatTheCallerSees(response) });
            // Where a redirect leads, the caller reads the next page with whatever cookies it was given.
            const location = response.headers.get("Location");
            if (location?.startsWith("/") && response.headers.getSetCookie().length > 0) {
              const jar = [caller === "admin" ? admin.cookie : "", ...response.headers.getSetCookie().map((header) => header.split(";")[0]!)]
                .filter(Boolean)
                .join("; ");
              seenByCaller.push({ where: `${where} → GET ${location}`, text: await whatTheCallerSees(await getAs(worker, jar, location)) });
            }
            // An action that signed the admin out (log out, a role change) is followed by a fresh admin.
            if (caller === "admin" && sessionCookieFrom(response) !== undefined) {
              const stillAdmin = await getAs(worker, admin.cookie, "/admin");
              await stillAdmin.arrayBuffer();
              if (stillAdmin.status !== 200) admin = await adminBehindMasterPassword();
            }
          }
          await noteVictimTokens();
        }
      }
    }

    // The walk did reach the actions that make links for other people (so the check below means something).
    const newTokens = [...tokensMadeForVictims].filter((hash) => !tokensBefore.has(hash));
    expect(newTokens.length).toBeGreaterThanOrEqual(2);

    // No token made for a victim appears in anything a caller was shown.
    const leaks: string[] = [];
    const candidateHashes = new Map<string, string>();
    for (const { where, text } of seenByCaller) {
      for (const candidate of tokenCandidates(text)) {
        const hash = candidateHashes.get(candidate) ?? (await sha256Hex(candidate));
        candidateHashes.set(candidate, hash);
        if (tokensMadeForVictims.has(hash)) leaks.push(where);
      }
    }
    expect(leaks).toEqual([]);

    // Each link made for a victim went to the victim's own address.
    const mailedTokens = new Set<string>();
    for (const victim of victims) {
      for (const email of await emailsTo(worker, victim.email)) {
        for (const candidate of tokenCandidates(email.text_body)) mailedTokens.add(await sha256Hex(candidate));
      }
    }
    expect(newTokens.filter((hash) => !mailedTokens.has(hash))).toEqual([]);
    // The scanner does find a token where one is shown: the invitee's own e-mail carries one.
    expect(tokenCandidates((await waitForEmail(worker, inviteeEmail, "admin-invite")).text_body).length).toBeGreaterThan(0);

    // No victim gained a session they did not start, or lost the password they chose.
    for (const victim of victims) {
      const after = await accountState(victim.id);
      expect(after.passwordHash, victim.email).toBe(before.get(victim.id)!.passwordHash);
      expect(
        after.sessions.filter((id) => !before.get(victim.id)!.sessions.includes(id)),
        victim.email,
      ).toEqual([]);
    }
  });
});
