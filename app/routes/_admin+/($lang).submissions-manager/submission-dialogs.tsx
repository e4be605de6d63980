import { useStaffLabels } from "~/components/admin/staff-labels";
import { Form, Link } from "@remix-run/react";
import { initialFocus, UrlDialog } from "~/components/dialogs/url-dialog";
import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { FormReply } from "~/forms/answer";
import { ActionFields, useIsPosting, type OpenDialog } from "./row-actions";
import { EditListingDialog, ListingDialog } from "./listing-dialogs";
import { StatusChoice, StatusDialog } from "./status-forms";
import { LeadWork } from "./lead-work-forms";
import { secondaryButton } from "./dialog-parts";
import { SubscriptionLine } from "./submissions-table";
import { buttonClassName } from "~/components/ui/button";
import { LicenceChecklistSummary } from "~/components/school/licence-checklist-summary";
import { PersonLink } from "~/components/admin/person-link";
import { EmailAddress, SentenceWithEmailAddress } from "~/components/admin/email-address";

/** The open row dialog (URL state: `?dialog=view|delete|erase|listing|edit-listing|status&id=...`). */
export function ManagerDialog({ dialog, closeHref, viewSearch, answer }: { dialog: OpenDialog; closeHref: string; viewSearch: string; answer?: FormReply }) {
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
        <ConfirmDialog
          dialog={dialog}
          closeHref={closeHref}
          viewSearch={viewSearch}
          title="submissions.eraseTitle"
          text="submissions.eraseText"
          confirm="submissions.confirmErase"
        />
      );
    case "listing":
      return <ListingDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} />;
    case "status":
      return <StatusDialog dialog={dialog} viewSearch={viewSearch} />;
    case "edit-listing":
      return (
        <EditListingDialog
          dialog={dialog}
          closeHref={closeHref}
          viewSearch={viewSearch}
          answer={answer?.formId === "edit-listing" && !answer.ok ? answer : undefined}
        />
      );
  }
}

const dangerButton = buttonClassName({ variant: "danger" });

function ViewDataDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "view" }>; closeHref: string; viewSearch: string }) {
  const t = useT();
  const labels = useStaffLabels();
  const localize = useLocalizePath();
  const isSpam = dialog.status === "spam";
  return (
    <UrlDialog
      id="submission-data"
      title={t("submissions.viewTitle")}
      description={
        dialog.email ? (
          <SentenceWithEmailAddress
            sentence={(email) => t("submissions.viewDescription", { formType: labels.formType(dialog.formType), email, date: dialog.date })}
            address={dialog.email}
          />
        ) : (
          t("submissions.viewDescription", { formType: labels.formType(dialog.formType), email: t("submissions.noEmail"), date: dialog.date })
        )
      }
      closeHref={closeHref}
    >
      {/* Every lead of this address, the account and one timeline (docs/leads.md, "The person page"). */}
      <p className="mb-4">
        <PersonLink personId={dialog.id} />
      </p>
      {/* Labels and values in words (app/leads/lead-data.server.ts); a long word wraps only when it is wider than its line. */}
      <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm break-normal hyphens-none sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        {dialog.fields.map((field, index) => (
          <div key={index} className="contents">
            <dt className="font-semibold text-slate-600">{field.label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere] max-sm:mb-1">
              {field.value === "" ? "—" : field.isAddress ? <EmailAddress address={field.value} /> : field.value}
            </dd>
          </div>
        ))}
      </dl>
      {dialog.subscription ? <SubscriptionLine subscription={dialog.subscription} /> : null}
      {dialog.course ? (
        <section className="mt-6 grid gap-1" aria-label={dialog.course.heading}>
          <h3 className="font-semibold text-slate-900">{dialog.course.heading}</h3>
          <p className="text-sm text-slate-700">{dialog.course.text}</p>
          <p>
            <Link to={dialog.course.href} className="font-semibold text-brand-700 underline hover:text-brand-900">
              {dialog.course.link}
            </Link>
          </p>
        </section>
      ) : null}
      {dialog.licenceChecklist ? <LicenceChecklistSummary checklist={dialog.licenceChecklist} /> : null}
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
          <StatusChoice id={dialog.id} status={dialog.status} viewSearch={viewSearch} />
          {dialog.formType === "license-application" && dialog.status === "accepted" ? (
            <p className="mt-3">
              <Link
                to={localize(`/course-manager?submission=${encodeURIComponent(dialog.id)}`)}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {t("submissions.enrolInCourse")}
              </Link>
            </p>
          ) : null}
          <LeadWork dialog={dialog} viewSearch={viewSearch} />
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
  // The address may wrap only between its parts (a long one in a narrow dialog), never mid-word.
  const withEmail = (key: TranslationKey) =>
    dialog.email ? <SentenceWithEmailAddress sentence={(email) => t(key, { email })} address={dialog.email} /> : t(key, { email: t("submissions.noEmail") });
  return (
    <UrlDialog id={`confirm-${dialog.kind}`} title={withEmail(title)} description={withEmail(text)} closeHref={closeHref}>
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
