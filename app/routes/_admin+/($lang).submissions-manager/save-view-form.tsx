/**
 * The form that saves the view shown under a name (the one form protocol: with JavaScript through a
 * fetcher, the list refreshed; without, the page again with the message, or the redirect with its
 * toast). Its own module, loaded after the page, so the manager's first screen loads no zod.
 */
import { saveViewFormId, saveViewIntent, savedViewNameMaximum } from "~/admin/saved-view-names";
import { saveViewSchema } from "~/admin/saved-views";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import { useT } from "~/i18n/use-t";

export function SaveViewForm({ managerPath, viewSearch }: { managerPath: string; viewSearch: string }) {
  const t = useT();
  return (
    <Form
      formId={saveViewFormId}
      schema={saveViewSchema}
      intent={saveViewIntent}
      hiddenFields={{ view: viewSearch }}
      action={`${managerPath}${viewSearch}`}
      submitsWithFetcher
      resetAfterSubmit
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <TextField formId={saveViewFormId} name="name" label={t("submissions.savedViews.nameLabel")} maxLength={savedViewNameMaximum} />
      </div>
      <SubmitButton label={t("submissions.savedViews.save")} busyLabel={t("submissions.savedViews.saving")} className="w-full sm:w-fit" />
    </Form>
  );
}
