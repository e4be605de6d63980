import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callTextDisclosures, callTextDisclosureText, currentCallTextDisclosure } from "~/leads/call-text-consent";

/**
 * Leads keep only the id of the disclosure their visitor agreed to, so the words behind an id must
 * never change. A new wording is a new version (and a new line here); an edited one fails.
 */
const publishedDigests: Record<string, string> = {
  "call-text-2026-11-23": "df63fe5557da8edbce48594489493a30f1333c538d0b21ef8a69fe3ba705ebb7",
};

describe("call and text consent disclosures", () => {
  it("keeps every published version's words exactly as they were published", () => {
    const digests = Object.fromEntries(
      Object.entries(callTextDisclosures).map(([version, words]) => [version, createHash("sha256").update(`${words.en}\n${words.es}`).digest("hex")]),
    );
    expect(digests).toEqual(publishedDigests);
  });

  it("says what the law asks in both languages: automated means, not a condition, frequency, rates, STOP", () => {
    const { en, es } = callTextDisclosures[currentCallTextDisclosure];
    for (const phrase of ["call or text", "automated means", "not a condition", "frequency varies", "rates may apply", "STOP"]) expect(en).toContain(phrase);
    for (const phrase of ["llame", "mensajes de texto", "medios automatizados", "no es una condición", "frecuencia", "tarifas", "STOP"])
      expect(es).toContain(phrase);
  });

  it("resolves a stored id to its words, and nothing else", () => {
    expect(callTextDisclosureText(currentCallTextDisclosure, "es")).toBe(callTextDisclosures[currentCallTextDisclosure].es);
    expect(callTextDisclosureText("call-text-1999-01-01", "en")).toBeUndefined();
    expect(callTextDisclosureText("toString", "en")).toBeUndefined();
  });
});
