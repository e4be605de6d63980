/**
 * Directory favourites without an account: the ids live in a cookie the server reads, so the page
 * shows them selected from its first render, and a plain form post toggles one without JavaScript.
 * The cookie is not signed: it is only ever trusted for ids of partners that are listed now, and
 * anything malformed or too large is read as no favourites (never an error).
 */
import { z } from "zod";
import type { Database } from "../../db/client";
import { listDirectoryPartners } from "./partners.server";

const cookieName = "favorite_partners";
/** Enough for anyone's short list, and keeps the cookie under 2 KB. */
const maxFavorites = 40;
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const oneYear = 365 * 24 * 60 * 60;

/** The ids the cookie names, well-formed and at most `maxFavorites` of them; [] for anything else. */
function favoritesInCookie(request: Request): string[] {
  const header = request.headers.get("Cookie") ?? "";
  const pair = header.split(/;\s*/).find((part) => part.startsWith(`${cookieName}=`));
  const value = pair?.slice(cookieName.length + 1) ?? "";
  if (value.length === 0 || value.length > maxFavorites * 37) return [];
  const ids = value.split(".");
  return ids.every((id) => idPattern.test(id)) ? [...new Set(ids)] : [];
}

/** The favourites that are listed partners, for the directory's loader. */
export function readFavorites(request: Request, listedIds: ReadonlySet<string>): string[] {
  return favoritesInCookie(request).filter((id) => listedIds.has(id));
}

// The wanted state, not a toggle: a post sent twice (a double click, a resubmitted form) lands the same.
const favoriteSchema = z.object({ partnerId: z.string().regex(idPattern), favorite: z.enum(["on", "off"]) });

/**
 * Adds or removes one listed partner; returns the Set-Cookie header and whether it is now a
 * favourite, or null for an id that is not a listed partner (the cookie is left as it was).
 */
export async function setFavorite(request: Request, db: Database, form: FormData) {
  const parsed = favoriteSchema.safeParse({ partnerId: form.get("partnerId"), favorite: form.get("favorite") });
  if (!parsed.success) return null;
  const listed = new Set((await listDirectoryPartners(db)).map((partner) => partner.id));
  if (!listed.has(parsed.data.partnerId)) return null;
  const current = readFavorites(request, listed);
  const isFavorite = parsed.data.favorite === "on";
  const others = current.filter((id) => id !== parsed.data.partnerId);
  const next = isFavorite ? [...others, parsed.data.partnerId].slice(-maxFavorites) : others;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookie = `${cookieName}=${next.join(".")}; Path=/; Max-Age=${next.length > 0 ? oneYear : 0}; SameSite=Lax; HttpOnly${secure}`;
  return { cookie, isFavorite };
}
