/**
 * The course is found from the front door (issue 36, item 7): the home page, the site menu (on
 * every page, desktop and phone) and /license-journey lead to the course page (/course-engine) and
 * its free lesson (/course/preview), in each language's own paths, and both links answer.
 */
import { describe, expect, it } from "vitest";
import { supportedLanguages, localizePath } from "~/i18n/languages";
import { okPageHtml, startWorkerForFile, type TestWorker } from "../support/worker";

const worker = startWorkerForFile();

/** The hrefs of the page's links. */
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

/** The site menu: the header's <nav> elements (the desktop row and the phone's menu). */
function siteMenus(html: string): string[] {
  const header = html.match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? "";
  return header.match(/<nav\b[\s\S]*?<\/nav>/g) ?? [];
}

/** A link's final answer, redirects followed on the same site (the free lesson redirects to its first screen). */
async function finalStatus(worker: TestWorker, href: string): Promise<number> {
  let path = href;
  for (let hop = 0; hop < 3; hop++) {
    const response = await worker.fetch(path);
    await response.arrayBuffer();
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || !location) return response.status;
    path = location;
  }
  throw new Error(`${href}: more than three redirects`);
}

describe("the course is found from the home page, the menu and the licence journey", () => {
  for (const language of supportedLanguages) {
    const course = localizePath("/course-engine", language);
    const freeLesson = localizePath("/course/preview", language);

    it(`${language}: the home page links the course page and its free lesson`, async () => {
      const links = hrefs(await okPageHtml(worker, localizePath("/", language)));
      expect(links).toContain(course);
      expect(links).toContain(freeLesson);
    });

    it(`${language}: the site menu links the course page, on desktop and on the phone, on every page`, async () => {
      for (const page of ["/", "/about", "/license-journey", "/blog"]) {
        const menus = siteMenus(await okPageHtml(worker, localizePath(page, language)));
        expect(menus.length, page).toBe(2);
        for (const menu of menus) expect(hrefs(menu), page).toContain(course);
      }
    });

    it(`${language}: /license-journey links the course page and its free lesson outside the menu`, async () => {
      const html = await okPageHtml(worker, localizePath("/license-journey", language));
      const main = html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? "";
      expect(hrefs(main)).toContain(course);
      expect(hrefs(main)).toContain(freeLesson);
    });

    it(`${language}: both links answer 200 (the free lesson after its redirect to the first screen)`, async () => {
      expect(await finalStatus(worker, course)).toBe(200);
      expect(await finalStatus(worker, freeLesson)).toBe(200);
    });
  }
});
