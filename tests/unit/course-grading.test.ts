import { describe, expect, it } from "vitest";
import { cryptoRandom, drawQuestions, shareByWeight, shuffled } from "~/course/exam-draw";
import { gradeAttempt } from "~/course/grading";

/** A seeded source (mulberry32), so a draw can be repeated in a test. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pool = [
  ...Array.from({ length: 30 }, (_, index) => ({ id: `a-${index}`, topic: "a" })),
  ...Array.from({ length: 30 }, (_, index) => ({ id: `b-${index}`, topic: "b" })),
  ...Array.from({ length: 3 }, (_, index) => ({ id: `c-${index}`, topic: "c" })),
  ...Array.from({ length: 10 }, (_, index) => ({ id: `z-${index}`, topic: "z" })),
];

describe("drawing questions by the outline's weights", () => {
  it("shares the count among topics in proportion to their weights, adding up exactly", () => {
    const shares = shareByWeight(
      20,
      [
        { topic: "a", weight: 3 },
        { topic: "b", weight: 1 },
      ],
      new Map([
        ["a", 30],
        ["b", 30],
      ]),
    );
    expect(Object.fromEntries(shares)).toEqual({ a: 15, b: 5 });
    const uneven = shareByWeight(
      10,
      [
        { topic: "a", weight: 1 },
        { topic: "b", weight: 1 },
        { topic: "c", weight: 1 },
      ],
      new Map([
        ["a", 30],
        ["b", 30],
        ["c", 30],
      ]),
    );
    expect([...uneven.values()].reduce((sum, share) => sum + share, 0)).toBe(10);
    expect([...uneven.values()].sort()).toEqual([3, 3, 4]);
  });

  it("gives a topic's missing questions to the others when it has fewer than its share", () => {
    const shares = shareByWeight(
      20,
      [
        { topic: "a", weight: 1 },
        { topic: "b", weight: 1 },
        { topic: "c", weight: 2 },
      ],
      new Map([
        ["a", 30],
        ["b", 30],
        ["c", 3],
      ]),
    );
    expect(Object.fromEntries(shares)).toEqual({ a: 9, b: 8, c: 3 });
  });

  it("uses a weight-0 topic only when the weighted topics run out, and stops at the pool's size", () => {
    const weights = [
      { topic: "c", weight: 1 },
      { topic: "z", weight: 0 },
    ];
    expect(
      Object.fromEntries(
        shareByWeight(
          3,
          weights,
          new Map([
            ["c", 3],
            ["z", 10],
          ]),
        ),
      ),
    ).toEqual({ c: 3, z: 0 });
    expect(
      Object.fromEntries(
        shareByWeight(
          8,
          weights,
          new Map([
            ["c", 3],
            ["z", 10],
          ]),
        ),
      ),
    ).toEqual({ c: 3, z: 5 });
    expect(
      Object.fromEntries(
        shareByWeight(
          50,
          weights,
          new Map([
            ["c", 3],
            ["z", 10],
          ]),
        ),
      ),
    ).toEqual({ c: 3, z: 10 });
  });

  it("draws distinct questions, the right number per topic, and a retake draws again", () => {
    const weights = [
      { topic: "a", weight: 1 },
      { topic: "b", weight: 1 },
      { topic: "c", weight: 1 },
    ];
    const first = drawQuestions(pool, weights, 12, seeded(1));
    expect(new Set(first).size).toBe(12);
    const perTopic = (ids: string[]) =>
      ids.reduce<Record<string, number>>((counts, id) => ({ ...counts, [id.split("-")[0] as string]: (counts[id.split("-")[0] as string] ?? 0) + 1 }), {});
    // 12 among three equal topics is 4 each; c has only 3, and its fourth goes to the first of the others.
    expect(perTopic(first)).toEqual({ a: 5, b: 4, c: 3 });
    const retake = drawQuestions(pool, weights, 12, seeded(2));
    expect(perTopic(retake)).toEqual(perTopic(first));
    expect(retake).not.toEqual(first);
  });

  it("draws every question of a topic about as often as the others over many draws", () => {
    const random = seeded(7);
    const seen = new Map<string, number>();
    for (let draw = 0; draw < 3000; draw += 1) {
      for (const id of drawQuestions(pool.slice(0, 30), [{ topic: "a", weight: 1 }], 5, random)) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    // 3000 draws × 5 of 30: each question expected 500 times.
    expect(seen.size).toBe(30);
    for (const count of seen.values()) (expect(count).toBeGreaterThan(400), expect(count).toBeLessThan(600));
  });

  it("shuffles without losing or repeating, and the platform source stays in [0, 1)", () => {
    expect(shuffled([1, 2, 3, 4, 5], seeded(3)).sort()).toEqual([1, 2, 3, 4, 5]);
    for (let index = 0; index < 1000; index += 1) {
      const value = cryptoRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("grading on the server", () => {
  const questions = [
    { id: "q1", topic: "a", answer: 0 },
    { id: "q2", topic: "a", answer: 1 },
    { id: "q3", topic: "b", answer: 2 },
    { id: "q4", topic: "b", answer: 3 },
    { id: "q5", topic: "b", answer: 0 },
    { id: "q6", topic: "c", answer: 1 },
    { id: "q7", topic: "c", answer: 2 },
    { id: "q8", topic: "c", answer: 3 },
    { id: "q9", topic: "c", answer: 0 },
    { id: "q10", topic: "c", answer: 1 },
  ];

  it("scores, passes at 70 %, and lists by topic and every question missed in order", () => {
    const answers = new Map([
      ["q1", 0],
      ["q2", 1],
      ["q3", 2],
      ["q4", 3],
      ["q5", 0],
      ["q6", 1],
      ["q7", 2],
      ["q8", 0],
    ]);
    const grade = gradeAttempt(questions, answers, 70);
    expect(grade).toEqual({
      correct: 7,
      total: 10,
      percent: 70,
      passed: true,
      byTopic: [
        { topic: "a", correct: 2, total: 2 },
        { topic: "b", correct: 3, total: 3 },
        { topic: "c", correct: 2, total: 5 },
      ],
      missed: ["q8", "q9", "q10"],
    });
  });

  it("rounds down: 69.9 % fails at 70", () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ id: `m${index}`, topic: "a", answer: 1 }));
    const answers = new Map(many.slice(0, 699).map(({ id }) => [id, 1]));
    expect(gradeAttempt(many, answers, 70)).toMatchObject({ correct: 699, percent: 69, passed: false });
  });

  it("counts an unanswered or out-of-range answer as wrong, and an empty attempt as failed", () => {
    expect(
      gradeAttempt(
        questions,
        new Map([
          ["q1", 7],
          ["q2", -1],
        ]),
        70,
      ),
    ).toMatchObject({ correct: 0, percent: 0, passed: false });
    expect(gradeAttempt([], new Map(), 70)).toMatchObject({ total: 0, passed: false });
  });
});
