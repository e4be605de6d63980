import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form as RemixForm, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatDateTime } from "~/admin/admin-dates";
import { newYorkToday } from "~/admin/follow-up";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import { applicantOf, enrolAndTell, listEnrolments } from "~/course/course-admin.server";
import { revokeCertificate } from "~/course/completion.server";
import { changeEnrolment, monthsAfter, defaultEnrolmentMonths } from "~/course/enrolments.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, supportedLanguages } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { recordAudit } from "~/platform/audit-log.server";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { courseEnrolments } from "../../db/schema";
import { eq } from "drizzle-orm";
import { Button } from "~/components/ui/button";

export const handle = pageHandle({ audience: "admin", crawl: false });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid");
const intentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("enrol"),
    email: z.string().trim().toLowerCase().email("validation.invalidEmail").max(254, "validation.invalidEmail"),
    name: z.string().trim().min(2, "validation.required").max(120, "validation.invalid"),
    firstName: z.string().trim().max(60, "validation.invalid").default(""),
    startsOn: day,
    endsOn: z.union([day, z.literal("")]).default(""),
    language: z.enum(supportedLanguages, { message: "validation.invalid" }),
    submissionId: z.string().max(64).default(""),
  }),
  z.object({ intent: z.literal("status"), enrolmentId: z.string().min(1).max(64), status: z.enum(["active", "paused", "ended"]) }),
  z.object({ intent: z.literal("extend"), enrolmentId: z.string().min(1).max(64), endsOn: day }),
  z.object({ intent: z.literal("revoke"), code: z.string().min(1).max(40), reason: z.string().trim().min(3, "validation.required").max(500, "validation.invalid") }),
]);

/** The course manager: enrolments, enrolling (from a licence application with `?submission=`), changes, exports, revocations. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const submissionId = (url.searchParams.get("submission") ?? "").slice(0, 64);
  const [enrolments, applicant] = await Promise.all([listEnrolments(context.db, query), submissionId ? applicantOf(context.db, submissionId) : undefined]);
  return data(
    {
      translations: pickTranslations(language, ["courseAdmin", "validation"]),
      query,
      // Florida's day, not UTC's: in a Florida evening UTC is already tomorrow, and an enrolment "starting today" would not open until then.
      today: newYorkToday(),
      applicant: applicant ? { id: applicant.id, email: applicant.email, name: `${applicant.firstName} ${applicant.lastName}`.trim(), firstName: applicant.firstName, language: applicant.language } : null,
      enrolments: enrolments.map((row) => ({
        ...row,
        starts: formatDateTime(row.startsAt, language),
        ends: formatDateTime(row.endsAt, language),
        endsDay: row.endsAt.slice(0, 10),
      })),
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const here = localizePath("/course-manager", language);
  const parsed = await parseForm(await readForm(request), intentSchema);
  const refuse = (description: "courseAdmin.alreadyEnrolledText" | "courseAdmin.badDatesText" | "courseAdmin.notChangedText" | "courseAdmin.revokeRefusedText", fieldErrors: Record<string, string> = {}, kept: Record<string, string> = {}) =>
    formFailure({ formId: "course-manager", status: 409, fieldErrors, kept, alert: translatedToast(language, "error", { title: "courseAdmin.notChangedTitle", description }) });
  if (!parsed.ok) {
    return formFailure({ formId: "course-manager", status: 400, fieldErrors: parsed.fieldErrors, kept: parsed.kept, alert: translatedToast(language, "error", { title: "courseAdmin.notChangedTitle", description: "courseAdmin.notChangedText" }) });
  }
  const intent = parsed.data;
  switch (intent.intent) {
    case "enrol": {
      const startsAt = new Date(`${intent.startsOn}T00:00:00-05:00`).toISOString();
      const endsAt = intent.endsOn ? new Date(`${intent.endsOn}T23:59:59-05:00`).toISOString() : monthsAfter(new Date(startsAt), defaultEnrolmentMonths);
      const result = await enrolAndTell(context, request, {
        email: intent.email,
        name: intent.name,
        firstName: intent.firstName || intent.name.split(/\s+/)[0] || "",
        startsAt,
        endsAt,
        language: intent.language,
        submissionId: intent.submissionId || null,
        createdBy: admin.email,
      });
      if (!result.ok) return refuse(result.reason === "bad-dates" ? "courseAdmin.badDatesText" : "courseAdmin.alreadyEnrolledText", result.reason === "bad-dates" ? { endsOn: "courseAdmin.badDatesText" } : { email: "courseAdmin.alreadyEnrolledText" }, parsed.kept);
      await recordAudit(context, request, admin, "course.enrol", result.enrolment.studentEmail, { enrolmentId: result.enrolment.id, startsAt, endsAt, submissionId: intent.submissionId || null });
      return redirectWithToast(request, context.env, here, translatedToast(language, "success", { title: "courseAdmin.enrolledTitle", description: "courseAdmin.enrolledText" }, { email: result.enrolment.studentEmail }));
    }
    case "status":
    case "extend": {
      const change = intent.intent === "status" ? { status: intent.status } : { endsAt: new Date(`${intent.endsOn}T23:59:59-05:00`).toISOString() };
      const changed = await changeEnrolment(context.db, intent.enrolmentId, change, admin.email);
      if (!changed) return refuse("courseAdmin.notChangedText");
      await recordAudit(context, request, admin, "course.enrolment_change", changed.studentEmail, { enrolmentId: changed.id, ...change });
      return redirectWithToast(request, context.env, here, translatedToast(language, "success", { title: "courseAdmin.changedTitle", description: "courseAdmin.changedText" }, { email: changed.studentEmail }));
    }
    case "revoke": {
      const revoked = await revokeCertificate(context.db, { code: intent.code, by: admin.email, reason: intent.reason });
      if (!revoked) return refuse("courseAdmin.revokeRefusedText");
      const [enrolment] = await context.db.select({ email: courseEnrolments.studentEmail }).from(courseEnrolments).where(eq(courseEnrolments.id, revoked.enrolmentId));
      await recordAudit(context, request, admin, "course.certificate_revoke", enrolment?.email ?? "", { code: revoked.code, reason: intent.reason });
      return redirectWithToast(request, context.env, here, translatedToast(language, "success", { title: "courseAdmin.revokedTitle", description: "courseAdmin.revokedText" }, { code: revoked.code }));
    }
  }
}

export const headers = privatePageHeaders;

const input = "min-h-11 rounded-lg border border-slate-300 px-3";
const small = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export default function CourseManager() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  const localize = useLocalizePath();
  const applicant = page.applicant;
  const kept = failure && "repopulateFields" in failure ? failure.repopulateFields : {};
  const fieldErrors = failure && "fieldErrors" in failure ? failure.fieldErrors : {};

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t("courseAdmin.heading")}</h1>
        <p className="text-slate-700">{t("courseAdmin.intro")}</p>
      </header>
      {failure && "alert" in failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{failure.alert.title}</p>
          <p>{failure.alert.description}</p>
          {Object.entries(fieldErrors).map(([field, message]) => (
            <p key={field}>{t(message as Parameters<typeof t>[0])}</p>
          ))}
        </div>
      ) : null}

      <section className="grid gap-4 rounded-xl border border-slate-200 p-5" aria-labelledby="enrol-heading">
        <h2 id="enrol-heading" className="text-xl font-semibold text-slate-900">
          {t("courseAdmin.enrolHeading")}
        </h2>
        {applicant ? <p className="text-slate-700">{t("courseAdmin.enrolFromApplication", { name: applicant.name, email: applicant.email })}</p> : null}
        <RemixForm method="post" id="course-manager" className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="enrol" />
          <input type="hidden" name="submissionId" value={applicant?.id ?? ""} />
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.email")}</span>
            <input name="email" type="email" required maxLength={254} defaultValue={kept.email ?? applicant?.email ?? ""} className={input} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.name")}</span>
            <input name="name" required maxLength={120} defaultValue={kept.name ?? applicant?.name ?? ""} className={input} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.firstName")}</span>
            <input name="firstName" maxLength={60} defaultValue={kept.firstName ?? applicant?.firstName ?? ""} className={input} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.language")}</span>
            <select name="language" defaultValue={applicant?.language ?? "en"} className={input}>
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.startsOn")}</span>
            <input name="startsOn" type="date" required defaultValue={page.today} className={input} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.endsOn")}</span>
            <input name="endsOn" type="date" className={input} />
          </label>
          <p className="sm:col-span-2">
            <Button type="submit">
              {t("courseAdmin.enrol")}
            </Button>
          </p>
        </RemixForm>
      </section>

      <section className="grid gap-4" aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-xl font-semibold text-slate-900">
          {t("courseAdmin.listHeading")}
        </h2>
        <RemixForm method="get" className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1">
            <span className="font-semibold">{t("courseAdmin.searchLabel")}</span>
            <input name="q" defaultValue={page.query} maxLength={100} className={input} />
          </label>
          <button type="submit" className={small}>
            {t("courseAdmin.search")}
          </button>
        </RemixForm>
        {page.enrolments.length === 0 ? <p className="text-slate-600">{t("courseAdmin.none")}</p> : null}
        <ul className="grid gap-3">
          {page.enrolments.map((row) => (
            <li key={row.id} className="grid gap-3 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">{row.studentName}</p>
                  <p className="break-all text-sm text-slate-600">
                    {row.studentEmail}
                    {row.hasAccount ? "" : ` · ${t("courseAdmin.noAccount")}`}
                  </p>
                </div>
                <p className="text-sm text-slate-700">
                  {t(`courseAdmin.statuses.${row.status}`)} · {row.starts} – {row.ends}
                  <br />
                  {t("courseAdmin.screens", { done: row.screensDone, total: row.screensTotal })}
                  {row.certificateCode ? (
                    <>
                      <br />
                      {t("courseAdmin.certificate")}: <span className="font-mono">{row.certificateCode}</span>
                      {row.certificateRevokedAt ? ` (${t("courseAdmin.revokedLabel")})` : ""}
                    </>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {row.status !== "ended" ? (
                  <>
                    <RemixForm method="post">
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="enrolmentId" value={row.id} />
                      <button type="submit" name="status" value={row.status === "paused" ? "active" : "paused"} className={small}>
                        {row.status === "paused" ? t("courseAdmin.resume") : t("courseAdmin.pause")}
                      </button>
                    </RemixForm>
                    <RemixForm method="post">
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="enrolmentId" value={row.id} />
                      <button type="submit" name="status" value="ended" className={small}>
                        {t("courseAdmin.end")}
                      </button>
                    </RemixForm>
                    <RemixForm method="post" className="flex items-end gap-2">
                      <input type="hidden" name="intent" value="extend" />
                      <input type="hidden" name="enrolmentId" value={row.id} />
                      <label className="grid gap-1 text-sm">
                        <span>{t("courseAdmin.extend")}</span>
                        <input name="endsOn" type="date" required defaultValue={row.endsDay} className={input} />
                      </label>
                      <button type="submit" className={small}>
                        {t("courseAdmin.extend")}
                      </button>
                    </RemixForm>
                  </>
                ) : null}
                <a href={localize(`/course-manager/records/${row.id}.json`)} className={small}>
                  {t("courseAdmin.exportJson")}
                </a>
                <a href={localize(`/course-manager/records/${row.id}.csv`)} className={small}>
                  {t("courseAdmin.exportCsv")}
                </a>
                {row.certificateCode && !row.certificateRevokedAt ? (
                  <RemixForm method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="code" value={row.certificateCode} />
                    <label className="grid gap-1 text-sm">
                      <span>{t("courseAdmin.revokeReason")}</span>
                      <input name="reason" required minLength={3} maxLength={500} className={input} />
                    </label>
                    <button type="submit" className={small}>
                      {t("courseAdmin.revoke")}
                    </button>
                  </RemixForm>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "courseAdmin.metaTitle", description: "courseAdmin.intro", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
