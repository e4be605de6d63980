/** The partner-network intents: list an application in /business-search, change its listing, remove it. */
import { isPartnerCategory } from "~/partners/directory-options";
import { listingFromApplication } from "~/partners/partner-application";
import { listApprovedPartner, removeListing, updateListingFlags } from "~/partners/partners.server";
import { auditSubmission, failedToast, type IntentContext } from "./intent-context.server";

export const partnerFormType = "partner-network";

/** Lists a partner-network application in /business-search. */
export async function approvePartner({ category, verified, featured }: { category?: unknown; verified: boolean; featured: boolean }, run: IntentContext) {
  const { submission, reply } = run;
  const reopen = { dialog: "listing", id: submission.id };
  if (submission.formType !== partnerFormType) return reply("error", failedToast);
  if (!isPartnerCategory(category)) {
    return reply(
      "error",
      {
        title: "submissions.approveFailedTitle",
        description: "submissions.categoryRequired",
      },
      undefined,
      reopen
    );
  }
  const listing = listingFromApplication(submission.data, {
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
      reopen
    );
  // Listed once however many approvals race; only the one that listed it is audited.
  const listed = await listApprovedPartner(run.context.db, submission.id, listing);
  if (listed)
    await auditSubmission(run, "partner.approve", {
      name: listing.name,
      category,
      verified: listing.verified,
      featured: listing.featured,
    });
  return reply(
    "success",
    {
      title: "submissions.approvedTitle",
      description: "submissions.approvedText",
    },
    { name: listing.name }
  );
}

export async function updateListing({ verified, featured }: { verified: boolean; featured: boolean }, run: IntentContext) {
  const flags = { verified, featured };
  if (await updateListingFlags(run.context.db, run.submission.id, flags)) await auditSubmission(run, "partner.update", flags);
  return run.reply("success", {
    title: "submissions.listingSavedTitle",
    description: "submissions.listingSavedText",
  });
}

export async function unlistPartner(run: IntentContext) {
  if (await removeListing(run.context.db, run.submission.id)) await auditSubmission(run, "partner.unlist");
  return run.reply("success", {
    title: "submissions.listingRemovedTitle",
    description: "submissions.listingRemovedText",
  });
}
