import { formatDateTime, formatDay } from "~/platform/time/date-formats";
import { licenceChecklistOfLead } from "~/school/licence-checklist.server";
import { followUpRange, isOverdue } from "~/admin/follow-up";
import { newYorkToday } from "~/platform/time/new-york-time";
import type { Database } from "../../../../db/client";
import type { Lead } from "../../../../db/schema";
import type { Language } from "~/i18n/languages";
import { directoryCategoryFor, tagsFromApplication } from "~/partners/partner-application";
import { listingsByLead } from "~/partners/partners.server";
import { isManagerDialog, parseLeadQuery, parseWorkingStatus } from "~/admin/lead-query";
import { applicantNotice } from "~/admin/status-change.server";
import { findLead, listAdmins, listLeads, notesOf } from "~/admin/leads.server";
import { subscriptionsOf } from "~/admin/newsletter-subscriptions.server";
import { leadCourseSection } from "~/school/learners.server";
import { findUserById, fullName, nameOrEmail } from "~/auth/users.server";
import { newsletterForm } from "~/leads/forms/newsletter";
import { partnerFormType } from "./intents.server";
import { organisationContact } from "~/site/site-settings.server";
import { leadDataRows } from "~/leads/lead-data.server";

/** A newsletter lead's address: its subscription state is shown beside it. */
const newsletterEmails = (rows: Array<{ formType: string; email: string }>) =>
  rows.filter((row) => row.formType === newsletterForm.formType).map((row) => row.email);

/** A follow-up day as shown: the date in the page's language, and whether it is overdue (`follow-up.ts`). */
function followUpOf(lead: { followUpOn: string | null; status: Lead["status"] }, today: string, language: Language) {
  return lead.followUpOn ? { date: formatDay(lead.followUpOn, language), isOverdue: isOverdue(lead, today) } : null;
}

/** What the submissions manager shows for a URL: the view's page of rows, each tab's count, and the open dialog. */
export async function managerPageData(db: Database, searchParams: URLSearchParams, language: Language, viewerId: string, siteUrl: string) {
  const query = parseLeadQuery(searchParams);
  const today = newYorkToday();
  const page = await listLeads(db, query, viewerId);
  const { counts } = page;
  const [listings, subscriptions] = await Promise.all([
    listingsByLead(
      db,
      page.items.filter((row) => row.formType === partnerFormType).map((row) => row.id),
    ),
    subscriptionsOf(db, newsletterEmails(page.items), language),
  ]);
  return {
    query: { ...query, page: page.page },
    total: page.total,
    pageCount: page.pageCount,
    counts,
    rows: page.items.map((row) => ({
      id: row.id,
      formType: row.formType,
      email: row.email,
      name: fullName(row),
      phone: row.phone,
      callTextConsent: row.callTextConsent,
      source: row.source,
      status: row.status,
      owner: row.ownerEmail ? nameOrEmail({ email: row.ownerEmail, firstName: row.ownerFirstName, lastName: row.ownerLastName }) : null,
      followUp: followUpOf(row, today, language),
      createdAt: formatDateTime(row.createdAt, language),
      isPartnerApplication: row.formType === partnerFormType,
      isListed: listings.has(row.id),
      isUnlisted: Boolean(listings.get(row.id)?.unlistedAt),
      subscription: row.formType === newsletterForm.formType ? (subscriptions.get(row.email.toLowerCase()) ?? null) : null,
    })),
    dialog: await dialogData(db, searchParams, language, today, siteUrl),
  };
}

export type ManagerData = Awaited<ReturnType<typeof managerPageData>>;

/** The open row dialog (URL state: `?dialog=view&id=...`), with what it shows. */
async function dialogData(db: Database, searchParams: URLSearchParams, language: Language, today: string, siteUrl: string) {
  const kind = searchParams.get("dialog");
  const id = searchParams.get("id");
  if (!isManagerDialog(kind) || !id) return null;
  const lead = await findLead(db, id);
  if (!lead) return null;
  const base = { id: lead.id, email: lead.email, formType: lead.formType };
  switch (kind) {
    case "view": {
      // Six independent reads, side by side.
      const [owner, admins, notes, subscriptions, course, licenceChecklist] = await Promise.all([
        lead.assignedTo ? findUserById(db, lead.assignedTo) : undefined,
        listAdmins(db),
        notesOf(db, lead.id),
        subscriptionsOf(db, newsletterEmails([lead]), language),
        leadCourseSection(db, lead.email, language),
        licenceChecklistOfLead(db, lead.email, language),
      ]);
      return {
        ...base,
        kind,
        date: formatDateTime(lead.createdAt, language),
        status: lead.status,
        ownerId: lead.assignedTo,
        // Named from the account itself, so an owner who is no longer an admin still shows.
        owner: lead.assignedTo ? nameOrEmail(owner ?? { email: null, firstName: null, lastName: null }) : null,
        admins: admins.map((admin) => ({ id: admin.id, label: nameOrEmail(admin) })),
        followUpOn: lead.followUpOn ?? "",
        followUp: followUpOf(lead, today, language),
        followUpRange: followUpRange(today),
        notes: notes.map((note) => ({
          id: note.id,
          body: note.body,
          author: nameOrEmail({ email: note.authorEmail, firstName: note.authorFirstName, lastName: note.authorLastName }),
          date: formatDateTime(note.createdAt, language),
        })),
        subscription: subscriptions.get(lead.email.toLowerCase()) ?? null,
        // The person's course, when the lead's address is enrolled (the learners view's section).
        course,
        licenceChecklist,
        // Every stored field under its label, in the form's order, then the consent on record.
        fields: leadDataRows(lead, language),
      };
    }
    case "status": {
      // Spam is not worked (un-spam it first); an unknown status opens nothing.
      const to = parseWorkingStatus(searchParams.get("to"));
      const from = parseWorkingStatus(lead.status);
      if (!to || !from) return null;
      const notice = await applicantNotice(lead, to, siteUrl, await organisationContact({ db }));
      return { ...base, kind, from, to, applicantLanguage: lead.language, notice: notice ? { subject: notice.subject, text: notice.text } : null };
    }
    case "delete":
      return { ...base, kind };
    case "erase":
      return lead.email ? { ...base, kind } : null;
    case "listing": {
      if (lead.formType !== partnerFormType) return null;
      const listing = (await listingsByLead(db, [lead.id])).get(lead.id) ?? null;
      const text = (name: string) => (typeof lead.data[name] === "string" ? String(lead.data[name]) : "");
      return {
        ...base,
        kind,
        name: text("name"),
        location: text("location"),
        applicationCategory: text("category"),
        suggestedCategory: directoryCategoryFor(lead.data.category),
        tags: tagsFromApplication(lead.data.tags),
        listing: listing ? { verified: listing.verified, featured: listing.featured, isUnlisted: listing.unlistedAt !== null } : null,
      };
    }
    case "edit-listing": {
      const listing = (await listingsByLead(db, [lead.id])).get(lead.id);
      if (!listing) return null;
      return {
        ...base,
        kind,
        isUnlisted: listing.unlistedAt !== null,
        values: {
          name: listing.name,
          category: listing.category,
          location: listing.location,
          description: listing.description,
          phone: listing.phone,
          email: listing.email,
          website: listing.website,
          address: listing.address,
          tags: listing.tags.join(", "),
        },
      };
    }
  }
}
