/**
 * The certificate prints on one Letter page with nothing of the site around it (docs/decisions/085):
 * Chromium prints the demo graduate's certificate, and the public verification of its code, to a
 * PDF; each is one page (its `/Type /Page` objects counted), and its text holds the certificate and
 * none of the header's menu and account buttons, the footer's links and newsletter form, nor the
 * print button or its hint. English with JavaScript, Spanish without.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signIn } from "../support/browser-sign-in";
import { pdfPages } from "../support/pdf";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo graduate of the local database (docs/course.md). */
const demoGraduate = { email: "graduate@example.com", password: "local-graduate-password", name: "Luis Demo", certificate: "FFA-DEMQ-2026-0001" };

/** Text compared without its spaces (a PDF places words apart, with or without a space) and ligatures ("ﬁ") as letters. */
const squeezed = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** The page printed to a Letter PDF: its pages' text (squeezed) and its count of page objects. */
async function printed(page: Page): Promise<{ pages: string[]; pageObjects: number }> {
  const pdf = await page.pdf({ format: "Letter" });
  return { pages: pdfPages(pdf).map(squeezed), pageObjects: (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length };
}

describe("the certificate on paper", () => {
  for (const { strings, isJavaScriptOn } of [
    { strings: en, isJavaScriptOn: true },
    { strings: es, isJavaScriptOn: false },
  ]) {
    const prefix = strings === es ? "/es" : "";
    const language = strings === es ? "es" : "en";
    // What the site puts around a page: the menu, the account buttons, the footer and its newsletter form.
    const chrome = [
      strings.nav.about,
      strings.nav.licenseJourney,
      strings.nav.logout,
      strings.nav.skipToContent,
      strings.footer.quickLinks,
      strings.footer.newsletterHeading,
      strings.footer.newsletterText,
      strings.footer.subscribe,
    ];

    it(`JavaScript ${isJavaScriptOn ? "on" : "off"}, ${language === "es" ? "Spanish" : "English"}: the certificate and its public verification each print on one Letter page, with none of the site's chrome`, async () => {
      const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: isJavaScriptOn });
      await signIn(page, strings, demoGraduate, prefix, `${prefix}/course/certificate`);
      if (isJavaScriptOn) await hydrated(page);
      await page.getByRole("heading", { level: 1, name: strings.course.certificate.title }).waitFor();

      const certificate = await printed(page);
      expect(certificate.pageObjects).toBe(1);
      expect(certificate.pages).toHaveLength(1);
      const [onPaper = ""] = certificate.pages;
      for (const shown of [
        strings.course.certificate.title,
        strings.course.certificate.certifies,
        demoGraduate.name,
        strings.course.certificate.completed,
        theCourse().title[language],
        demoGraduate.certificate,
      ]) {
        expect(onPaper, shown).toContain(squeezed(shown));
      }
      for (const around of [...chrome, strings.course.certificate.print, strings.course.certificate.printHint])
        expect(onPaper, around).not.toContain(squeezed(around));

      await page.goto(`${prefix}/certificates/${demoGraduate.certificate}`);
      if (isJavaScriptOn) await hydrated(page);
      await page.getByText(strings.course.verify.valid).waitFor();
      const verification = await printed(page);
      expect(verification.pageObjects).toBe(1);
      const [verified = ""] = verification.pages;
      for (const shown of [
        strings.course.verify.heading,
        strings.course.verify.valid,
        demoGraduate.name,
        theCourse().title[language],
        demoGraduate.certificate,
      ])
        expect(verified, shown).toContain(squeezed(shown));
      for (const around of [...chrome, strings.course.verify.codeLabel, strings.course.verify.check]) expect(verified, around).not.toContain(squeezed(around));
      await close();
    });
  }
});
