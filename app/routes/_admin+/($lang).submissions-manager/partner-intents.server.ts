/**
 * The partner-network intents: list an application in /business-search, edit its listing, unlist and
 * relist it. Listing moves the lead to "accepted" and unlisting to "closed", through the status
 * change's one path, with the applicant's e-mail (docs/decisions/050-partner-listing-notices.md).
 */
import { listingNotice } from "~/admin/status-change.server";
import { parseWorkingStatus } from "~/admin/lead-query";
import { isPartnerCategory } from "~/partners/directory-options";
import { parseListingForm } from "~/partners/listing-form";
import { listingFromApplication } from "~/partners/partner-application";
import { listApprovedPartner, setListingUnlisted, updateListingDetails, updateListingFlags } from "~/partners/partners.server";
import { formFailure } from "~/forms/protocol.server";
import { translatedToast } from "~/http/translated-toast.server";
import { createTranslate } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { auditLead, failedToast, notFoundToast, type IntentContext } from "./intent-context.server";
import { moveLead } from "./status-intent.server";
import { siteOrigin } from "~/http/site-origin";
import { organisationContact } from "~/site/site-settings.server";

export const partnerFormType = "partner-network";

/** Lists a partner-network application in /business-search. */
export async function approvePartner({ category, verified, featured }: { category?: unknown; verified: boolean; featured: boolean }, run: IntentContext) {
  const { lead, reply } = run;
  const reopen = { dialog: "listing", id: lead.id };
  if (lead.formType !== partnerFormType) return reply("error", failedToast);
  if (!isPartnerCategory(category)) {
    return reply(
      "error",
      {
        title: "submissions.approveFailedTitle",
        description: "submissions.categoryRequired",
      },
      undefined,
      reopen,
    );
  }
  const listing = listingFromApplication(lead.data, {
    category,
    verified,
    featured,
  });
  if (!listing)
    return reply(
      "error",
      {
        title: "submissions.approveFailedTitle",
        description: "submissions.approveFailedText",
      },
      undefined,
      reopen,
    );
  // Listed once however many approvals race; only the one that listed it is audited.
  const listed = await listApprovedPartner(run.context.db, lead.id, listing);
  if (listed)
    await auditLead(run, "partner.approve", {
      name: listing.name,
      category,
      verified: listing.verified,
      featured: listing.featured,
    });
  if (listed) await moveLeadWithListing(run, true);
  return reply(
    "success",
    {
      title: "submissions.approvedTitle",
      description: "submissions.approvedText",
    },
    { name: listing.name },
  );
}

export async function updateListing({ verified, featured }: { verified: boolean; featured: boolean }, run: IntentContext) {
  const flags = { verified, featured };
  if (await updateListingFlags(run.context.db, run.lead.id, flags)) await auditLead(run, "partner.update", flags);
  return run.reply("success", {
    title: "submissions.listingSavedTitle",
    description: "submissions.listingSavedText",
  });
}

/** Saves a listing's details (the edit dialog); a refused field shows the form again with what was typed. */
export async function editListing(fields: Record<string, unknown>, run: IntentContext) {
  const parsed = parseListingForm(fields);
  if (!parsed.ok) {
    const t = createTranslate(dictionaries[run.language]);
    const fieldErrors = Object.fromEntries(Object.entries(parsed.errors).map(([field, error]) => [field, t(`submissions.${error.key}`, error.values)]));
    const alert = translatedToast(run.language, "error", { title: "forms.checkTitle", description: "submissions.listingFixErrors" });
    return formFailure({ formId: "edit-listing", alert, status: 422, fieldErrors, kept: parsed.values });
  }
  const before = await updateListingDetails(run.context.db, run.lead.id, parsed.details);
  if (!before) return run.reply("error", notFoundToast);
  const changed = Object.keys(parsed.details).filter(
    (field) => JSON.stringify(parsed.details[field as keyof typeof parsed.details]) !== JSON.stringify(before[field as keyof typeof before]),
  );
  if (changed.length > 0) await auditLead(run, "partner.update", { fields: changed, name: parsed.details.name });
  return run.reply("success", { title: "submissions.listingSavedTitle", description: "submissions.listingEditedText" }, { name: parsed.details.name });
}

/** Takes the listing out of the directory, or puts it back; the row (and its details) stays. */
export async function changeListed(isUnlisting: boolean, run: IntentContext) {
  if (await setListingUnlisted(run.context.db, run.lead.id, isUnlisting)) {
    await auditLead(run, isUnlisting ? "partner.unlist" : "partner.relist");
    await moveLeadWithListing(run, !isUnlisting);
  }
  return isUnlisting
    ? run.reply("success", { title: "submissions.listingRemovedTitle", description: "submissions.listingRemovedText" })
    : run.reply("success", { title: "submissions.listingRelistedTitle", description: "submissions.listingRelistedText" });
}

/**
 * The lead follows its listing: listed → "accepted", unlisted → "closed", from the status it has
 * now, with the e-mail that says so. Only a listing change this post made gets here, and the status
 * change is conditional on that status, so two racing posts tell the applicant once. A lead that
 * already has the status (e.g. accepted by hand before the approval) is not moved and not told
 * again; spam is never moved.
 */
async function moveLeadWithListing(run: IntentContext, isListed: boolean): Promise<void> {
  const from = parseWorkingStatus(run.lead.status);
  if (!from) return;
  const notice = await listingNotice(run.lead, isListed, siteOrigin(run.request, run.context.env), await organisationContact(run.context));
  await moveLead(run, { from, to: isListed ? "accepted" : "closed", notice });
}
