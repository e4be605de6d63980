/**
 * The admin's saved views beside the tabs (decision 053): each a link to the manager's view it
 * holds (so it works without JavaScript), with its delete button; and the form that saves the view
 * shown under a name (`save-view-form.tsx`, loaded after the page; the server renders it whole).
 */
import { Form as PlainForm, Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { deleteViewIntent } from "~/admin/saved-view-names";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";

/** The save form's field messages (named here: importing the fields module would load the form library with the page). */
export const i18n = ["validation"] as const satisfies Namespaces;

const SaveViewForm = lazy(() => import("./save-view-form").then((module) => ({ default: module.SaveViewForm })));

export function SavedViews({
  views,
  managerPath,
  viewSearch,
}: {
  views: Array<{ id: string; name: string; search: string }>;
  managerPath: string;
  viewSearch: string;
}) {
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
              <Link
                to={`${managerPath}${view.search}`}
                aria-current={view.search === viewSearch ? "page" : undefined}
                className="min-h-10 py-2 text-sm font-semibold text-brand-700 underline aria-[current=page]:no-underline"
              >
                {view.name}
              </Link>
              <PlainForm method="post" action={`${managerPath}${viewSearch}`}>
                <input type="hidden" name="intent" value={deleteViewIntent} />
                <input type="hidden" name="viewId" value={view.id} />
                <input type="hidden" name="view" value={viewSearch} />
                <button
                  type="submit"
                  aria-label={t("submissions.savedViews.deleteLabel", { name: view.name })}
                  className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </PlainForm>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <SaveViewForm managerPath={managerPath} viewSearch={viewSearch} />
      </Suspense>
    </section>
  );
}
