/**
 * The school's staff pages as tabs (links: they work without JavaScript): the learners, the
 * students' questions, and the students paused by the identity checks. Shown at the top of each,
 * for admins and instructors alike.
 */
import { LinkTabs } from "~/components/admin/admin-shell";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["adminBar"] as const satisfies Namespaces;

const schoolPages = ["learners", "questions", "identity"] as const;
type SchoolPage = (typeof schoolPages)[number];
const paths: Record<SchoolPage, string> = { learners: "/course-manager", questions: "/course-manager/questions", identity: "/course-manager/identity" };
const labels = { learners: "adminBar.learners", questions: "adminBar.questions", identity: "adminBar.identityPaused" } as const;

export function SchoolNav({ current }: { current: SchoolPage }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <LinkTabs
      label={t("adminBar.schoolLabel")}
      tabs={schoolPages}
      current={current}
      hrefFor={(page) => localize(paths[page])}
      labelFor={(page) => t(labels[page])}
    />
  );
}
