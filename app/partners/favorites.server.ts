/**
 * Directory favourites without an account (docs/decisions/029-partner-listings-and-favourites.md):
 * the ids live in a cookie the server reads, so the directory renders them selected from its first
 * byte, and each heart is a small POST form that works without JavaScript. The cookie is not signed
 * and holds nothing secret: it is trusted only for ids of partners listed now, at most
 * `maxFavorites` of them, and anything malformed or oversized reads as no favourites, never an error.
 */
import { z } from "zod";
import { createCookieSafely } from "~/http/cookies";
import type { Database } from "../../db/client";
import { listDirectoryPartners } from "./partners.server";

const favoritesCookieName = "favorite_partners";
/** Plenty for a short list, and keeps the cookie near 2 KB. */
const maxFavorites = 40;
const idShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Longer than any value we write (base64 of 40 quoted ids): a longer one is not ours. */
const maxCookieLength = 3000;
const oneYear = 365 * 24 * 60 * 60;

function favoritesCookie(request: Request) {
  return createCookieSafely(favoritesCookieName, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: oneYear,
  });
}

/** The well-formed ids the cookie names (each once, at most `maxFavorites`); [] for anything else. */
async function idsInCookie(request: Request): Promise<string[]> {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${favoritesCookieName}=`));
  if (!raw || raw.length > maxCookieLength) return [];
  const value: unknown = await favoritesCookie(request).parse(raw);
  if (!Array.isArray(value) || value.length > maxFavorites) return [];
  if (!value.every((id): id is string => typeof id === "string" && idShape.test(id))) return [];
  return [...new Set(value)];
}

/** The cookie's favourites that are listed partners (the directory's loader passes the listed ids). */
export async function readFavorites(request: Request, listedIds: ReadonlySet<string>): Promise<string[]> {
  return (await idsInCookie(request)).filter((id) => listedIds.has(id));
}

// The wanted state, not a toggle: a post sent twice (a double click, a resent form) ends the same.
const favoritePostSchema = z.object({ partnerId: z.string().regex(idShape), favorite: z.enum(["on", "off"]) });

/**
 * A heart's post: adds or removes one listed partner. Returns the Set-Cookie header and the saved
 * state, or null when the post names no listed partner (the cookie is then left as it was).
 */
export async function saveFavorite(request: Request, db: Database, form: FormData): Promise<{ setCookie: string; isFavorite: boolean } | null> {
  const parsed = favoritePostSchema.safeParse({ partnerId: form.get("partnerId"), favorite: form.get("favorite") });
  if (!parsed.success) return null;
  const listed = new Set((await listDirectoryPartners(db)).map((partner) => partner.id));
  if (!listed.has(parsed.data.partnerId)) return null;
  const { partnerId, favorite } = parsed.data;
  const others = (await readFavorites(request, listed)).filter((id) => id !== partnerId);
  const isFavorite = favorite === "on";
  // The newest stays when the list is full: the oldest favourite gives way.
  const next = isFavorite ? [...others, partnerId].slice(-maxFavorites) : others;
  const cookie = favoritesCookie(request);
  const setCookie = next.length > 0 ? await cookie.serialize(next) : await cookie.serialize([], { maxAge: 0 });
  return { setCookie, isFavorite };
}
