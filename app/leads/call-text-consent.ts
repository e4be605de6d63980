import type { Language } from "~/i18n/languages";

/**
 * The words a visitor agrees to when they tick "OK to call or text me" on a form that takes a phone
 * number (docs/decisions/024-consent-on-record.md). Each lead stores the id of the version it showed,
 * so a version's words never change once published: to change them, add a new version and point
 * `currentCallTextDisclosure` at it. tests/unit/call-text-consent.test.ts holds a digest of each
 * published version and fails if one is edited.
 */
export const callTextDisclosures = {
  "call-text-2026-11-23": {
    en: "I agree that Florida Financial Academy may call or text me at the phone number I entered, including by automated means, about my request. This consent is not a condition of applying or of buying anything. Message frequency varies; message and data rates may apply. Reply STOP to opt out or HELP for help.",
    es: "Acepto que Florida Financial Academy me llame o me envíe mensajes de texto al número de teléfono que indiqué, incluso por medios automatizados, sobre mi solicitud. Este consentimiento no es una condición para presentar la solicitud ni para comprar nada. La frecuencia de los mensajes varía; pueden aplicarse tarifas de mensajes y datos. Responda STOP para darse de baja o HELP para obtener ayuda.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CallTextDisclosureVersion = keyof typeof callTextDisclosures;

/** The version every form shows today. */
export const currentCallTextDisclosure: CallTextDisclosureVersion = "call-text-2026-11-23";

/** The words of a stored version id, or undefined when the id names no published version. */
export function callTextDisclosureText(version: string, language: Language): string | undefined {
  return Object.hasOwn(callTextDisclosures, version) ? callTextDisclosures[version as CallTextDisclosureVersion][language] : undefined;
}
