/**
 * The organisation's contact the root loader sent with the layout (as set in the Settings tab,
 * docs/decisions/065-site-settings-and-notice-routing.md), for a page that shows it besides the
 * footer. Undefined only where the layout's data is missing (an error screen).
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { OrganisationContact } from "./site-settings";

export function useOrganisationContact(): OrganisationContact | undefined {
  // Read by shape: the root's loader type would tie this module to root.tsx, which renders the footer.
  const layout = useRouteLoaderData("root") as { contact?: OrganisationContact } | undefined;
  return layout?.contact;
}
