/**
 * The studio editor's read-only parts (docs/studio.md): the changes since the published version (a
 * line diff per language), the other person's text after a refused save ("someone changed this"),
 * the build's problems after a refused publish, and the unit's history. Every text is rendered as
 * text (React escapes it): a draft never reaches the page as markup.
 */
import { RefusalAlert } from "~/components/refusal-alert";
import { useT } from "~/i18n/use-t";
import type { DiffLine } from "~/studio/diff";

type Diff = { lines: DiffLine[]; isCut: boolean };

const mark = { same: " ", added: "+", removed: "-" } as const;
const lineClass = { same: "text-slate-700", added: "bg-green-50 text-green-900", removed: "bg-red-50 text-red-900" } as const;

function DiffBlock({ label, diff }: { label: string; diff: Diff }) {
  const t = useT();
  const changed = diff.lines.filter((line) => line.kind !== "same").length;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">
        {label} · {t("studio.changedLines", { count: changed })}
      </h3>
      {changed > 0 ? (
        <pre className="max-h-96 overflow-auto rounded-lg border border-slate-200 p-3 text-sm" data-diff="">
          {diff.lines.map((line, index) => (
            <span key={index} className={`block whitespace-pre-wrap ${lineClass[line.kind]}`} data-line={line.kind}>
              {mark[line.kind]} {line.text}
            </span>
          ))}
        </pre>
      ) : null}
      {diff.isCut ? <p className="text-sm text-slate-700">{t("studio.diffCut")}</p> : null}
    </div>
  );
}

export function ChangesSincePublished({ diff }: { diff: { en: Diff; es: Diff | null } | null }) {
  const t = useT();
  if (!diff) return null;
  return (
    <section aria-labelledby="changes-heading" className="grid gap-3">
      <h2 id="changes-heading" className="text-xl font-semibold text-slate-900">
        {t("studio.changesHeading")}
      </h2>
      <DiffBlock label={t("languages.en")} diff={diff.en} />
      {diff.es ? <DiffBlock label={t("languages.es")} diff={diff.es} /> : null}
    </section>
  );
}

/** The refusal above the editor: the message, the other person's saved text beside what was typed, the build's problems. */
export function EditorRefusal({
  alert,
  conflict,
  problems,
}: {
  alert: { title: string; description: string } | null;
  conflict: { enText: string; esText: string | null; editor: string | null } | null;
  problems: { ruleName?: string; rule: string; file: string; message: string }[];
}) {
  const t = useT();
  if (!alert) return null;
  return (
    <RefusalAlert className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{alert.title}</p>
      <p>{alert.description}</p>
      {conflict ? (
        <div className="grid gap-2" data-conflict="">
          <p>{t("studio.theirText", { editor: conflict.editor ?? "—" })}</p>
          <div className="grid gap-3 lg:grid-cols-2">
            <textarea
              readOnly
              aria-label={t("studio.theirTextLabel", { language: t("languages.en") })}
              defaultValue={conflict.enText}
              rows={8}
              className="rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-slate-900"
            />
            {conflict.esText !== null ? (
              <textarea
                readOnly
                aria-label={t("studio.theirTextLabel", { language: t("languages.es") })}
                defaultValue={conflict.esText}
                rows={8}
                className="rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-slate-900"
              />
            ) : null}
          </div>
          <p>{t("studio.yourTextBelow")}</p>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ul className="grid gap-1" data-problems="">
          {problems.map((problem, index) => (
            <li key={index}>
              <span className="font-semibold">{problem.ruleName ?? problem.rule}</span> · <code>{problem.file}</code> · {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </RefusalAlert>
  );
}

export function UnitHistory({
  history,
}: {
  history: {
    version: number;
    state: string;
    origin: string;
    author: string | null;
    reviewer: string | null;
    reviewNote: string | null;
    updatedAt: string;
    publishedAt: string | null;
  }[];
}) {
  const t = useT();
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
        {t("studio.historyHeading")}
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="p-2">{t("studio.columns.version")}</th>
              <th className="p-2">{t("studio.columns.state")}</th>
              <th className="p-2">{t("studio.columns.author")}</th>
              <th className="p-2">{t("studio.columns.reviewer")}</th>
              <th className="p-2">{t("studio.columns.updated")}</th>
              <th className="p-2">{t("studio.columns.published")}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr key={row.version} className="border-b border-slate-100">
                <td className="p-2">{row.version}</td>
                <td className="p-2">{t(`studio.states.${row.state as "draft"}`)}</td>
                <td className="p-2">{row.origin === "files" ? t("studio.fromFiles") : (row.author ?? "—")}</td>
                <td className="p-2">
                  {row.reviewer ?? "—"}
                  {row.reviewNote ? <span className="block text-slate-600">{row.reviewNote}</span> : null}
                </td>
                <td className="p-2">{row.updatedAt}</td>
                <td className="p-2">{row.publishedAt ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
