/** An admin's own switch for the morning follow-up e-mail (client-safe): one box, ticked to get it (docs/leads.md). */
import { z } from "zod";

export const followUpSettingsFormId = "follow-up-emails";
export const followUpSettingsIntent = "follow-up-emails";

/** A ticked box sends "on"; an unticked one sends nothing, which is "off". */
const tick = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const followUpSettingsSchema = z.object({ followUpEmails: tick() });
