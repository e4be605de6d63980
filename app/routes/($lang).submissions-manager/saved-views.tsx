/**
 * The admin's saved views beside the tabs (decision 053): each a link to the manager's view it
 * holds (so it works without JavaScript), with its delete button; and the form that saves the view
 * shown under a name (the one form protocol: with JavaScript through a fetcher, the list refreshed;
 * without, the page again with the message, or the redirect with its toast).
 */
import { Form as PlainForm, Link } from "@remix-run/react";
import { saveViewFormId, saveViewIntent, saveViewSchema, savedViewNameMaximum, deleteViewIntent } from "~/admin/saved-views";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";

export const i18n = [...fieldsI18n] as const satisfies Namespaces;

export function SavedViews({ views, managerPath, viewSearch }: { views: Array<{ id: string; name: string; search: string }>; managerPath: string; viewSearch: string }) {
  const t = useT();
  return (
    <section aria-labelledby="saved-views-heading" className="mt-4 grid gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id="saved-views-heading" className="text-sm font-semibold text-slate-900">
        {t("submissions.savedViews.label")}
      </h2>
      {views.length === 0 ? (
        <p className="text-sm text-slate-600">{t("submissions.savedViews.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-saved-views="">
          {views.map((view) => (
            <li key={view.id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-white pl-3">
              <Link to={`${managerPath}${view.search}`} aria-current={view.search === viewSearch ? "page" : undefined} className="min-h-10 py-2 text-sm font-semibold text-brand-700 underline aria-[current=page]:no-underline">
                {view.name}
              </Link>
              <PlainForm method="post" action={`${managerPath}${viewSearch}`}>
                <input type="hidden" name="intent" value={deleteViewIntent} />
                <input type="hidden" name="viewId" value={view.id} />
                <input type="hidden" name="view" value={viewSearch} />
                <button type="submit" aria-label={t("submissions.savedViews.deleteLabel", { name: view.name })} className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900">
                  <span aria-hidden="true">×</span>
                </button>
              </PlainForm>
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}
