import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { UrlDialog } from "~/components/dialogs/url-dialog";
import { buttonClassName } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { partnerCategories } from "~/partners/directory-options";
import { listingLimits, type ListingField } from "~/partners/listing-fields";
import type { FormFailure } from "~/forms/answer";
import { ActionFields, dialogHref, useIsPosting, type OpenDialog } from "./row-actions";
import { CancelAndSubmit, CheckedDialogField, DialogField, primaryButton, type FieldDescription } from "./dialog-parts";

/** A partner application's directory listing: approving it, its flags, unlisting and relisting it, editing its details. */

export function ListingDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "listing" }>; closeHref: string; viewSearch: string }) {
  const t = useT();
  const isPosting = useIsPosting(dialog.listing ? "update-listing" : "approve");
  const name = dialog.name || dialog.email;
  const checkbox = (field: "verified" | "featured", isChecked: boolean) => (
    <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
      <input type="checkbox" name={field} defaultChecked={isChecked} className="size-5 rounded border-slate-400 text-brand-700" />
      {t(`submissions.${field}`)}
    </label>
  );

  if (dialog.listing) {
    const isUnlisted = dialog.listing.isUnlisted;
    return (
      <UrlDialog
        id="partner-listing"
        title={t("submissions.listingTitle")}
        description={t(isUnlisted ? "submissions.unlistedText" : "submissions.listingText", { name })}
        closeHref={closeHref}
      >
        <p className="mb-3 text-sm text-slate-700">{t("submissions.listingTellsApplicant")}</p>
        {isUnlisted ? <p className="mb-3 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t("submissions.unlisted")}</p> : null}
        <Form method="post" className="grid gap-3">
          <ActionFields intent="update-listing" id={dialog.id} viewSearch={viewSearch} />
          {checkbox("verified", dialog.listing.verified)}
          {checkbox("featured", dialog.listing.featured)}
          <button type="submit" disabled={isPosting} className={`${primaryButton} w-fit`}>
            {t("submissions.saveListing")}
          </button>
        </Form>
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Link to={dialogHref(viewSearch, "edit-listing", dialog.id)} preventScrollReset className={buttonClassName({ variant: "outline", size: "small" })}>
            {t("submissions.editListing")}
          </Link>
          <Form method="post">
            <ActionFields intent={isUnlisted ? "relist" : "unlist"} id={dialog.id} viewSearch={viewSearch} />
            <button type="submit" className={buttonClassName({ variant: isUnlisted ? "outline" : "dangerOutline", size: "small" })}>
              {t(isUnlisted ? "submissions.relistListing" : "submissions.removeListing")}
            </button>
          </Form>
        </div>
      </UrlDialog>
    );
  }

  return (
    <UrlDialog id="approve-partner" title={t("submissions.approveTitle")} description={t("submissions.approveText", { name })} closeHref={closeHref}>
      <Form method="post" className="grid gap-4">
        <ActionFields intent="approve" id={dialog.id} viewSearch={viewSearch} />
        <DialogField id="listing-category" label={t("submissions.category")}>
          <select
            id="listing-category"
            name="category"
            required
            defaultValue={dialog.suggestedCategory ?? ""}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          >
            <CategoryOptions />
          </select>
          {dialog.suggestedCategory ? null : <p className="mt-1 text-sm text-slate-600">{dialog.applicationCategory}</p>}
        </DialogField>
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t("submissions.location")}</dt>
          <dd>{dialog.location}</dd>
          <dt className="font-semibold">{t("submissions.tags")}</dt>
          <dd className="break-words">{dialog.tags.join(", ") || "—"}</dd>
        </dl>
        {checkbox("verified", false)}
        {checkbox("featured", false)}
        <p className="text-sm text-slate-700">{t("submissions.approveTellsApplicant")}</p>
        <CancelAndSubmit closeHref={closeHref} isPosting={isPosting} label={t("submissions.approve")} />
      </Form>
    </UrlDialog>
  );
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600";

/** Editing an approved listing's details; a refused post shows it again as typed, each message under its field. */
export function EditListingDialog({
  dialog,
  closeHref,
  viewSearch,
  answer,
}: {
  dialog: Extract<OpenDialog, { kind: "edit-listing" }>;
  closeHref: string;
  viewSearch: string;
  answer?: FormFailure;
}) {
  const t = useT();
  const isPosting = useIsPosting("edit-listing");
  const values: Record<ListingField, string> = { ...dialog.values, ...answer?.repopulateFields };
  const field = (name: ListingField, label: string, control: (props: FieldDescription & { name: string; defaultValue: string }) => ReactNode) => {
    // Translated on the server, in this admin's language.
    const error = answer?.fieldErrors[name];
    return (
      <CheckedDialogField
        id={`listing-${name}`}
        label={label}
        error={error}
        control={(description) => control({ ...description, name, defaultValue: values[name] })}
      />
    );
  };
  const input = (name: Exclude<ListingField, "category" | "description">, label: string, type = "text") =>
    field(name, label, (props) => <input {...props} type={type} maxLength={listingLimits[name]} className={`${fieldClass} min-h-11`} />);

  return (
    <UrlDialog id="edit-listing" title={t("submissions.editListingTitle")} description={t("submissions.editListingText")} closeHref={closeHref}>
      {answer ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t("submissions.listingFixErrors")}
        </p>
      ) : null}
      {/* A refused post puts back what was typed: a new key makes the fields take the new defaults. */}
      <Form key={answer ? JSON.stringify(answer.repopulateFields) : "stored"} method="post" noValidate className="grid gap-4">
        <ActionFields intent="edit-listing" id={dialog.id} viewSearch={viewSearch} />
        {input("name", t("submissions.listingName"))}
        {field("category", t("submissions.category"), (props) => (
          <select {...props} className={`${fieldClass} min-h-11`}>
            <CategoryOptions />
          </select>
        ))}
        {input("location", t("submissions.location"))}
        {field("description", t("submissions.listingDescription"), (props) => (
          <textarea {...props} rows={4} maxLength={listingLimits.description} className={`${fieldClass} py-2`} />
        ))}
        {input("phone", t("submissions.listingPhone"), "tel")}
        {input("email", t("submissions.listingEmail"), "email")}
        {input("website", t("submissions.listingWebsite"), "url")}
        {input("address", t("submissions.listingAddress"))}
        {input("tags", t("submissions.listingTags"))}
        <CancelAndSubmit closeHref={closeHref} isPosting={isPosting} label={t("submissions.saveListingDetails")} />
      </Form>
    </UrlDialog>
  );
}

/** The directory's categories as a select's options, after "Choose a category". */
function CategoryOptions() {
  const t = useT();
  return (
    <>
      <option value="">{t("submissions.chooseCategory")}</option>
      {partnerCategories.map((category) => (
        <option key={category} value={category}>
          {t(`directory.categories.${category}`)}
        </option>
      ))}
    </>
  );
}
