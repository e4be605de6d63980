import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import { Form, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/platform/time/date-formats";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { courseAcknowledgementTexts, currentCompletionAcknowledgement } from "~/course/acknowledgements";
import { completeCourse, completionOf, readyToSign } from "~/course/completion.server";
import { theCourse } from "~/course/course.server";
import { formatSeconds } from "~/course/durations";
import { requireStudent } from "~/course/student.server";
import { formFailure } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { siteOrigin } from "~/http/site-origin";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";

export const handle = pageHandle({ audience: "account", crawl: false });

/** The student's certificate (prints on one Letter page), or the completion acknowledgement to sign once the course is done. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const completion = await completionOf(context.db, enrolment.id);
  const course = theCourse();
  const certificate = completion.certificate;
  return data(
    {
      translations: pickTranslations(language, ["course"]),
      courseTitle: course.title[language],
      canSign: readyToSign(completion) && !certificate,
      acknowledgement: courseAcknowledgementTexts[currentCompletionAcknowledgement][language],
      certificate: certificate
        ? {
            name: certificate.studentName,
            code: certificate.code,
            issued: formatDateTime(certificate.issuedAt, language),
            studySeconds: certificate.studySeconds,
            examSeconds: certificate.examSeconds,
            revoked: certificate.revokedAt ? formatDateTime(certificate.revokedAt, language) : null,
            verifyUrl: `${siteOrigin(request, context.env)}${localizePath(`/certificates/${certificate.code}`, language)}`,
          }
        : null,
    },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  await readForm(request); // one button: signing is the whole request
  const issued = await completeCourse(context.db, { enrolmentId: enrolment.id, version: currentCompletionAcknowledgement, language });
  if (!issued.ok)
    return formFailure({
      formId: "sign-completion",
      status: 409,
      alert: translatedToast(language, "error", { title: "course.certificate.heading", description: "course.certificate.notYet" }),
    });
  return redirect(localizePath("/course/certificate", language), { status: 303, headers: noStoreHeaders });
}

export const headers = privatePageHeaders;

export default function CertificatePage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const certificate = page.certificate;
  const isHydrated = useHydrated();

  if (!certificate) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("course.certificate.heading")}</h1>
        {page.canSign ? (
          <Form method="post" className="grid gap-4 rounded-xl border border-slate-200 p-5">
            <h2 className="text-xl font-semibold text-slate-900">{t("course.certificate.signHeading")}</h2>
            <p className="text-slate-800">{page.acknowledgement}</p>
            <Button type="submit" className="w-fit">
              {t("course.certificate.sign")}
            </Button>
          </Form>
        ) : (
          <p className="text-slate-700">{t("course.certificate.notYet")}</p>
        )}
      </div>
    );
  }

  return (
    <div className="certificate-page mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      {/* Printing is the browser's (docs/decisions/085): the button needs JavaScript, the hint does not. */}
      <p className="print:hidden">
        {isHydrated ? (
          <Button onClick={() => window.print()} variant="secondary">
            {t("course.certificate.print")}
          </Button>
        ) : (
          <span className="text-slate-700">{t("course.certificate.printHint")}</span>
        )}
      </p>
      <section
        className="grid gap-4 rounded-xl border-4 border-double border-brand-700 p-10 text-center print:break-inside-avoid print:gap-3 print:p-8"
        aria-labelledby="certificate-title"
      >
        <p className="text-sm uppercase tracking-widest text-slate-600">Florida Financial Academy</p>
        <h1 id="certificate-title" className="text-3xl font-bold text-slate-900">
          {t("course.certificate.title")}
        </h1>
        <p className="text-slate-700">{t("course.certificate.certifies")}</p>
        <p className="text-2xl font-semibold text-slate-900">{certificate.name}</p>
        <p className="text-slate-700">{t("course.certificate.completed")}</p>
        <p className="text-lg font-semibold text-slate-900">{page.courseTitle}</p>
        <p className="text-slate-700">
          {t("course.certificate.hours", { study: formatSeconds(certificate.studySeconds, t), exam: formatSeconds(certificate.examSeconds, t) })}
        </p>
        <SampleCourseHours what="certificate" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900" />
        <p className="text-slate-700">{t("course.certificate.issued", { date: certificate.issued })}</p>
        <p className="font-mono text-slate-900">{t("course.certificate.code", { code: certificate.code })}</p>
        <p className="break-all text-sm text-slate-600">{t("course.certificate.verifyAt", { url: certificate.verifyUrl })}</p>
        {certificate.revoked ? <p className="font-semibold text-red-800">{t("course.certificate.revoked", { date: certificate.revoked })}</p> : null}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.meta.title", description: "course.meta.description", keywords: "course.meta.keywords" }),
  { name: "robots", content: "noindex" },
];
