import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applicantNoticeKinds } from "~/admin/status-change.server";
import { kindsOutsideRecipientBudget } from "~/email/outbox.server";

/**
 * Every e-mail reaches the outbox through `queueEmail`, which keeps its recipient's budget
 * (docs/decisions/033-mail-to-unproven-addresses.md): a module that inserted rows itself would send
 * a new kind past it. The one exception is the admin's status e-mail, a kind outside the budget,
 * queued by an INSERT … SELECT so that only the post that made the change sends it.
 */

const root = path.resolve(import.meta.dirname, "../..");

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFilesUnder(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

const writersAllowed = ["app/admin/status-change.server.ts", "app/email/outbox.server.ts"];

describe("the outbox's writers", () => {
  it("are queueEmail, and the admin's status e-mail whose kind is outside the budget", () => {
    const writers = sourceFilesUnder("app").filter((file) => /\.insert\(\s*emailOutbox\s*\)/.test(readFileSync(path.join(root, file), "utf8")));
    expect(writers.sort()).toEqual(writersAllowed);
    // Every kind a status change queues (the status e-mail, the partner listing's) is outside the budget.
    expect(applicantNoticeKinds.filter((kind) => !kindsOutsideRecipientBudget.has(kind))).toEqual([]);
  });
});
