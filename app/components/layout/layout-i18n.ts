import { i18n as contentPageI18n } from "~/components/content/content-page";
import { i18n as sampleCourseHoursI18n } from "~/components/course/sample-course-hours";
import { i18n as errorPageI18n } from "~/components/error-page";
import { i18n as toasterI18n } from "~/components/toaster";
import type { Namespaces } from "~/i18n/translations";
import { i18n as siteFooterI18n } from "./site-footer";
import { i18n as siteHeaderI18n } from "./site-header";

/**
 * The namespaces the layout needs on every page, gathered from the components it renders: the
 * navbar, the footer (with its newsletter form), toasts, the error and not-found screens, and the
 * page links and titles nearly every page shows, and the one sentence a sample course says wherever
 * hours are stated. The root loader sends them once; a page's loader
 * never sends them again (docs/decisions/023-languages-and-namespaces.md).
 */
export const layoutNamespaces: Namespaces = [
  ...new Set([...siteHeaderI18n, ...siteFooterI18n, ...toasterI18n, ...errorPageI18n, ...contentPageI18n, ...sampleCourseHoursI18n]),
];
