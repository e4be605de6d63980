/**
 * Publishing approved versions from the studio (docs/studio.md): the release itself is
 * `publishVersions` (app/studio/releases.server.ts: the whole course compiled with them in place by
 * the Worker's compiler, every build rule run, the release written, the versions marked published
 * and those they replace retired, in one transaction). The step is audited with the release it made.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { inArray } from "drizzle-orm";
import { courseContentVersions } from "../../db/schema";
import { compileSources } from "~/course/source/compile-in-worker.server";
import { recordAudit } from "~/platform/audit-log.server";
import type { StudioUser } from "./access.server";
import { publishVersions, type PublishProblem } from "./releases.server";

type PublishAnswer = { ok: true; releaseId: number } | { ok: false; reason: "state" } | { ok: false; reason: "rules"; problems: PublishProblem[] };

export async function publishApproved(context: AppLoadContext, request: Request, user: StudioUser, versionIds: string[]): Promise<PublishAnswer> {
  const result = await publishVersions(context.db, {
    versionIds,
    userId: user.id,
    compile: async (files) => {
      const compiled = compileSources(files);
      return compiled.ok ? { ok: true, courseJson: compiled.courseJson } : { ok: false, problems: compiled.problems };
    },
  });
  if (!result.ok) return result.reason === "rules" ? { ok: false, reason: "rules", problems: result.problems } : { ok: false, reason: "state" };
  const published = await context.db
    .select({ kind: courseContentVersions.kind, itemId: courseContentVersions.itemId, version: courseContentVersions.version })
    .from(courseContentVersions)
    .where(inArray(courseContentVersions.id, versionIds));
  await recordAudit(context, request, user, "studio.publish", `release:${result.releaseId}`, {
    versions: published.map((row) => `${row.kind}:${row.itemId}@${row.version}`),
  });
  return { ok: true, releaseId: result.releaseId };
}
