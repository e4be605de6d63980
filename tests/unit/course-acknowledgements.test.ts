import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { courseAcknowledgementTexts, currentCompletionAcknowledgement, currentUnassistedAcknowledgement } from "~/course/acknowledgements";

/**
 * An acknowledgement keeps only the id of the words its student saw, so the words behind an id must
 * never change. A new wording is a new version (and a new line here); an edited one fails.
 */
const publishedDigests: Record<string, string> = {
  "unassisted-2026-11-24": "2352aae5cade81c11bba9f7278b0c5176abbb889302198117fe7c0c248e09651",
  "completion-2026-11-24": "502679c8662da6f1ffd4d1e0739ba97e26ce4586957c3019ecc34e6201c72aca",
};

describe("the course's acknowledgements", () => {
  it("keeps every published version's words exactly as they were published", () => {
    const digests = Object.fromEntries(
      Object.entries(courseAcknowledgementTexts).map(([version, words]) => [version, createHash("sha256").update(`${words.en}\n${words.es}`).digest("hex")]),
    );
    expect(digests).toEqual(publishedDigests);
  });

  it("says before an exam that it is completed without help and that help costs the credit, in both languages", () => {
    const { en, es } = courseAcknowledgementTexts[currentUnassistedAcknowledgement];
    for (const phrase of ["by myself", "without help", "lose the credit"]) expect(en).toContain(phrase);
    for (const phrase of ["por mi cuenta", "sin ayuda", "pierdo el crédito"]) expect(es).toContain(phrase);
    expect(courseAcknowledgementTexts[currentCompletionAcknowledgement].en).toContain("without help");
  });
});
