/**
 * What a directory card shows, built on the server: dates formatted there so hydration always
 * agrees, and the partner's own links reduced to what is safe to render (an http(s) website shown as
 * its host, an e-mail address that looks like one).
 */
import { dateTimeFormatPerLanguage, type Language } from "~/i18n/languages";
import { safeWebsite } from "./listing-fields";
import type { DirectoryListing } from "./partners.server";

const emailShape = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const monthYear = dateTimeFormatPerLanguage({ month: "long", year: "numeric", timeZone: "UTC" });

export function toCard(partner: DirectoryListing, language: Language) {
  const joined = new Date(partner.joinedDate);
  return {
    id: partner.id,
    name: partner.name,
    description: partner.description,
    tags: partner.tags,
    category: partner.category,
    location: partner.location,
    verified: partner.verified,
    featured: partner.featured,
    rating: Math.round(partner.rating * 10) / 10,
    joinedDate: partner.joinedDate,
    joinedDisplay: Number.isNaN(joined.getTime()) ? "" : monthYear[language].format(joined),
    phone: partner.phone,
    // Only an http(s) address becomes a link, and it is shown as its host.
    website: safeWebsite(partner.website),
    email: emailShape.test(partner.email) ? partner.email : "",
    address: partner.address,
  };
}

export type PartnerCard = ReturnType<typeof toCard>;
