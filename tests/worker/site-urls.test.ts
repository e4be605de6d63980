/**
 * The site's URLs, pinned: every route of the built route table as its whole path pattern (the
 * optional language included), whether it is an index route, and the whole path of the route it is
 * nested in. Moving or renaming route files (docs/decisions/078) must leave this list as it is; a URL
 * that appears or disappears, or a route that changes its parent, fails here. A new page adds its line.
 */
import { describe, expect, it } from "vitest";
import { clientManifestRoutes, type ManifestRoute } from "../support/routes-manifest";

/** A route's whole path pattern: its parents' path segments and its own, joined (an index route's is its parent's). */
function wholePath(route: ManifestRoute | undefined, routes: ReadonlyArray<ManifestRoute>): string {
  if (!route || route.id === "root") return "";
  const parent = routes.find((candidate) => candidate.id === route.parentId);
  return [wholePath(parent, routes), route.path ?? ""].filter((part) => part !== "").join("/");
}

/** "path (index) <- parent's path", or "root" for a route nested in the root only. */
function siteMapLine(route: ManifestRoute, routes: ReadonlyArray<ManifestRoute>): string {
  const parent = routes.find((candidate) => candidate.id === route.parentId);
  const parentPath = !parent || parent.id === "root" ? "root" : wholePath(parent, routes);
  return `${wholePath(route, routes)}${route.index ? " (index)" : ""} <- ${parentPath}`;
}

const siteMap = [
  "* <- root",
  ":lang? (index) <- root",
  ":lang?/about <- root",
  ":lang?/account <- root",
  ":lang?/account/data.json <- root",
  ":lang?/account/passkeys <- root",
  ":lang?/account/security <- root",
  ":lang?/account/two-factor <- root",
  ":lang?/admin <- root",
  ":lang?/admin (index) <- :lang?/admin",
  ":lang?/admin-access <- root",
  ":lang?/admin-login <- root",
  ":lang?/auth <- root",
  ":lang?/blog (index) <- root",
  ":lang?/blog/:postId <- root",
  ":lang?/business-search <- root",
  ":lang?/certificates/:code <- root",
  ":lang?/course (index) <- root",
  ":lang?/course-engine <- root",
  ":lang?/course-manager <- root",
  ":lang?/course-manager/identity <- root",
  ":lang?/course-manager/learners/:enrolmentId <- root",
  ":lang?/course-manager/questions <- root",
  ":lang?/course-manager/records/:file <- root",
  ":lang?/course/:lessonId/:screen <- root",
  ":lang?/course/:lessonId/quiz <- root",
  ":lang?/course/certificate <- root",
  ":lang?/course/exams/:kind/:scope <- root",
  ":lang?/course/glossary <- root",
  ":lang?/course/heartbeat <- root",
  ":lang?/course/identity-check <- root",
  ":lang?/course/preview <- root",
  ":lang?/forgot-password <- root",
  ":lang?/license-application <- root",
  ":lang?/license-journey <- root",
  ":lang?/login <- root",
  ":lang?/login/passkey <- root",
  ":lang?/login/two-factor <- root",
  ":lang?/logout <- root",
  ":lang?/newsletter <- root",
  ":lang?/newsletter/confirm/:token <- root",
  ":lang?/newsletter/unsubscribe/:token <- root",
  ":lang?/partner-network <- root",
  ":lang?/privacy <- root",
  ":lang?/reminders/stop/:token <- root",
  ":lang?/services (index) <- root",
  ":lang?/services/credit-resolution <- root",
  ":lang?/services/fixed-index-annuities <- root",
  ":lang?/services/health-insurance <- root",
  ":lang?/services/iul <- root",
  ":lang?/services/long-term-care <- root",
  ":lang?/services/mortgage-protection <- root",
  ":lang?/services/term-insurance <- root",
  ":lang?/set-password/:token <- root",
  ":lang?/sponsorship-application <- root",
  ":lang?/sponsorship-program <- root",
  ":lang?/studio <- root",
  ":lang?/studio/approvals.csv <- root",
  ":lang?/studio/items <- root",
  ":lang?/studio/lessons/:id <- root",
  ":lang?/studio/questions/:id <- root",
  ":lang?/studio/releases <- root",
  ":lang?/studio/reports <- root",
  ":lang?/studio/units/:kind/* <- root",
  ":lang?/submissions-manager <- root",
  ":lang?/submissions-manager/export.csv <- root",
  ":lang?/submissions-manager/people/:personId <- root",
  ":lang?/submissions-manager/subscribers.csv <- root",
  ":lang?/terms <- root",
  ":lang?/verify-email/:token <- root",
  ":lang?/youth-sponsorship <- root",
  "dev/example-form <- root",
  "dev/mailbox <- root",
  "dev/mailbox/:id <- dev/mailbox",
  "dev/mailbox/templates <- root",
  "dev/mailbox/templates/:sample <- dev/mailbox/templates",
  "dev/schedule <- root",
  "robots.txt <- root",
  "sitemap.xml <- root",
];

describe("the site's URLs", () => {
  it("are the pinned list: none appears, disappears or moves under another parent", () => {
    const routes = clientManifestRoutes();
    const built = routes.filter((route) => route.id !== "root").map((route) => siteMapLine(route, routes));
    expect(built.sort()).toEqual([...siteMap].sort());
  });
});
