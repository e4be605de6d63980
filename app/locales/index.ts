import type { Language } from "~/i18n/languages";
import { en, type Dictionary } from "./en";
import { es } from "./es";

export type { Dictionary };

/** Both dictionaries, bundled with the worker (no file backend on Workers). Server-only callers. */
export const dictionaries: Record<Language, Dictionary> = { en, es };
