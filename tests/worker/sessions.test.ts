import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { insertSession, insertUser } from "../factories";
import { getAs, logIn, nextClientAddress, postAs, postLogin, sessionCookieFrom, signedSessionCookie } from "../support/accounts";
import { usableCodeFor } from "../support/two-factor";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

const hour = 60 * 60 * 1000;

async function newAdmin() {
  return insertUser(worker.db, { role: "admin" });
}

/** Whether the cookie opens the admin panel (200) or is sent to log in (303 to /admin-login). */
async function opensAdmin(cookie: string): Promise<boolean> {
  const response = await getAs(worker, cookie, "/admin");
  if (response.status === 200) return true;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/admin-login?returnTo=%2Fadmin");
  return false;
}

async function sessionIds(userId: string): Promise<string[]> {
  return (await rows<{ id: string }>(worker, "SELECT id FROM sessions WHERE user_id = ?", userId)).map((row) => row.id);
}

describe("the session cookie", () => {
  it("holds only a signed random id, HttpOnly, SameSite=Lax, Path=/, expiring with the session (8 h); not Secure on http://localhost", async () => {
    const { user, password } = await newAdmin();
    const response = await postLogin(
      worker,
      "/admin-login",
      { email: user.email, password },
      { "CF-Connecting-IP": nextClientAddress(), "User-Agent": "SessionTest/1.0" },
    );
    const header = response.headers.getSetCookie().find((value) => value.startsWith("__session="))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    const expires = Date.parse(header.match(/Expires=([^;]+)/)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(8 * hour - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * hour);

    const cookieValue: unknown = await createCookie("__session", { secrets: ["local-session-secret-for-tests-only-000000"] }).parse(header.split(";")[0]!);
    const [row] = await rows<{ id: string; data: string; user_agent: string }>(worker, "SELECT * FROM sessions WHERE user_id = ?", user.id);
    expect(cookieValue).toBe(row!.id);
    expect(row!.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.user_agent).toBe("SessionTest/1.0");
    expect(row!.data).not.toContain(password);
  });

  it("is __Host-session and Secure outside localhost", async () => {
    const { user, password } = await newAdmin();
    const response = await worker.mf.dispatchFetch("https://www.example.org/admin-login", {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://www.example.org",
        "X-Forwarded-Host": "www.example.org",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": nextClientAddress(),
      },
      body: new URLSearchParams({ email: user.email, password }).toString(),
    });
    // The admin's second step, on the same origin: its cookie is Secure there too.
    const pending = response.headers.getSetCookie().find((value) => value.startsWith("pending_sign_in="))!;
    expect(pending).toMatch(/; Secure/);
    const secondStep = await worker.mf.dispatchFetch("https://www.example.org/login/two-factor", {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://www.example.org",
        "X-Forwarded-Host": "www.example.org",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: pending.split(";")[0]!,
      },
      body: new URLSearchParams({ code: await usableCodeFor(worker, user.email) }).toString(),
    });
    const header = secondStep.headers.getSetCookie().find((value) => value.startsWith("__Host-session="));
    expect(header).toMatch(/^__Host-session=[^;]+;/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
  });
});

describe("sessions are revocable", () => {
  it("get a new id at every login: the old row is deleted and its cookie no longer works", async () => {
    const { user, password } = await newAdmin();
    const first = await logIn(worker, user.email, password);
    const [firstId] = await sessionIds(user.id);

    const again = await postLogin(worker, "/admin-login", { email: user.email, password }, { Cookie: first, "CF-Connecting-IP": nextClientAddress() });
    const second = sessionCookieFrom(again)!;
    expect(second).toMatch(/^__session=[^;]+$/);
    expect(second).not.toBe(first);
    const ids = await sessionIds(user.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe(firstId);

    expect(await opensAdmin(first)).toBe(false);
    expect(await opensAdmin(second)).toBe(true);
  });

  it("refuse a cookie replayed after logout, and never bring its row back", async () => {
    const { user, password } = await newAdmin();
    const cookie = await logIn(worker, user.email, password);
    expect(await opensAdmin(cookie)).toBe(true);
    await postAs(worker, cookie, "/logout", {});
    expect(await opensAdmin(cookie)).toBe(false);
    // A post with the dead cookie (which commits the session elsewhere) must not resurrect its id.
    await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "local-master-password" });
    await getAs(worker, cookie, "/");
    expect(await sessionIds(user.id)).toEqual([]);
  });

  it("end 8 hours after login however active, and the expired row is removed", async () => {
    const { user } = await newAdmin();
    const now = Date.now();
    const id = await insertSession(worker.db, user.id, { createdAt: now - 9 * hour, lastSeenAt: now - 60_000, expiresAt: now - hour });
    expect(await opensAdmin(await signedSessionCookie(id))).toBe(false);
    expect(await sessionIds(user.id)).toEqual([]);
  });

  it("end after 1 hour without a request", async () => {
    const { user } = await newAdmin();
    const now = Date.now();
    const id = await insertSession(worker.db, user.id, { createdAt: now - 2 * hour, lastSeenAt: now - hour - 60_000 });
    expect(await opensAdmin(await signedSessionCookie(id))).toBe(false);
  });

  it("stay alive while used: a request within the hour counts as activity", async () => {
    const { user } = await newAdmin();
    const now = Date.now();
    const id = await insertSession(worker.db, user.id, { createdAt: now - 2 * hour, lastSeenAt: now - 50 * 60_000 });
    expect(await opensAdmin(await signedSessionCookie(id))).toBe(true);
    const [row] = await rows<{ last_seen_at: string }>(worker, "SELECT last_seen_at FROM sessions WHERE id = ?", id);
    expect(Date.now() - Date.parse(row!.last_seen_at)).toBeLessThan(60_000);
  });

  it("ignore a forged, tampered or unsigned cookie", async () => {
    const { user } = await newAdmin();
    const id = await insertSession(worker.db, user.id);
    const genuine = await signedSessionCookie(id);
    expect(await opensAdmin(genuine)).toBe(true);

    const forged = await signedSessionCookie(id, "a-different-secret-that-an-attacker-guessed");
    const value = decodeURIComponent(genuine.slice("__session=".length));
    const [payload, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
    const otherId = btoa(JSON.stringify(`${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`));
    const tampered = `__session=${encodeURIComponent(`${otherId}.${signature}`)}`;
    const unsigned = `__session=${encodeURIComponent(payload)}`;
    for (const cookie of [forged, tampered, unsigned, `__session=${id}`]) {
      expect(await opensAdmin(cookie), cookie).toBe(false);
    }
  });

  it("let an admin revoke another of their sessions from the Security tab", async () => {
    const { user, password } = await newAdmin();
    const laptop = await logIn(worker, user.email, password);
    const phone = await logIn(worker, user.email, password);
    const security = await (await getAs(worker, laptop, "/admin?tab=security")).text();
    const handles = [...security.matchAll(/name="session" value="([0-9a-f]{32})"/g)].map((match) => match[1]!);
    expect(handles).toHaveLength(2);
    // The page never shows a session id (what a cookie carries), only a handle.
    for (const id of await sessionIds(user.id)) expect(security).not.toContain(id);

    // Each session is a list item; the laptop's page marks its own as "This session".
    const items = security.split("<li").filter((part) => part.includes('name="session"'));
    const handleOf = (part: string | undefined) => part?.match(/name="session" value="([0-9a-f]{32})"/)?.[1];
    const own = handleOf(items.find((part) => part.includes(en.admin.security.thisSession)));
    const other = handleOf(items.find((part) => !part.includes(en.admin.security.thisSession)));
    expect(own).toMatch(/^[0-9a-f]{32}$/);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(own);

    const response = await postAs(worker, laptop, "/admin?tab=security", { intent: "revoke-session", session: other! });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin?tab=security");
    expect(await opensAdmin(laptop)).toBe(true);
    expect(await opensAdmin(phone)).toBe(false);

    // Revoking the session in use signs out, like Logout.
    const signOut = await postAs(worker, laptop, "/admin?tab=security", { intent: "revoke-session", session: own! });
    expect(signOut.headers.get("Location")).toBe("/admin-login");
    expect(await sessionIds(user.id)).toEqual([]);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE actor_user_id = ? AND action = 'session.revoke'", user.id)).toHaveLength(2);
  });
});

describe("the Cron Trigger", () => {
  it("deletes ended sessions and used or expired one-time links, and keeps the rest", async () => {
    const { user } = await newAdmin();
    const now = Date.now();
    const active = await insertSession(worker.db, user.id);
    const expired = await insertSession(worker.db, user.id, { createdAt: now - 9 * hour, expiresAt: now - hour });
    const idle = await insertSession(worker.db, user.id, { createdAt: now - 3 * hour, lastSeenAt: now - 2 * hour });
    const iso = (time: number) => new Date(time).toISOString();
    // One link of each purpose that is still usable, and one used and one expired of each.
    const purposes = ["verify-email", "reset-password", "admin-invite"] as const;
    for (const purpose of purposes) {
      await worker.db
        .prepare(
          "INSERT INTO account_tokens (token_hash, user_id, purpose, email, expires_at, used_at) VALUES (?, ?, ?, ?, ?, NULL), (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, NULL)",
        )
        .bind(
          `valid-${purpose}`,
          user.id,
          purpose,
          user.email,
          iso(now + hour),
          `used-${purpose}`,
          user.id,
          purpose,
          user.email,
          iso(now + hour),
          iso(now - 60_000),
          `expired-${purpose}`,
          user.id,
          purpose,
          user.email,
          iso(now - 60_000),
        )
        .run();
    }

    await worker.scheduled(now);

    const remaining = await sessionIds(user.id);
    expect(remaining).toContain(active);
    expect(remaining).not.toContain(expired);
    expect(remaining).not.toContain(idle);
    const tokens = (await rows<{ token_hash: string }>(worker, "SELECT token_hash FROM account_tokens WHERE user_id = ? ORDER BY token_hash", user.id)).map(
      (row) => row.token_hash,
    );
    expect(tokens).toEqual(purposes.map((purpose) => `valid-${purpose}`).sort());
  });
});
