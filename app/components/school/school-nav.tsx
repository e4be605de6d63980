/**
 * The frame of the school's staff pages: the staff area's top bar (as on every admin page, with the
 * links the role has), the page's heading, and the pages as tabs (links: they work without
 * JavaScript): the learners, the students' questions, and the students paused by the identity
 * checks. For admins and instructors alike.
 */
import type { ReactNode } from "react";
import type { StaffRole } from "~/auth/roles";
import { AdminShell, LinkTabs } from "~/components/admin/admin-shell";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["adminBar"] as const satisfies Namespaces;

const schoolPages = ["learners", "questions", "identity"] as const;
type SchoolPage = (typeof schoolPages)[number];
const paths: Record<SchoolPage, string> = { learners: "/course-manager", questions: "/course-manager/questions", identity: "/course-manager/identity" };
const labels = { learners: "adminBar.learners", questions: "adminBar.questions", identity: "adminBar.identityPaused" } as const;

/** A school page: the staff top bar, its heading and intro, the tabs (unless it is one learner's page), then the page. */
export function SchoolFrame({
  viewer,
  title,
  intro,
  current,
  children,
}: {
  viewer: { email: string; role: StaffRole; studio?: boolean };
  title: string;
  intro?: ReactNode;
  current?: SchoolPage;
  children: ReactNode;
}) {
  return (
    <AdminShell email={viewer.email} role={viewer.role} studio={viewer.studio} title={title} intro={intro}>
      <div className="grid gap-8">
        {current ? <SchoolNav current={current} /> : null}
        {children}
      </div>
    </AdminShell>
  );
}

function SchoolNav({ current }: { current: SchoolPage }) {
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
