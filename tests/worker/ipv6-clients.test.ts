/**
 * An IPv6 client is its /64, and each limit also counts on its /48 (decision 034): rotating
 * addresses inside a /64, or /64s inside a /48, does not escape any rate limit in the app.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loginThrottle } from "~/auth/login-throttle.server";
import { networkLimitFactor } from "~/platform/rate-limit.server";
import { insertUser } from "../factories";
import { logIn, postAs, sessionCookieFrom } from "../support/accounts";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { completeSecondStep } from "../support/two-factor";
import { postForm, rows, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

/** A /48 no other test uses: `2001:db8:<n>::/48`. */
let networkNumber = 0x4000;
const freshNetwork = () => `2001:db8:${(++networkNumber).toString(16)}`;

async function statusOf(response: WorkerResponse): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

const wrongLogin = (email: string, password: string, address: string) =>
  postForm(worker, "/auth", { intent: "login", email, password }, { "CF-Connecting-IP": address });

describe("an IPv6 client is its /64", () => {
  it("120 wrong guesses from 120 addresses in one /64: refused after the client's limit, the right one too", { timeout: 180_000 }, async () => {
    const { user, password } = await insertUser(worker.db);
    const subnet = `${freshNetwork()}:1`;
    const statuses: number[] = [];
    for (let guess = 1; guess < 120; guess++) statuses.push(await statusOf(await wrongLogin(user.email, `guess-${guess}`, `${subnet}::${guess.toString(16)}`)));
    const right = await wrongLogin(user.email, password, `${subnet}:0:0:0:78`);
    statuses.push(await statusOf(right));
    expect(sessionCookieFrom(right)).toBeUndefined();
    expect(statuses).toEqual([
      ...Array<number>(loginThrottle.perClientAndAccount).fill(401),
      ...Array<number>(120 - loginThrottle.perClientAndAccount).fill(429),
    ]);
    // Only that /64 is refused: the owner elsewhere gets in.
    expect(await statusOf(await wrongLogin(user.email, password, `${freshNetwork()}:1::1`))).toBe(303);
  });

  it(`rotating /64s inside one /48: the /48 is refused past ${networkLimitFactor}× a client's limit`, { timeout: 120_000 }, async () => {
    const network = freshNetwork();
    // A password reset request: 5 per client in 15 minutes, so 5 × 8 per /48.
    const perClient = 5;
    const ask = (address: string) => postForm(worker, "/forgot-password", { email: "nobody-here@example.com" }, { "CF-Connecting-IP": address });
    for (let subnet = 1; subnet <= networkLimitFactor; subnet++) {
      for (let request = 1; request <= perClient; request++) {
        expect(await statusOf(await ask(`${network}:${subnet.toString(16)}::${request}`)), `/64 ${subnet}, request ${request}`).toBe(303);
      }
    }
    expect(await statusOf(await ask(`${network}:ff::1`))).toBe(429);
    expect(await statusOf(await ask(`${freshNetwork()}:ff::1`))).toBe(303);
  });

  it("rotating /64s inside one /48 against a guarded account: the /48 gets the guard's share, not one per /64", { timeout: 120_000 }, async () => {
    const { user } = await insertUser(worker.db);
    const network = freshNetwork();
    const fullSubnets = loginThrottle.accountBudget / loginThrottle.perClientAndAccount;
    for (let subnet = 1; subnet <= fullSubnets; subnet++) {
      for (let guess = 1; guess <= loginThrottle.perClientAndAccount; guess++) {
        expect(await statusOf(await wrongLogin(user.email, `guess-${subnet}-${guess}`, `${network}:${subnet}::1`)), `/64 ${subnet}, guess ${guess}`).toBe(401);
      }
    }
    // Guarded now: a fresh /64 of the same /48 is refused (the /48 used far more than its share)…
    expect(await statusOf(await wrongLogin(user.email, "next-subnet", `${network}:ff::1`))).toBe(429);
    // …while a client elsewhere gets its one attempt.
    expect(await statusOf(await wrongLogin(user.email, "elsewhere", `${freshNetwork()}:1::1`))).toBe(401);
  });
});

/** Files of the app that count a client: each must have a request below that reaches its limit. */
function filesLimitingClients(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const relative = path.join(folder, name);
      if (statSync(path.join(root, relative)).isDirectory()) return walk(relative);
      return /\.(ts|tsx)$/.test(name) ? [relative] : [];
    });
  return walk("app").filter(
    (file) => file !== "app/platform/rate-limit.server.ts" && /\bhitClientRateLimit\(/.test(readFileSync(path.join(root, file), "utf8")),
  );
}

type Poster = (address: string) => Promise<WorkerResponse>;

describe("every rate limit on a client counts the /64 and the /48", () => {
  const admin = { cookie: "" };
  let codeStep: { email: string; passwordStep: WorkerResponse } | undefined;
  const requestsByFile: Record<string, Record<string, Poster>> = {
    "app/auth/login-throttle.server.ts": {
      login: (address) => wrongLogin("prefix-login@example.com", "not-it", address),
      // The second step's code (docs/decisions/062): one sign-in's step (its password typed once, from
      // elsewhere), then a wrong code from each address; a step takes five codes, the test posts four.
      "second-factor code": async (address) => {
        if (!codeStep) {
          const { user, password } = await insertUser(worker.db, { role: "admin" });
          codeStep = {
            email: user.email,
            passwordStep: await postForm(worker, "/admin-login", { email: user.email, password }, { "CF-Connecting-IP": "192.0.2.77" }),
          };
        }
        return completeSecondStep(worker, codeStep.passwordStep, codeStep.email, { "CF-Connecting-IP": address }, "000000");
      },
    },
    "app/auth/registration.server.ts": {
      registration: (address) =>
        postForm(
          worker,
          "/auth?tab=register",
          {
            intent: "register",
            firstName: "Pre",
            lastName: "Fix",
            email: "prefix-register@example.com",
            password: "a-long-password",
            confirmPassword: "a-long-password",
            terms: "on",
          },
          { "CF-Connecting-IP": address },
        ),
    },
    "app/routes/_auth+/($lang).forgot-password.tsx": {
      "reset request": (address) => postForm(worker, "/forgot-password", { email: "prefix-nobody@example.com" }, { "CF-Connecting-IP": address }),
    },
    "app/auth/master-password.server.ts": {
      "master password": (address) =>
        postAs(worker, admin.cookie, "/admin-access", { intent: "verify", masterPassword: "not-the-master" }, { "CF-Connecting-IP": address }),
    },
    "app/leads/submit-lead.server.ts": {
      "lead form": (address) =>
        postForm(worker, formPaths.contact, leadPost("contact", { ...validLeads.contact, email: "prefix-lead@example.com" }), { "CF-Connecting-IP": address }),
    },
    "app/course/certificate-lookup.server.ts": {
      "certificate lookup": (address) => worker.fetch("/certificates/FFA-0000-0000-0000", { headers: { "CF-Connecting-IP": address } }),
    },
    "app/auth/passkeys.server.ts": {
      "passkey ceremony": (address) => postForm(worker, "/login/passkey", { intent: "options", scope: "user" }, { "CF-Connecting-IP": address }),
    },
  };

  it("the list below names every module that limits a client", () => {
    expect(Object.keys(requestsByFile).sort()).toEqual(filesLimitingClients().sort());
  });

  /** Rate-limit rows as `key → count`. */
  async function limitRows(): Promise<Map<string, number>> {
    return new Map((await rows<{ key: string; count: number }>(worker, "SELECT key, count FROM rate_limits")).map((row) => [row.key, row.count]));
  }
  /** The keys a post added; a key reads `scope:client:window`. */
  async function keysAddedBy(post: () => Promise<WorkerResponse>) {
    const before = await limitRows();
    const response = await post();
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    return [...(await limitRows()).keys()].filter((key) => !before.has(key));
  }
  const scopeOf = (key: string) => key.split(":").slice(0, -2).join(":");

  for (const [file, requests] of Object.entries(requestsByFile)) {
    for (const [name, post] of Object.entries(requests)) {
      it(`${name} (${file}): another address in the /64 adds no client key; another /64 in the /48 adds only its /64's`, { timeout: 60_000 }, async () => {
        if (!admin.cookie) {
          const { user, password } = await insertUser(worker.db, { role: "admin" });
          admin.cookie = await logIn(worker, user.email, password);
        }
        const network = freshNetwork();
        await keysAddedBy(() => post(`${network}:1::1`));
        const sameSubnet = await keysAddedBy(() => post(`${network}:1:ffff:ffff:ffff:fffe`));
        const elsewhere = await keysAddedBy(() => post(`${freshNetwork()}:1::1`));
        const sameNetwork = await keysAddedBy(() => post(`${network}:2::1`));

        // What a client elsewhere adds are the client keys: a /64's and a /48's for each limit.
        const clientScopes = new Set(elsewhere.map(scopeOf));
        expect(clientScopes.size, "the post reaches a client limit").toBeGreaterThan(0);
        expect(elsewhere).toHaveLength(2 * clientScopes.size);
        expect(sameSubnet.filter((key) => clientScopes.has(scopeOf(key)))).toEqual([]);
        const sameNetworkClientKeys = sameNetwork.filter((key) => clientScopes.has(scopeOf(key)));
        expect(sameNetworkClientKeys).toHaveLength(clientScopes.size);
        expect(new Set(sameNetworkClientKeys.map(scopeOf))).toEqual(clientScopes);
      });
    }
  }

  it("an address that does not parse is one 'unknown' client, never an error", async () => {
    const before = await limitRows();
    for (const garbage of ["not-an-address", "2001:db8::zz", "999.1.1.1"]) {
      const response = await postForm(worker, "/forgot-password", { email: "prefix-garbage@example.com" }, { "CF-Connecting-IP": garbage });
      expect(response.status, garbage).toBe(303);
      await response.arrayBuffer();
    }
    const added = [...(await limitRows()).entries()].filter(([key]) => !before.has(key) && scopeOf(key) === "reset-request");
    expect(added.map(([, count]) => count)).toEqual([3]);
  });
});
