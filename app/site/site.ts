/**
 * Facts about the organisation and the site's map, shared by the navbar, the footer, the home
 * page, the structured data and the sitemap. Paths are language-neutral (see i18n/languages.ts).
 */
export const organization = {
  email: "info@floridafinancialacademy.com",
  phoneDisplay: "(305) 555-0142",
  phoneHref: "tel:+13055550142",
  region: "Florida",
  country: "US",
  socialLinks: [
    { network: "facebook", href: "https://www.facebook.com/floridafinancialacademy" },
    { network: "instagram", href: "https://www.instagram.com/floridafinancialacademy" },
    { network: "linkedin", href: "https://www.linkedin.com/company/floridafinancialacademy" },
    { network: "youtube", href: "https://www.youtube.com/@floridafinancialacademy" },
  ],
} as const;

/**
 * The pages the header, the footer and Home's tiles link to, by the name their labels use
 * (`nav.about`, `home.tiles.about.title`).
 */
export const pagePaths = {
  home: "/",
  about: "/about",
  blog: "/blog",
  licenseApplication: "/license-application",
  licenseJourney: "/license-journey",
  course: "/course-engine",
  coursePreview: "/course/preview",
  findPartners: "/business-search",
  joinNetwork: "/partner-network",
  youthSponsorship: "/youth-sponsorship",
  sponsorshipProgram: "/sponsorship-program",
} as const;

/** The seven service pages, in the order the navbar's dropdown lists them. */
export const serviceSlugs = [
  "term-insurance",
  "fixed-index-annuities",
  "mortgage-protection",
  "long-term-care",
  "iul",
  "health-insurance",
  "credit-resolution",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** The six insurance services that Home's cards and the footer list (credit repair is apart). */
export const insuranceServiceSlugs = serviceSlugs.filter((slug): slug is Exclude<ServiceSlug, "credit-resolution"> => slug !== "credit-resolution");

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}
