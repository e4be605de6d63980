import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { initialFocus, UrlDialog } from "~/components/dialogs/url-dialog";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { partnerCategories } from "~/partners/directory-options";
import { listingLimits, type ListingField } from "~/partners/listing-form";
import type { ListingEditAnswer } from "./intents.server";
import { leadNoteMaximumLength, workingStatuses } from "~/admin/submission-query";
import { ActionFields, dialogHref, useIsPosting, type OpenDialog } from "./row-actions";
import { SubscriptionLine } from "./submissions-table";
import { buttonClassName } from "~/components/ui/button";

/** The open row dialog (URL state: `?dialog=view|delete|erase|listing|edit-listing&id=...`). */
export function SubmissionDialog({
  dialog,
  closeHref,
  viewSearch,
  answer,
}: {
  dialog: OpenDialog;
  closeHref: string;
  viewSearch: string;
  answer?: ListingEditAnswer;
}) {
  switch (dialog.kind) {
    case "view":
      return <ViewDataDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} />;
    case "delete":
      return (
        <ConfirmDialog
          dialog={dialog}
          closeHref={closeHref}
          viewSearch={viewSearch}
          title="submissions.deleteTitle"
          text="submissions.deleteText"
          confirm="submissions.confirmDelete"
        />
      );
    case "erase":
      return (
        <ConfirmDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} title="submissions.eraseTitle" text="submissions.eraseText" confirm="submissions.confirmErase" />
      );
    case "listing":
      return <ListingDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} />;
    case "edit-listing":
      return <EditListingDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} answer={answer?.formId === "edit-listing" ? answer : undefined} />;
  }
}

const primaryButton = buttonClassName();
const secondaryButton = buttonClassName({ variant: "secondary" });
const dangerButton = buttonClassName({ variant: "danger" });

/** A dialog's labelled control: the label above, the control (and any hint) below. */
function DialogField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function ViewDataDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "view" }>; closeHref: string; viewSearch: string }) {
  const t = useT();
  const isSaving = useIsPosting("work");
  const isSpam = dialog.status === "spam";
  return (
    <UrlDialog
      id="submission-data"
      title={t("submissions.viewTitle")}
      description={t("submissions.viewDescription", { formType: dialog.formType, email: dialog.email || t("submissions.noEmail"), date: dialog.date })}
      closeHref={closeHref}
    >
      <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
        {dialog.entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-xs font-semibold break-all text-slate-600 sm:pt-0.5">{key}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {dialog.subscription ? <SubscriptionLine subscription={dialog.subscription} /> : null}
      <h3 className="mt-6 font-semibold text-slate-900">{t("submissions.workHeading")}</h3>
      {isSpam ? (
        <Form method="post" className="mt-2 grid gap-3">
          <ActionFields intent="not-spam" id={dialog.id} viewSearch={viewSearch} />
          <p className="text-sm text-slate-600">{t("submissions.spamCannotBeWorked")}</p>
          <button type="submit" className={`${secondaryButton} w-fit`}>
            {t("submissions.notSpam")}
          </button>
        </Form>
      ) : (
        <>
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <ActionFields intent="assign" id={dialog.id} viewSearch={viewSearch} />
            {dialog.isAssigned ? <p className="text-sm text-slate-600">{t("submissions.assignedToSomeone")}</p> : null}
            <button type="submit" name="to" value="me" className={`${secondaryButton} w-fit`}>
              {t("submissions.assignToMe")}
            </button>
            {dialog.isAssigned ? (
              <button type="submit" name="to" value="nobody" className={`${secondaryButton} w-fit`}>
                {t("submissions.unassign")}
              </button>
            ) : null}
          </Form>
          <Form method="post" className="mt-2 grid gap-3">
            <ActionFields intent="work" id={dialog.id} viewSearch={viewSearch} />
            <DialogField id="lead-status" label={t("submissions.statusLabel")}>
              <select id="lead-status" name="status" defaultValue={dialog.status} className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900">
                {workingStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`leadStatuses.${status}`)}
                  </option>
                ))}
              </select>
            </DialogField>
            <DialogField id="lead-note" label={t("submissions.noteLabel")}>
              <textarea
                id="lead-note"
                name="note"
                rows={3}
                maxLength={leadNoteMaximumLength}
                defaultValue={dialog.note}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
              />
            </DialogField>
            <button type="submit" disabled={isSaving} className={`${primaryButton} w-fit`}>
              {isSaving ? t("submissions.saving") : t("submissions.saveWork")}
            </button>
          </Form>
        </>
      )}
    </UrlDialog>
  );
}

function ConfirmDialog({
  dialog,
  closeHref,
  viewSearch,
  title,
  text,
  confirm,
}: {
  dialog: Extract<OpenDialog, { kind: "delete" | "erase" }>;
  closeHref: string;
  viewSearch: string;
  title: TranslationKey;
  text: TranslationKey;
  confirm: TranslationKey;
}) {
  const t = useT();
  const isPosting = useIsPosting(dialog.kind);
  const email = dialog.email || t("submissions.noEmail");
  return (
    <UrlDialog id={`confirm-${dialog.kind}`} title={t(title, { email })} description={t(text, { email })} closeHref={closeHref}>
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <ActionFields intent={dialog.kind} id={dialog.id} viewSearch={viewSearch} />
        {/* Focus starts on Cancel: a key pressed right after opening never deletes anything. */}
        <Link to={closeHref} replace preventScrollReset className={secondaryButton} {...initialFocus}>
          {t("submissions.cancel")}
        </Link>
        <button type="submit" disabled={isPosting} className={dangerButton}>
          {t(confirm)}
        </button>
      </Form>
    </UrlDialog>
  );
}

function ListingDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "listing" }>; closeHref: string; viewSearch: string }) {
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
        {isUnlisted ? (
          <p className="mb-3 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t("submissions.unlisted")}</p>
        ) : null}
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
            <option value="">{t("submissions.chooseCategory")}</option>
            {partnerCategories.map((category) => (
              <option key={category} value={category}>
                {t(`directory.categories.${category}`)}
              </option>
            ))}
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
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={closeHref} replace preventScrollReset className={secondaryButton}>
            {t("submissions.cancel")}
          </Link>
          <button type="submit" disabled={isPosting} className={primaryButton}>
            {t("submissions.approve")}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600";

/** Editing an approved listing's details; a refused post shows it again as typed, each message under its field. */
function EditListingDialog({
  dialog,
  closeHref,
  viewSearch,
  answer,
}: {
  dialog: Extract<OpenDialog, { kind: "edit-listing" }>;
  closeHref: string;
  viewSearch: string;
  answer?: ListingEditAnswer;
}) {
  const t = useT();
  const isPosting = useIsPosting("edit-listing");
  const values = answer?.values ?? dialog.values;
  const field = (name: ListingField, label: string, control: (props: Record<string, unknown>) => ReactNode) => {
    const error = answer?.errors[name];
    const id = `listing-${name}`;
    return (
      <DialogField id={id} label={label}>
        {control({
          id,
          name,
          defaultValue: values[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(`submissions.${error.key}`, error.values)}
          </p>
        ) : null}
      </DialogField>
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
      <Form key={answer ? JSON.stringify(answer.values) : "stored"} method="post" noValidate className="grid gap-4">
        <ActionFields intent="edit-listing" id={dialog.id} viewSearch={viewSearch} />
        {input("name", t("submissions.listingName"))}
        {field("category", t("submissions.category"), (props) => (
          <select {...props} className={`${fieldClass} min-h-11`}>
            <option value="">{t("submissions.chooseCategory")}</option>
            {partnerCategories.map((category) => (
              <option key={category} value={category}>
                {t(`directory.categories.${category}`)}
              </option>
            ))}
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
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={closeHref} replace preventScrollReset className={secondaryButton}>
            {t("submissions.cancel")}
          </Link>
          <button type="submit" disabled={isPosting} className={primaryButton}>
            {t("submissions.saveListingDetails")}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
