/**
 * The link from a lead, an account or a learner to their person page (docs/leads.md, "The person
 * page"): it names the person by a lead's or an account's id, never by the address.
 */
import { Link } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads: the page that renders it sends them. */
export const i18n = ["personLink"] as const satisfies Namespaces;

/** `personId`: a lead's id or an account's id; `who` (an address, a name) tells a screen reader's list of links apart. */
export function PersonLink({ personId, who }: { personId: string; who?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Link to={localize(`/submissions-manager/people/${personId}`)} className="font-semibold text-brand-700 underline hover:text-brand-900">
      {t("personLink.open")}
      {who ? <span className="sr-only"> {who}</span> : null}
    </Link>
  );
}
