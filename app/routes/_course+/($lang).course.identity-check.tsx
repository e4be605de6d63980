import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { TextField, SubmitButton } from "~/components/forms/fields";
import { answerCheck, checkFor, checkPagePath, isPausedForIdentity, parseScope, safeNextPath } from "~/school/identity-checks.server";
import { identityCheckSchema } from "~/school/identity-questions";
import { requireStudent, studentState } from "~/course/student.server";
import { Form } from "~/forms/form";
import { formFailure, formSuccess, parseForm } from "~/forms/protocol.server";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { redirect } from "@remix-run/cloudflare";

export const handle = pageHandle({ audience: "account", crawl: false });

const formId = "identity-check";

/**
 * The identity check (docs/decisions/047): one of the student's security questions, picked on the
 * server for the module or the exam (a reload asks the same; reading the page writes nothing). After
 * two wrong answers the course is paused, and this page says an instructor will contact them.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const base = { translations: pickTranslations(language, ["identityChecks", "validation"]) };
  const { access } = await studentState(request, context);
  if (access.state === "paused" && isPausedForIdentity(access.enrolment)) {
    return data({ ...base, view: "paused" as const, question: null, scope: "", next: "" }, { headers: noStoreHeaders });
  }
  const { enrolment } = await requireStudent(request, context);
  const url = new URL(request.url);
  const scope = parseScope(url.searchParams.get("for") ?? "");
  if (!scope) throw new Response("Not Found", { status: 404 });
  const next = safeNextPath(url.searchParams.get("next") ?? "", language);
  const check = await checkFor(context.db, context.env.SESSION_SECRET, enrolment.id, scope);
  if (!check)
    throw await redirectWithToast(
      request,
      context.env,
      localizePath("/course", language),
      translatedToast(language, "error", { title: "identityChecks.setup.heading", description: "identityChecks.setup.needed" }),
    );
  if (check.status === "passed") throw redirect(next, { status: 303, headers: noStoreHeaders });
  return data({ ...base, view: "question" as const, question: `identityChecks.questions.${check.questionKey}`, scope, next }, { headers: noStoreHeaders });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const form = await readForm(request);
  const parsed = await parseForm(form, identityCheckSchema);
  if (!parsed.ok) {
    return formFailure({
      formId,
      status: 422,
      fieldErrors: parsed.fieldErrors,
      kept: parsed.kept,
      alert: translatedToast(language, "error", { title: "forms.checkTitle", description: "forms.checkText" }),
    });
  }
  const scope = parseScope(parsed.data.for);
  if (!scope)
    return formFailure({
      formId,
      status: 400,
      fieldErrors: {},
      kept: parsed.kept,
      alert: translatedToast(language, "error", { title: "errors.badRequestTitle", description: "errors.badRequestText" }),
    });
  const next = safeNextPath(parsed.data.next, language);
  const here = checkPagePath(scope, next, language);
  const answer = await answerCheck(context, request, enrolment, scope, parsed.data.secretAnswer);
  switch (answer.outcome) {
    case "passed":
      return formSuccess(request, context, {
        formId,
        toast: translatedToast(language, "success", { title: "identityChecks.check.passedTitle", description: "identityChecks.check.passedText" }),
        redirectTo: next,
        isEnhanced: isSentWithJavaScript(form),
      });
    case "wrong":
      return formFailure({
        formId,
        status: 422,
        fieldErrors: { secretAnswer: "identityChecks.check.wrongTitle" },
        kept: parsed.kept,
        alert: translatedToast(language, "error", { title: "identityChecks.check.wrongTitle", description: "identityChecks.check.wrongText" }),
      });
    case "throttled":
      return formFailure({
        formId,
        status: 429,
        fieldErrors: {},
        kept: parsed.kept,
        headers: { "Retry-After": String(answer.retryAfterSeconds) },
        alert: translatedToast(language, "error", { title: "identityChecks.check.heading", description: "identityChecks.check.tooManyText" }),
      });
    case "paused":
    case "no-check":
      return redirect(here, { status: 303, headers: noStoreHeaders });
  }
}

export const headers = privatePageHeaders;

export default function IdentityCheck() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const navigate = useNavigate();

  if (page.view === "paused") {
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("identityChecks.paused.heading")}</h1>
        <p className="text-slate-800">{t("identityChecks.paused.text")}</p>
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">{t("identityChecks.paused.contact")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t("identityChecks.check.heading")}</h1>
        <p className="text-slate-700">{t("identityChecks.check.intro")}</p>
      </header>
      <Form
        formId={formId}
        schema={identityCheckSchema}
        hiddenFields={{ for: page.scope, next: page.next }}
        resetAfterSubmit
        submitsWithFetcher
        className="grid gap-4"
        onSuccess={(success) => navigate(success.redirectTo)}
      >
        {/* The question is the answer field's label: what a screen reader announces with it. */}
        <TextField
          formId={formId}
          name="secretAnswer"
          label={t(page.question as TranslationKey)}
          hint={t("identityChecks.check.answer")}
          isRequired
          maxLength={100}
          autoComplete="off"
        />
        <SubmitButton label={t("identityChecks.check.submit")} busyLabel={t("identityChecks.check.submit")} />
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "identityChecks.check.metaTitle", description: "identityChecks.check.intro", keywords: "identityChecks.check.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
