/** What the person page's sections share: the link to a lead in the manager, a date that wraps whole, the spam mark. */
import { useLocalizePath } from "~/i18n/use-t";

/** The lead's dialog in the submissions manager; a spam lead opens in the Spam tab, where it is listed. */
export function useLeadHref(): (lead: { id: string; isSpam: boolean }) => string {
  const localize = useLocalizePath();
  const manager = localize("/submissions-manager");
  return (lead) => `${manager}?${lead.isSpam ? "tab=spam&" : ""}dialog=view&id=${encodeURIComponent(lead.id)}`;
}

/**
 * A date and time that may wrap between the two, never inside either ("Nov 27, 2026," / "7:52 PM"):
 * no-break spaces inside each part, one text with no element of its own.
 */
export function dayAndTime(text: string): string {
  const cut = text.lastIndexOf(", ");
  const together = (part: string) => part.replace(/ /g, "\u00a0");
  return cut < 0 ? together(text) : `${together(text.slice(0, cut + 1))} ${together(text.slice(cut + 2))}`;
}

/** A lead marked as spam, in words (never by colour alone). */
export const spamMarkClass = "ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900";
