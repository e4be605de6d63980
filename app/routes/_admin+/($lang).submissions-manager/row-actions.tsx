import { useNavigation } from "@remix-run/react";
import type { ManagerData } from "./queries.server";

export type { ManagerData };
export type Row = ManagerData["rows"][number];
export type OpenDialog = NonNullable<ManagerData["dialog"]>;

/** Links that open a dialog keep the view (tab, search, page) and add the dialog's parameters. */
export function dialogHref(viewSearch: string, dialog: string, id: string): string {
  const params = new URLSearchParams(viewSearch);
  params.set("dialog", dialog);
  params.set("id", id);
  return `?${params.toString()}`;
}

/** Hidden fields every row action posts: which submission, and the view to come back to. */
export function ActionFields({ intent, id, viewSearch }: { intent: string; id: string; viewSearch: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="view" value={viewSearch} />
    </>
  );
}

/** Whether a post with this intent is on its way (its button shows it). */
export function useIsPosting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
