/**
 * A person's page (admins; docs/leads.md, "The person page"): the leads sent from one e-mail
 * address whatever its case, the account, newsletter, call/text consent and course tied to it, and
 * one timeline of everything that happened, newest first, 200 events a page. The URL names the
 * person by one of their leads' ids or their account's id, never by the address. A read page of
 * links: it works without JavaScript.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { AdminShell, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { EmailAddress } from "~/components/admin/email-address";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { findPerson, personPage } from "~/admin/person.server";
import { parseTimelineCursor } from "~/admin/person-timeline";
import { PersonLeads } from "./person-leads";
import { PersonSummary } from "./person-summary";
import { PersonTimeline } from "./person-timeline";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const personId = params.personId ?? "";
  const person = await findPerson(context.db, personId);
  if (!person) throw new Response("Not Found", { status: 404, headers: noStoreHeaders });
  const cursor = parseTimelineCursor(new URL(request.url).searchParams.get("before"));
  return data(
    {
      translations: pickTranslations(language, ["people", "leadStatuses", "submissions"], adminShellI18n),
      admin: { email: admin.email },
      personId,
      isOlderPage: cursor !== null,
      person: await personPage(context.db, person, cursor, language),
    },
    { headers: noStoreHeaders },
  );
}

export const headers = privatePageHeaders;

export default function PersonPage() {
  const { admin, personId, isOlderPage, person } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const title = person.name ?? (person.address ? t("people.unnamed") : t("people.noAddressHeading"));
  return (
    <AdminShell
      email={admin.email}
      title={title}
      intro={
        <div className="grid gap-2">
          {person.address ? (
            <p className="text-lg font-semibold text-slate-800">
              <EmailAddress address={person.address} />
            </p>
          ) : null}
          <p>{person.address ? t("people.intro") : t("people.noAddressIntro")}</p>
          <p>
            <Link to={localize("/submissions-manager")} className="font-semibold text-brand-700 underline hover:text-brand-900">
              {t("people.back")}
            </Link>
          </p>
        </div>
      }
    >
      <div className="grid gap-10">
        <PersonSummary person={person} />
        <PersonLeads person={person} />
        <PersonTimeline timeline={person.timeline} pagePath={localize(`/submissions-manager/people/${personId}`)} isOlderPage={isOlderPage} />
      </div>
    </AdminShell>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "people.meta.title", description: "people.meta.description", keywords: "people.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
