/** What the person page's sections share: the link to a lead in the manager, a date that wraps whole, the spam mark. */
import { useLocalizePath, useT } from "~/i18n/use-t";

/** The lead's dialog in the submissions manager; a spam lead opens in the Spam tab, where it is listed. */
export function useLeadHref(): (lead: { id: string; isSpam: boolean }) => string {
  const localize = useLocalizePath();
  return (lead) => `${localize("/submissions-manager")}?${lead.isSpam ? "tab=spam&" : ""}dialog=view&id=${encodeURIComponent(lead.id)}`;
}

/** A date and time that may wrap between the two, never inside either ("Nov 27, 2026," / "7:52 PM"). */
export function DateTimeText({ text }: { text: string }) {
  const cut = text.lastIndexOf(", ");
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span> <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

/** A lead marked as spam, in words (never by colour alone). */
export function SpamMark() {
  const t = useT();
  return <span className="ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">{t("people.timeline.spam")}</span>;
}
