/**
 * The one way the admin pages put a stored code into words: a form type, a source, a status, each
 * in the page's language (the codes themselves stay in the CSV export and the database).
 */
import { useT } from "~/i18n/use-t";
import { formTypeLabel, sourceLabel, staffLabelText, type StaffLabel } from "~/leads/forms/names";
import type { Lead } from "../../../db/schema";

export function useStaffLabels() {
  const t = useT();
  const words = (label: StaffLabel) => staffLabelText(label, t);
  return {
    formType: (formType: string) => words(formTypeLabel(formType)),
    source: (source: string) => words(sourceLabel(source)),
    status: (status: Lead["status"]) => t(`leadStatuses.${status}`),
  };
}
