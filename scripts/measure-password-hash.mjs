#!/usr/bin/env node
// `npm run bench:password`: the cost of one password hash inside workerd (budget ≤ 200 ms, docs/decisions/012),
// for the parameters in app/auth/password-hash.server.js and a few alternatives. Figures only.
// The app's own module runs in workerd through miniflare with nodejs_compat, as deployed.
//   HASH_RUNS=8 npm run bench:password
import { readFileSync } from "node:fs";
import path from "node:path";
import { Miniflare } from "miniflare";
import { root } from "./local-env.mjs";

const runs = Number(process.env.HASH_RUNS ?? 8);
const compatibilityDate = readFileSync(path.join(root, "wrangler.toml"), "utf8").match(/^compatibility_date\s*=\s*"([^"]+)"/m)?.[1];

// The worker hashes with the parameters in the query and reports its own clock. The clock only
// moves across I/O in workerd, so the outside round trip (minus an empty request's) is shown too.
const measuringWorker = `
import { currentPasswordHashParameters, hashPassword, verifyPassword } from "./app/auth/password-hash.server.js";
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/empty") return new Response("");
    const parameters = url.searchParams.has("ln")
      ? { logCost: Number(url.searchParams.get("ln")), blockSize: Number(url.searchParams.get("r")), parallelism: Number(url.searchParams.get("p")) }
      : currentPasswordHashParameters;
    const started = Date.now();
    const stored = await hashPassword("correct horse battery staple", parameters);
    const hashed = Date.now();
    const matches = await verifyPassword("correct horse battery staple", stored);
    return Response.json({ hashMs: hashed - started, verifyMs: Date.now() - hashed, matches, parameters });
  },
};`;

const mf = new Miniflare({
  modulesRoot: root,
  modules: [
    { type: "ESModule", path: path.join(root, "measure-worker.mjs"), contents: measuringWorker },
    { type: "ESModule", path: path.join(root, "app/auth/password-hash.server.js") },
  ],
  compatibilityDate,
  compatibilityFlags: ["nodejs_compat"],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function roundTripMs(url) {
  const started = performance.now();
  const response = await mf.dispatchFetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, body };
}

try {
  await roundTripMs("http://measure/empty");
  const empty = [];
  for (let run = 0; run < runs; run++) empty.push((await roundTripMs("http://measure/empty")).ms);
  const emptyMs = median(empty);

  const candidates = ["", "?ln=14&r=8&p=5", "?ln=15&r=8&p=3", "?ln=15&r=8&p=1", "?ln=16&r=8&p=1"];
  console.log(`\nscrypt inside workerd (miniflare ${compatibilityDate}, nodejs_compat), median of ${runs} runs\n`);
  console.log("parameters".padEnd(26), "hash (worker clock)".padStart(20), "verify".padStart(8), "round trip − empty".padStart(20));
  for (const query of candidates) {
    await roundTripMs(`http://measure/${query}`); // warm
    const inside = [];
    const verify = [];
    const outside = [];
    let label = "";
    for (let run = 0; run < runs; run++) {
      const { ms, body } = await roundTripMs(`http://measure/${query}`);
      const result = JSON.parse(body);
      if (!result.matches) throw new Error("a hash did not verify");
      const { logCost, blockSize, parallelism } = result.parameters;
      label = `N=2^${logCost} r=${blockSize} p=${parallelism}${query ? "" : " (current)"}`;
      inside.push(result.hashMs);
      verify.push(result.verifyMs);
      // One request does a hash and a verification: half of it is one hash.
      outside.push((ms - emptyMs) / 2);
    }
    console.log(label.padEnd(26), `${median(inside)} ms`.padStart(20), `${median(verify)} ms`.padStart(8), `${median(outside).toFixed(0)} ms`.padStart(20));
  }
} finally {
  await mf.dispose();
}
