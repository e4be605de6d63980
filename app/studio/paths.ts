/** The studio's URLs (client-safe): the editor of each kind of unit, the list, the releases. */
import type { ContentKind } from "../../db/schema";

export function unitPath(kind: ContentKind, itemId: string): string {
  if (kind === "question") return `/studio/questions/${itemId}`;
  if (kind === "lesson") return `/studio/lessons/${itemId}`;
  return `/studio/units/${kind}/${itemId}`;
}

/** The longest text of one language the editor takes (a studio request body may carry 512 KB in all: app/http/request-guards.ts). */
export const maxTextLength = 200_000;
/** A reviewer's note. */
export const maxNoteLength = 2_000;
