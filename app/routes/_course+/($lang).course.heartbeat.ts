/**
 * The seat clock's ticks (app/components/course/seat-clock.tsx): "tick" while the student studies a
 * screen, "pause" when the tab is hidden or the student idle. The server credits only the time
 * between its own timestamps (app/course/seat-time.ts), so a tick can never gain more than real time.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { noStoreHeaders } from "~/auth/permissions.server";
import { findLesson } from "~/course/course.server";
import { requireStudent } from "~/course/student.server";
import { hasPassedModule } from "~/school/identity-checks.server";
import { mayOpen, recordSeatTime, screenProgress } from "~/course/study.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { translatedToast } from "~/http/translated-toast.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";

const heartbeatSchema = z.object({
  screen: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+#\d{1,3}$/, "validation.invalid"),
  event: z.enum(["tick", "pause"], { message: "validation.invalid" }),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const { enrolment } = await requireStudent(request, context);
  const parsed = await parseForm(await readForm(request), heartbeatSchema);
  // A resource route answers with a plain Response (Remix drops the status of `data()` here), in the protocol's failure shape.
  // A body the player would never send (no such screen, no such event) is told apart from a screen not open yet.
  const refuse = async ({
    fieldErrors = {},
    kept = {},
    isMalformed = false,
  }: {
    fieldErrors?: Record<string, string>;
    kept?: Record<string, string>;
    isMalformed?: boolean;
  }) => {
    const alert = isMalformed
      ? translatedToast(language, "error", { title: "errors.badRequestTitle", description: "errors.badRequestText" })
      : translatedToast(language, "error", { title: "course.heading", description: "course.player.notYetOpen" });
    const failure = await formFailure({ formId: "heartbeat", status: 400, fieldErrors, kept, alert });
    return Response.json(failure.data, { status: 400, headers: noStoreHeaders });
  };
  if (!parsed.ok) return refuse({ fieldErrors: parsed.fieldErrors, kept: parsed.kept, isMalformed: true });
  const [lessonId = "", screenText = ""] = parsed.data.screen.split("#");
  const lesson = findLesson(lessonId);
  const screen = Number(screenText);
  if (!lesson || screen >= lesson.en.screens.length) return refuse({ fieldErrors: { screen: "validation.invalid" }, kept: parsed.kept, isMalformed: true });
  if (!mayOpen({ lessonId, screen }, await screenProgress(context.db, enrolment.id))) return refuse({ kept: parsed.kept });
  // No seat time for a module whose identity check is not passed (its screens do not open either).
  if (!(await hasPassedModule(context.db, enrolment.id, lesson.module))) return refuse({ kept: parsed.kept });
  const seat = await recordSeatTime(context.db, { enrolmentId: enrolment.id, lesson, screen, event: parsed.data.event });
  return Response.json({ seconds: seat.seconds, completed: seat.completed, stillNeeded: seat.stillNeeded }, { headers: noStoreHeaders });
}
