/**
 * A screen's minimum seat time from what is on it (docs/decisions/089): words at the study pace, plus
 * each activity, within the bounds a screen can be studied in with or without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { activitiesOn, screenMinimumSeconds, studyPace, wordsOn } from "~/course/source/seat-time-from-content.js";
import { compileCourseDirectory } from "../../scripts/course/course-files.mjs";
import path from "node:path";
import type { Course } from "~/course/course-types";

/** The real course, compiled once while the file loads (a few seconds for the whole course). */
const realCourse = compileCourseDirectory(path.resolve(import.meta.dirname, "../../content/course")) as { course: Course };

describe("a screen's minimum from its content", () => {
  it("counts the words a student reads, tags and entities aside", () => {
    expect(wordsOn("<h3>Worked example</h3><p>Ana pays <strong>$40</strong> a month &amp; more.</p><table><tr><td>Term</td><td>10</td></tr></table>")).toBe(10);
    expect(wordsOn("<p> </p>")).toBe(0);
  });

  it("reads 60 words a minute, adds each activity, rounds up to 5 s, and keeps within 30 s and 300 s", () => {
    expect(studyPace.wordsPerMinute).toBe(60);
    expect(screenMinimumSeconds({ words: 120, activities: [] })).toBe(120);
    expect(screenMinimumSeconds({ words: 121, activities: [] })).toBe(125);
    expect(screenMinimumSeconds({ words: 120, activities: ["worked-example"] })).toBe(180);
    expect(screenMinimumSeconds({ words: 120, activities: ["worked-example", "check-your-understanding"] })).toBe(225);
    expect(screenMinimumSeconds({ words: 5, activities: [] })).toBe(30);
    expect(screenMinimumSeconds({ words: 900, activities: ["worked-example"] })).toBe(300);
  });

  it("finds activities by their sub-heads in each language, one per sub-head", () => {
    expect(activitiesOn(["Worked example", "Something else", "Check your understanding", "worked example"], "en")).toEqual([
      "worked-example",
      "check-your-understanding",
      "worked-example",
    ]);
    expect(activitiesOn(["Ejemplo práctico", "Compruebe lo que aprendió"], "es")).toEqual(["worked-example", "check-your-understanding"]);
    expect(activitiesOn(["Worked example"], "es")).toEqual([]);
  });

  it("gives the real course's screens the same minimum in both languages, from the shorter twin, and sums them into each module's enforced time", () => {
    const { course } = realCourse;
    for (const lesson of Object.values(course.lessons)) {
      expect(lesson.minimumSeconds).toHaveLength(lesson.en.screens.length);
      lesson.en.screens.forEach((screen, index) => {
        const words = Math.min(wordsOn(screen.html), wordsOn(lesson.es.screens[index]!.html));
        expect(lesson.minimumSeconds[index]).toBeGreaterThanOrEqual(Math.min(studyPace.maxSeconds, Math.max(studyPace.minSeconds, Math.ceil(words))));
        expect(lesson.minimumSeconds[index]).toBeLessThanOrEqual(studyPace.maxSeconds);
      });
    }
    for (const module of course.modules) {
      const lessons = module.lessons.map((id) => course.lessons[id]!);
      expect(module.enforcedSeconds).toBe(lessons.reduce((sum, lesson) => sum + lesson.minimumSeconds.reduce((a, b) => a + b, 0), 0));
      expect(module.words / (module.enforcedSeconds / 60)).toBeGreaterThanOrEqual(studyPace.leastWordsPerMinute);
    }
    expect(course.enforcedSeconds).toBe(course.modules.reduce((sum, module) => sum + module.enforcedSeconds, 0));
  });
});
