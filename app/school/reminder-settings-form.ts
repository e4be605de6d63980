/** The account's reminder settings (client-safe): one box per kind, ticked to get it. */
import { z } from "zod";
import type { ReminderKind } from "../../db/schema";

export const reminderSettingsFormId = "reminder-settings";

const tick = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const reminderSettingsSchema = z.object({ "exam-soon": tick(), "course-inactive": tick(), "certificate-window": tick() } satisfies Record<
  ReminderKind,
  z.ZodTypeAny
>);
