import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import { Form, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/platform/time/date-formats";
import { privatePageHeaders } from "~/auth/permissions.server";
import { lookUpCertificate, lookupStatus, certificateLookupLimit } from "~/course/certificate-lookup.server";
import { normalizeCertificateCode } from "~/course/completion.server";
import { theCourse } from "~/course/course.server";
import { formatSeconds } from "~/course/durations";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button } from "~/components/ui/button";

export const handle = pageHandle({ audience: "public", crawl: false, edgeCache: "never" });

/**
 * Anyone (an employer, the department) checks a certificate by its code: genuine, revoked, or
 * unknown. It shows what the certificate shows and nothing more. `/certificates/check?code=…` is
 * where the form on this page sends a typed code. Never kept by the edge page cache (a revocation
 * shows at once, docs/decisions/071) and throttled per client (docs/decisions/072).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const typed = params.code === "check" ? (new URL(request.url).searchParams.get("code") ?? "") : (params.code ?? "");
  const code = normalizeCertificateCode(typed.slice(0, 64));
  if (code && code !== params.code) throw redirect(localizePath(`/certificates/${code}`, language), { status: 303 });
  const lookup = await lookUpCertificate(context, request, code, params.code === "check" && typed === "");
  const { certificate } = lookup;
  const retryAfter = lookup.state === "too-many" ? { "Retry-After": String(lookup.retryAfterSeconds) } : undefined;
  return data(
    {
      translations: pickTranslations(language, ["course"]),
      state: lookup.state,
      waitMinutes: certificateLookupLimit.windowSeconds / 60,
      typed: typed.slice(0, 64),
      certificate: certificate
        ? {
            code: certificate.code,
            name: certificate.studentName,
            course: theCourse().title[language],
            issued: formatDateTime(certificate.issuedAt, language),
            studySeconds: certificate.studySeconds,
            revoked: certificate.revokedAt ? formatDateTime(certificate.revokedAt, language) : null,
          }
        : null,
    },
    { status: lookupStatus(lookup), headers: { "Cache-Control": "no-store", ...retryAfter } },
  );
}

export const headers = privatePageHeaders;

export default function VerifyCertificate() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const certificate = page.certificate;

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("course.verify.heading")}</h1>
      <p className="text-slate-700">{t("course.verify.intro")}</p>

      {page.state === "valid" || page.state === "revoked" ? (
        <section
          className={`grid gap-3 rounded-xl border p-5 ${page.state === "valid" ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}
          aria-live="polite"
        >
          <p className="text-lg font-semibold text-slate-900">
            {page.state === "valid" ? t("course.verify.valid") : t("course.verify.revoked", { date: certificate?.revoked ?? "" })}
          </p>
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t("course.verify.student")}</dt>
            <dd>{certificate?.name}</dd>
            <dt className="font-semibold">{t("course.verify.courseName")}</dt>
            <dd>{certificate?.course}</dd>
            <dt className="font-semibold">{t("course.verify.issuedOn")}</dt>
            <dd>{certificate?.issued}</dd>
            <dt className="font-semibold">{t("course.verify.studyTime")}</dt>
            <dd>{formatSeconds(certificate?.studySeconds ?? 0, t)}</dd>
          </dl>
          <SampleCourseHours what="certificate" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900" />
          <p className="font-mono text-sm">{certificate?.code}</p>
        </section>
      ) : null}
      {page.state === "not-found" ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("course.verify.notFound")}
        </p>
      ) : null}
      {page.state === "bad-code" ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("course.verify.badCode")}
        </p>
      ) : null}
      {page.state === "too-many" ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("course.verify.tooManyText", { minutes: page.waitMinutes })}
        </p>
      ) : null}

      {/* A printed verification is its result: the lookup form stays on screen (docs/decisions/085). */}
      <Form method="get" action={localize("/certificates/check")} className="grid gap-3 print:hidden">
        <label htmlFor="certificate-code" className="font-semibold text-slate-900">
          {t("course.verify.codeLabel")}
        </label>
        <input
          id="certificate-code"
          name="code"
          defaultValue={page.state === "valid" || page.state === "revoked" ? "" : page.typed}
          placeholder="FFA-XXXX-XXXX-XXXX"
          autoComplete="off"
          className="min-h-11 rounded-lg border border-slate-300 px-3 font-mono"
          maxLength={64}
        />
        <Button type="submit" className="w-fit">
          {t("course.verify.check")}
        </Button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.verify.metaTitle", description: "course.verify.metaDescription", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
