#!/usr/bin/env node
// `npm run seed:history [-- --count 50000] [--persist-to DIR]`: fills the local D1 (the one
// `npm start` serves) with a lead history (scripts/history-leads.mjs) to see and measure the admin
// pages at volume. Migrates and adds the local admin first (scripts/prepare-local.mjs), then writes
// through miniflare's own D1 on the same folder: one process, batches of multi-row INSERTs.
// Deterministic for a given day, and re-running replaces the history instead of doubling it.
// Stop `npm start` while it runs (two workerd processes on one database file may lock each other).
import path from "node:path";
import { Miniflare } from "miniflare";
import { readDevVars } from "./admin-account.mjs";
import { applyStatements, historyRows, historyStatements } from "./history-leads.mjs";
import { root, seedOptions } from "./local-env.mjs";

const startedAt = Date.now();
const { count, persistDir } = await seedOptions({ defaultCount: 50_000, maxCount: 500_000 });

/** wrangler's local D1: the same binding id and folder wrangler dev and `wrangler d1 execute --local` use. */
const databaseId = process.env.D1_DATABASE_ID ?? "00000000-0000-0000-0000-000000000000";
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response('') } }",
  d1Databases: { DB: databaseId },
  d1Persist: path.join(path.resolve(root, persistDir ?? ".wrangler/state"), "v3", "d1"),
});
try {
  const db = await mf.getD1Database("DB");
  const adminEmail = readDevVars(path.join(root, ".dev.vars")).ADMIN_EMAIL?.toLowerCase();
  const admin =
    (adminEmail && (await db.prepare("SELECT id FROM users WHERE email = ? AND role = 'admin'").bind(adminEmail).first())) ||
    (await db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1").first());
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const rows = historyRows({ count, now: today.getTime(), adminId: admin?.id ?? null });
  await applyStatements(db, historyStatements(rows));
  const [{ total }] = (await db.prepare("SELECT count(*) AS total FROM form_submissions").all()).results;
  console.log(
    `Seeded ${rows.leads.length} leads and ${rows.changes.length} status changes in ${((Date.now() - startedAt) / 1000).toFixed(1)} s ` +
      `(${total} leads in the database${admin ? "; some owned by the local admin" : "; no admin to own any"}).`,
  );
} finally {
  await mf.dispose();
}
