/** The line an editor shows when students reported its item: how many reports are open, linking to them. */
import { Link } from "@remix-run/react";
import { useLocalizePath, useT } from "~/i18n/use-t";

export function ItemReportsLine({ itemId, open }: { itemId: string; open: number }) {
  const t = useT();
  const localize = useLocalizePath();
  if (open === 0) return null;
  return (
    <p>
      <Link to={`${localize("/studio/reports")}?q=${encodeURIComponent(itemId)}`} className="font-semibold text-brand-700 underline">
        {t("studioAnalysis.openForItem", { count: open })}
      </Link>
    </p>
  );
}
