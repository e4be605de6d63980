/**
 * Every link in the course's lessons opens a page, in the lesson's own language (docs/decisions/086):
 * a student who has studied the whole course opens every screen whose text links the site, in both
 * languages, and follows every link of the screen's text; a student part-way is taken to where they
 * are. (The crawl grows with the linking screens and the distinct addresses they link, not with the
 * course: the build has already resolved each link against the app's routes, and every screen's
 * opening is the player's tests' own.)
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { languageFromPath, localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { getAs, logIn, toastText } from "../support/accounts";
import { enrolledAccount, lessonsStudied } from "../support/course-students";
import { decodeEntities, firstHeading } from "../support/html";
import { passEveryModuleCheck } from "../support/identity-checks";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** A signed-in student whose listed lessons are studied (every screen's minimum met), past every identity check. */
async function studentWhoStudied(lessons: ReturnType<typeof lessonsInOrder>) {
  const { user, password, enrolmentId } = await enrolledAccount(worker);
  await lessonsStudied(
    worker,
    enrolmentId,
    lessons.map((lesson) => lesson.id),
  );
  await passEveryModuleCheck(worker, enrolmentId);
  return { cookie: await logIn(worker, user.email, password, "/auth") };
}

/** The addresses of the links in a screen's text (the lesson's Markdown, not the page around it). */
function linksInScreenText(html: string): string[] {
  const text = /<div class="lesson-content[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1];
  if (text === undefined) throw new Error("no lesson text on the page");
  return [...text.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decodeEntities(match[1]!));
}

const lessonOpenedBy = (path: string) => {
  const [, lessonId] = /\/course\/([^/]+)\/\d+$/.exec(path) ?? [];
  return lessonId ? theCourse().lessons[lessonId] : undefined;
};

describe("links in the lessons", () => {
  // Every linking screen is opened; each distinct address it links is followed once (the same address
  // opens the same page wherever it is linked from). About two minutes for the whole course.
  it(
    "open a page in the lesson's language from every screen that links the site, for a student who studied the whole course",
    { timeout: 240_000 },
    async () => {
      const { cookie } = await studentWhoStudied(lessonsInOrder(theCourse()));
      const followed: Record<Language, string[]> = { en: [], es: [] };
      const opened = new Set<string>();
      for (const language of supportedLanguages) {
        for (const lesson of lessonsInOrder(theCourse())) {
          for (let screen = 1; screen <= lesson.en.screens.length; screen += 1) {
            // A screen whose compiled text links nowhere on the site has nothing to follow.
            if (!/href="\//.test(lesson[language].screens[screen - 1]!.html)) continue;
            const screenPath = localizePath(`/course/${lesson.id}/${screen}`, language);
            const page = await getAs(worker, cookie, screenPath);
            expect(page.status, screenPath).toBe(200);
            for (const href of linksInScreenText(await page.text())) {
              if (/^https?:\/\//.test(href)) continue;
              followed[language].push(href);
              expect(languageFromPath(href), `${screenPath} links ${href}`).toBe(language);
              if (opened.has(href)) continue;
              opened.add(href);
              const target = await getAs(worker, cookie, href);
              expect(target.status, `${screenPath} links ${href}`).toBe(200);
              const linkedLesson = lessonOpenedBy(href);
              if (linkedLesson) expect(firstHeading(await target.text())).toBe(linkedLesson[language].title);
            }
          }
        }
      }
      // Both languages link the same lessons, each in its own path.
      expect(followed.en.length).toBeGreaterThan(0);
      expect(followed.es).toEqual(followed.en.map((href) => localizePath(href, "es")));
    },
  );

  it("take a student who has not reached the linked lesson to where they are, with the reason, never to a missing page", async () => {
    const [firstLesson] = lessonsInOrder(theCourse());
    const { cookie } = await studentWhoStudied([firstLesson!]);
    const where = lessonsInOrder(theCourse())[1]!;
    for (const language of supportedLanguages) {
      const links = [];
      for (let screen = 1; screen <= firstLesson!.en.screens.length; screen += 1) {
        const page = await getAs(worker, cookie, localizePath(`/course/${firstLesson!.id}/${screen}`, language));
        links.push(...linksInScreenText(await page.text()).filter((href) => href.startsWith("/")));
      }
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        const target = await getAs(worker, cookie, href);
        expect(target.status, href).toBe(303);
        expect(target.headers.get("Location")).toBe(localizePath(`/course/${where.id}/1`, language));
        expect(toastText(target)).toContain(language === "en" ? "not open yet" : "todavía no está disponible");
      }
    }
  });
});
