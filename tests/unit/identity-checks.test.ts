/** The identity checks' pure parts (docs/decisions/047): how an answer is normalised, the pick of the question, the setup form. */
import { describe, expect, it } from "vitest";
import { identityCheckSchema, identitySetupSchema, normaliseAnswer, pickQuestion, securityQuestionKeys } from "~/school/identity-questions";
import { en } from "~/locales/en";
import { es } from "~/locales/es";

describe("an answer, normalised", () => {
  it("is trimmed, in lower case, with runs of spaces as one", () => {
    expect(normaliseAnswer("  Calle   Ocho ")).toBe("calle ocho");
    expect(normaliseAnswer("CALLE\tOCHO\n")).toBe("calle ocho");
    expect(normaliseAnswer("Ñandú")).toBe("ñandú");
    // Compatibility forms are folded (a full-width letter is the letter).
    expect(normaliseAnswer("Ｃａｎｅｌａ")).toBe("canela");
    expect(normaliseAnswer("calle ocho")).toBe(normaliseAnswer("Calle Ocho"));
    expect(normaliseAnswer("calle ocho")).not.toBe(normaliseAnswer("calleocho"));
  });
});

describe("the question asked", () => {
  it("is one of the student's three, each as likely, whatever the random number", () => {
    const keys = ["firstStreet", "firstPet", "firstJob"];
    expect([0, 0.33, 0.34, 0.66, 0.67, 0.999999].map((value) => pickQuestion(keys, () => value))).toEqual([
      "firstStreet",
      "firstStreet",
      "firstPet",
      "firstPet",
      "firstJob",
      "firstJob",
    ]);
    // A generator that returned 1 (out of contract) still picks one of them.
    expect(pickQuestion(keys, () => 1)).toBe("firstJob");
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 3000; draw += 1) {
      const key = pickQuestion(keys, Math.random);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const key of keys) expect(counts.get(key)).toBeGreaterThan(800);
    expect(() => pickQuestion([], Math.random)).toThrow();
  });
});

describe("the setup form", () => {
  const good = {
    question1: "firstStreet",
    secretAnswer1: " Calle  Ocho ",
    question2: "firstPet",
    secretAnswer2: "Canela",
    question3: "firstJob",
    secretAnswer3: "Lifeguard",
  };

  it("takes three different questions with answers, normalised", () => {
    expect(identitySetupSchema.parse(good)).toEqual({ ...good, secretAnswer1: "calle ocho", secretAnswer2: "canela", secretAnswer3: "lifeguard" });
  });

  it("refuses a question chosen twice, an unknown question, answers too short or too long, and one answer given twice, each with its message", () => {
    const messages = (input: Record<string, string>) =>
      identitySetupSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ ...good, question3: "firstStreet" })).toEqual(["question3: identityChecks.setup.differentQuestions"]);
    expect(messages({ ...good, question2: "firstStreet", question3: "firstStreet" })).toEqual([
      "question2: identityChecks.setup.differentQuestions",
      "question3: identityChecks.setup.differentQuestions",
    ]);
    expect(messages({ ...good, question1: "mothersMaidenName" })).toEqual(["question1: identityChecks.setup.choose"]);
    expect(messages({ ...good, secretAnswer2: "  a  " })).toEqual(["secretAnswer2: identityChecks.setup.answerTooShort"]);
    expect(messages({ ...good, secretAnswer3: "x".repeat(101) })).toEqual(["secretAnswer3: identityChecks.setup.answerTooLong"]);
    // The same answer (as normalised) for two questions would make them one: refused on the later one.
    expect(messages({ ...good, secretAnswer2: "CALLE  ocho", secretAnswer3: " calle ocho" })).toEqual([
      "secretAnswer2: identityChecks.setup.differentAnswers",
      "secretAnswer3: identityChecks.setup.differentAnswers",
    ]);
    expect(messages({ ...good, secretAnswer3: "canela" })).toEqual(["secretAnswer3: identityChecks.setup.differentAnswers"]);
    const { secretAnswer1: _, ...missing } = good;
    expect(messages(missing)).toEqual(["secretAnswer1: identityChecks.setup.answerTooShort"]);
  });

  it("names its answers as secrets, so a refused post never sends them back (the form protocol drops such fields)", () => {
    expect(Object.keys(identitySetupSchema._def.schema.shape).filter((name) => name.includes("Answer"))).toEqual([
      "secretAnswer1",
      "secretAnswer2",
      "secretAnswer3",
    ]);
    expect(Object.keys(identityCheckSchema.shape)).toContain("secretAnswer");
  });

  it("offers eight questions, each asked in both languages", () => {
    expect(securityQuestionKeys).toHaveLength(8);
    for (const key of securityQuestionKeys) {
      expect(en.identityChecks.questions[key]).toMatch(/\?$/);
      expect(es.identityChecks.questions[key]).toMatch(/^¿.*\?$/);
    }
  });
});
