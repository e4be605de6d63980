import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportOwnLeads, newsletterStatus } from "~/auth/account-area.server";
import { noStoreHeaders, requireUser } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { studentRecord } from "~/course/completion.server";
import { enrolmentOf } from "~/course/enrolments.server";
import { hasSecurityAnswers } from "~/school/identity-checks.server";

/**
 * "Download my data": the account and, once its address is proven, every lead sent with it
 * and its newsletter state, as JSON. A GET that changes nothing; private and never stored.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRouteLanguage(params);
  const isVerified = user.emailVerifiedAt !== null;
  const body = {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      language: user.language,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
    },
    submissions: isVerified ? await exportOwnLeads(context.db, user.email) : [],
    newsletter: isVerified ? await newsletterStatus(context.db, user.email) : null,
    course: await courseRecordOf(context.db, user),
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...noStoreHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
    },
  });
}

/**
 * The account's course record (its enrolment, the append-only record, attempts, acknowledgements,
 * certificate), if it has one; of the security questions only whether they are set, never an answer.
 */
async function courseRecordOf(db: LoaderFunctionArgs["context"]["db"], user: Parameters<typeof enrolmentOf>[1]) {
  const enrolment = await enrolmentOf(db, user);
  if (!enrolment) return null;
  const [record, securityQuestionsSet] = await Promise.all([studentRecord(db, enrolment.id), hasSecurityAnswers(db, enrolment.id)]);
  return { ...record, securityQuestionsSet };
}
