import { describe, expect, it } from "vitest";
import { aboutContent } from "~/content/about";
import { licenseApplicationContent, sponsorshipApplicationContent } from "~/content/applications";
import { creditResolutionContent } from "~/content/services/credit-resolution";
import { privacyContent } from "~/content/legal";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insuranceServiceSlugs, serviceSlugs } from "~/site/site";
import { decodeEntities, firstHeading } from "../support/html";
import { okPageHtml, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const page = (path: string) => okPageHtml(worker, path);

/** Every link's href, decoded (`&amp;` → `&`). */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
}

function headingLevels(html: string): number[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
}

describe("content pages", () => {
  for (const [prefix, strings] of [
    ["", en],
    ["/es", es],
  ] as const) {
    it(`about (${prefix || "en"}) links to the course, has the Enter Email trigger and the founder`, async () => {
      const html = await page(`${prefix}/about`);
      const language = prefix ? "es" : "en";
      expect(hrefs(html)).toContain(`${prefix}/course-engine`);
      expect(hrefs(html)).toContain(`${prefix}/about?dialog=email`);
      expect(html).toContain(strings.actions.enterEmail);
      expect(decodeEntities(html)).toContain(aboutContent[language].founder.name);
      for (const reason of aboutContent[language].reasons.items) expect(decodeEntities(html)).toContain(reason.title);
    });

    it(`license journey (${prefix || "en"}) sends Apply Now and Start Your Journey Today to the application`, async () => {
      const html = await page(`${prefix}/license-journey`);
      expect(html).toContain(strings.actions.applyNow);
      expect(decodeEntities(html)).toContain(strings.actions.startJourney);
      expect(hrefs(html).filter((href) => href === `${prefix}/license-application`).length).toBeGreaterThanOrEqual(2);
    });

    it(`services (${prefix || "en"}) lists 7 cards, each to its page and with its Get Started trigger`, async () => {
      const html = await page(`${prefix}/services`);
      const links = hrefs(html);
      for (const slug of serviceSlugs) {
        expect(links, slug).toContain(`${prefix}/services/${slug}`);
        // Credit resolution's lead form is the credit robot; the six insurance services share the inquiry.
        expect(links, slug).toContain(
          slug === "credit-resolution" ? `${prefix}/services?dialog=credit-robot` : `${prefix}/services?dialog=inquiry&service=${slug}`,
        );
      }
      expect(html.match(/<li class="flex flex-col overflow-hidden/g)?.length).toBe(7);
    });

    for (const slug of insuranceServiceSlugs) {
      it(`${prefix}/services/${slug} has Talk With Me Now for its service, Join Our Network and Get Licensed`, async () => {
        const html = await page(`${prefix}/services/${slug}`);
        const links = hrefs(html);
        expect(links).toContain(`${prefix}/services/${slug}?dialog=inquiry&service=${slug}`);
        expect(links).toContain(`${prefix}/partner-network`);
        expect(links).toContain(`${prefix}/license-application`);
        expect(decodeEntities(html)).toContain(strings.actions.talkWithMeNow);
        expect(headingLevels(html).filter((level) => level === 1)).toHaveLength(1);
      });
    }

    it(`credit resolution (${prefix || "en"}) is titled AI Credit Repair with two Activate Credit Robot triggers`, async () => {
      const html = await page(`${prefix}/services/credit-resolution`);
      const language = prefix ? "es" : "en";
      expect(firstHeading(html)).toBe(creditResolutionContent[language].hero.title);
      expect(hrefs(html).filter((href) => href === `${prefix}/services/credit-resolution?dialog=credit-robot`)).toHaveLength(2);
    });

    it(`sponsorship pages (${prefix || "en"}) link Apply Now to the sponsorship application`, async () => {
      for (const path of ["/sponsorship-program", "/youth-sponsorship"]) {
        const html = await page(`${prefix}${path}`);
        expect(hrefs(html), path).toContain(`${prefix}/sponsorship-application`);
      }
      const youth = decodeEntities(await page(`${prefix}/youth-sponsorship`));
      expect(youth).toMatch(prefix ? /forma continua/ : /rolling basis/);
      expect(youth, "the original 2025 cohort date has passed and is not announced").not.toContain("2025");
    });

    it(`partner network (${prefix || "en"}) shows the five steps and the 2-3 business day review`, async () => {
      const html = decodeEntities(await page(`${prefix}/partner-network`));
      expect(html).toMatch(prefix ? /2 a 3 días hábiles/ : /2-3 business days/);
      expect(html.match(/<ol class="mt-8 grid[^"]*">([\s\S]*?)<\/ol>/)?.[1]?.match(/<li /g)).toHaveLength(5);
      expect(hrefs(html)).toContain(`${prefix}/business-search`);
    });

    it(`application shells (${prefix || "en"}) have their content modules' titles`, async () => {
      const language = prefix ? "es" : "en";
      expect(firstHeading(await page(`${prefix}/license-application`))).toBe(licenseApplicationContent[language].title);
      expect(firstHeading(await page(`${prefix}/sponsorship-application`))).toBe(sponsorshipApplicationContent[language].title);
    });

    it(`privacy (${prefix || "en"}) has the cookies section the footer links to, naming both cookies`, async () => {
      const html = await page(`${prefix}/privacy`);
      expect(html).toContain('id="cookies"');
      expect(hrefs(html)).toContain(`${prefix}/privacy#cookies`);
      const cookies = html.slice(html.indexOf('id="cookies"'));
      expect(cookies).toContain(">lng<");
      expect(cookies).toContain("__Host-session");
      expect(decodeEntities(html)).toContain(privacyContent[prefix ? "es" : "en"].sections.find((s) => s.id === "erasure")!.heading);
    });
  }
});

describe("every content page", () => {
  const pages = [
    "/blog",
    "/blog/1",
    "/es/blog/6",
    "/business-search",
    "/about",
    "/license-journey",
    "/course-engine",
    "/services",
    "/services/iul",
    "/services/credit-resolution",
    "/sponsorship-program",
    "/youth-sponsorship",
    "/partner-network",
    "/privacy",
    "/terms",
    "/license-application",
    "/sponsorship-application",
  ];
  for (const path of pages) {
    it(`${path} has one h1 and no heading level skipped`, async () => {
      const levels = headingLevels(await page(path));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let index = 1; index < levels.length; index++) {
        expect(levels[index]! - levels[index - 1]!, `heading h${levels[index]} after h${levels[index - 1]}`).toBeLessThanOrEqual(1);
      }
    });
  }

  it("keeps page copy out of the client bundle: the other language never travels", async () => {
    const html = await page("/about");
    expect(decodeEntities(html)).not.toContain(aboutContent.es.mission.paragraphs[0]);
  });
});
