import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { EmailLayout, Paragraph } from "../layout.server";

/** A figure with its share, the share already written as a percentage ("42.5%") or null when nothing could convert. */
interface SharedFigure {
  name: string;
  count: number;
  percent: string | null;
}

/** The Overview's figures of the last 30 days, as the admin panel shows them, written in the reader's language. */
export interface WeeklyFigures {
  /** When the figures were read (New York time). */
  readAt: string;
  /** The week that ended (its Monday) and its leads, and the week before's. */
  lastWeek: { start: string; count: number; previous: number };
  /** The funnel: the first stage, the steps (share of the step before), the outcomes (share of the new leads). */
  stages: Array<SharedFigure & { kind: "first" | "step" | "outcome" }>;
  firstResponse: { hours: number; answered: number } | null;
  origins: SharedFigure[];
  overdue: number;
  overviewLink: string;
}

/**
 * An admin's Monday e-mail (decision 067): the Overview's figures for the last 30 days, with the
 * link to the Overview and the switch that turns this e-mail off. Only counts, our labels and the
 * sources' names: no lead's data.
 */
export function WeeklySummaryMessage(props: { t: Translate; language: Language; firstName: string; figures: WeeklyFigures; settingsLink: string }) {
  const { t, figures } = props;
  const percent = (figure: SharedFigure) => figure.percent ?? t("weeklySummary.noPercent");
  const hasLeads = (figures.stages[0]?.count ?? 0) > 0;
  return (
    <EmailLayout t={t} language={props.language} audience={{ kind: "account" }} greet={props.firstName}>
      <Paragraph>{t("weeklySummary.intro", { time: figures.readAt })}</Paragraph>
      <Paragraph>{t("weeklySummary.weeks", { date: figures.lastWeek.start, count: figures.lastWeek.count, previous: figures.lastWeek.previous })}</Paragraph>
      {hasLeads ? (
        <>
          <Paragraph>{t("weeklySummary.funnelHeading")}</Paragraph>
          {figures.stages.map((stage) => (
            <Paragraph key={stage.name}>
              {stage.kind === "first"
                ? t("weeklySummary.firstStage", { stage: stage.name, count: stage.count })
                : t(stage.kind === "step" ? "weeklySummary.stage" : "weeklySummary.outcome", {
                    stage: stage.name,
                    count: stage.count,
                    percent: percent(stage),
                  })}
            </Paragraph>
          ))}
          <Paragraph>
            {figures.firstResponse
              ? t("weeklySummary.firstResponse", { hours: figures.firstResponse.hours, count: figures.firstResponse.answered })
              : t("weeklySummary.noFirstResponse")}
          </Paragraph>
          {figures.origins.length > 0 ? <Paragraph>{t("weeklySummary.originsHeading")}</Paragraph> : null}
          {figures.origins.map((origin) => (
            <Paragraph key={origin.name}>{t("weeklySummary.origin", { origin: origin.name, count: origin.count, percent: percent(origin) })}</Paragraph>
          ))}
        </>
      ) : (
        <Paragraph>{t("weeklySummary.noLeads")}</Paragraph>
      )}
      <Paragraph>{t("weeklySummary.overdue", { count: figures.overdue })}</Paragraph>
      <Paragraph>{t("weeklySummary.overviewLine", { link: figures.overviewLink })}</Paragraph>
      <Paragraph>{t("weeklySummary.settingsLine", { link: props.settingsLink })}</Paragraph>
    </EmailLayout>
  );
}
