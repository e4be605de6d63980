/**
 * The school's staff pages as tabs (links: they work without JavaScript): the learners and the
 * students' questions. Shown at the top of both, for admins and instructors alike.
 */
import { LinkTabs } from "~/components/admin/admin-shell";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["adminBar"] as const satisfies Namespaces;

const schoolPages = ["learners", "questions"] as const;
type SchoolPage = (typeof schoolPages)[number];
const paths: Record<SchoolPage, string> = { learners: "/course-manager", questions: "/course-manager/questions" };

export function SchoolNav({ current }: { current: SchoolPage }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <LinkTabs
      label={t("adminBar.schoolLabel")}
      tabs={schoolPages}
      current={current}
      hrefFor={(page) => localize(paths[page])}
      labelFor={(page) => t(page === "learners" ? "adminBar.learners" : "adminBar.questions")}
    />
  );
}
