/**
 * The manager's bulk form (docs/decisions/061-bulk-work.md): a plain post form above the table,
 * whose row checkboxes sit in the table and name it (`form=`), so it works without JavaScript and
 * never nests in a row's own forms. Which leads: the rows ticked, all on this page, or all matching
 * the view. What: review an assignment or a status change (the review dialog opens; nothing
 * changes yet), or export the selected. A refusal comes back above it, in the admin's language.
 */
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { bulkFields, bulkFormId } from "~/admin/bulk-selection";
import { workingStatuses, type LeadTab } from "~/admin/lead-query";
import { FormAlert } from "~/components/forms/form-answer";
import { buttonClassName } from "~/components/ui/button";
import type { FormFailure } from "~/forms/answer";
import type { Namespaces } from "~/i18n/translations";
import { useT } from "~/i18n/use-t";

export const i18n = ["bulk", "leadStatuses", "languages"] as const satisfies Namespaces;

const selectClass = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 sm:w-56";

/** The ticked rows a refused post kept (one value, the ids separated by spaces). */
export function keptTicks(failure: FormFailure | undefined): ReadonlySet<string> {
  return new Set((failure?.repopulateFields[bulkFields.lead] ?? "").split(" ").filter(Boolean));
}

/** With JavaScript, "all on this page" ticks every row, and unticking a row unticks it: what is shown is what is posted. */
function useRowsFollowThePage() {
  useEffect(() => {
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.form?.id !== bulkFormId) return;
      const form = input.form;
      if (input.name === bulkFields.everyOnPage) {
        // The form's elements include the rows' checkboxes, which name it from the table.
        for (const element of Array.from(form.elements))
          if (element instanceof HTMLInputElement && element.name === bulkFields.lead) element.checked = input.checked;
      } else if (input.name === bulkFields.lead && !input.checked) {
        const everyOnPage = form.elements.namedItem(bulkFields.everyOnPage);
        if (everyOnPage instanceof HTMLInputElement) everyOnPage.checked = false;
      }
    };
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, []);
}

export function BulkForm({
  action,
  viewSearch,
  tab,
  pageIds,
  total,
  admins,
  failure,
}: {
  action: string;
  viewSearch: string;
  tab: LeadTab;
  pageIds: string[];
  total: string;
  admins: Array<{ id: string; label: string }>;
  failure?: FormFailure;
}) {
  const t = useT();
  useRowsFollowThePage();
  const kept = failure?.repopulateFields ?? {};
  const errors = failure?.fieldErrors ?? {};
  const isSpam = tab === "spam";
  const errorText = (field: string) => (errors[field] ? t(errors[field] as Parameters<typeof t>[0]) : undefined);
  return (
    <Form
      id={bulkFormId}
      method="post"
      action={action}
      preventScrollReset
      className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-labelledby="bulk-heading"
    >
      <h2 id="bulk-heading" className="text-sm font-semibold text-slate-900">
        {t("bulk.heading")}
      </h2>
      {failure ? <FormAlert alert={failure.alert} /> : null}
      <input type="hidden" name="view" value={viewSearch} />
      {pageIds.map((id) => (
        <input key={id} type="hidden" name={bulkFields.pageLead} value={id} />
      ))}
      <p className="text-sm text-slate-600" id="bulk-help">
        {t("bulk.selectionHelp")}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={bulkFields.everyOnPage}
            value="1"
            defaultChecked={kept[bulkFields.everyOnPage] === "1"}
            className="size-5 shrink-0 rounded border-slate-400"
          />
          {t("bulk.everyOnPage", { count: pageIds.length })}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={bulkFields.everyMatching}
            value="1"
            defaultChecked={kept[bulkFields.everyMatching] === "1"}
            className="size-5 shrink-0 rounded border-slate-400"
          />
          {t("bulk.everyMatching", { count: total })}
        </label>
      </div>
      {isSpam ? (
        <p className="text-sm text-slate-700">{t("bulk.spamNote")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="w-full sm:w-auto">
              <label htmlFor="bulk-assign-to" className="block text-sm font-medium text-slate-800">
                {t("bulk.assignLabel")}
              </label>
              <select
                id="bulk-assign-to"
                name="assignTo"
                defaultValue={kept.assignTo ?? "me"}
                aria-invalid={errors.assignTo ? true : undefined}
                aria-describedby={errors.assignTo ? "bulk-assign-to-error" : undefined}
                className={selectClass}
              >
                <option value="me">{t("bulk.me")}</option>
                <option value="nobody">{t("bulk.nobody")}</option>
                {admins.map((admin) => (
                  <option key={admin.id} value={admin.id}>
                    {admin.label}
                  </option>
                ))}
              </select>
              {errors.assignTo ? (
                <p id="bulk-assign-to-error" className="mt-1 text-sm font-semibold text-red-800">
                  {errorText("assignTo")}
                </p>
              ) : null}
            </div>
            <button type="submit" name="intent" value="bulk-assign" className={buttonClassName({ variant: "secondary", className: "w-full sm:w-auto" })}>
              {t("bulk.reviewAssign")}
            </button>
          </div>
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="w-full sm:w-auto">
              <label htmlFor="bulk-status" className="block text-sm font-medium text-slate-800">
                {t("bulk.statusLabel")}
              </label>
              <select
                id="bulk-status"
                name="status"
                defaultValue={kept.status ?? "contacted"}
                aria-invalid={errors.status ? true : undefined}
                aria-describedby={errors.status ? "bulk-status-error" : undefined}
                className={selectClass}
              >
                {workingStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`leadStatuses.${status}`)}
                  </option>
                ))}
              </select>
              {errors.status ? (
                <p id="bulk-status-error" className="mt-1 text-sm font-semibold text-red-800">
                  {errorText("status")}
                </p>
              ) : null}
            </div>
            <button type="submit" name="intent" value="bulk-status" className={buttonClassName({ variant: "secondary", className: "w-full sm:w-auto" })}>
              {t("bulk.reviewStatus")}
            </button>
          </div>
        </div>
      )}
      <div>
        <button type="submit" name="intent" value="bulk-export" className={buttonClassName({ variant: "outline", className: "w-full sm:w-auto" })}>
          {t("bulk.export")}
        </button>
      </div>
    </Form>
  );
}

/** A row's checkbox, in the table but posted with the bulk form. */
export function RowCheckbox({ id, label, isChecked }: { id: string; label: string; isChecked: boolean }) {
  return (
    <input
      type="checkbox"
      form={bulkFormId}
      name={bulkFields.lead}
      value={id}
      defaultChecked={isChecked}
      aria-label={label}
      className="size-5 rounded border-slate-400"
    />
  );
}
