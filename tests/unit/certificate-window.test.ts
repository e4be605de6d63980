import { describe, expect, it } from "vitest";
import { addDays, addYears, daysFrom, lastFilingDay } from "~/school/certificate-window";
import { courseWindowSources, licenceChecklistContent, licenceChecklistSources } from "~/content/licence-checklist";
import { renderTemplateSamples } from "~/dev/email-samples.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";

/**
 * The certificate's validity window: the last day to file the licence application for the course
 * to count (the day before the fourth anniversary of the New York completion day; 29 February into
 * a common year is taken to 28 February), the e-mail's samples in both languages, and the checklist
 * stating the window with its statutes.
 */
describe("the date arithmetic", () => {
  it("adds years to a day, 29 February into a common year giving 28 February", () => {
    expect(addYears("2022-10-03", 4)).toBe("2026-10-03");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2096-02-29", 4)).toBe("2100-02-28");
    expect(addYears("2028-02-29", -4)).toBe("2024-02-29");
    expect(addYears("2025-02-28", -1)).toBe("2024-02-28");
    expect(addYears("2024-12-31", 4)).toBe("2028-12-31");
  });

  it("names the day before the fourth anniversary as the last day to file", () => {
    expect(lastFilingDay("2022-10-03")).toBe("2026-10-02");
    expect(lastFilingDay("2022-01-01")).toBe("2025-12-31");
    expect(lastFilingDay("2024-03-01")).toBe("2028-02-29");
    expect(lastFilingDay("2024-02-29")).toBe("2028-02-28");
    expect(lastFilingDay("2096-02-29")).toBe("2100-02-27");
  });

  it("counts calendar days across months, years and a leap day", () => {
    expect(daysFrom("2026-07-04", "2026-10-02")).toBe(90);
    expect(daysFrom("2028-01-30", "2028-02-29")).toBe(30);
    expect(daysFrom("2026-10-02", "2026-10-02")).toBe(0);
    expect(daysFrom("2026-10-03", "2026-10-02")).toBe(-1);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
  });
});

describe("the certificate-window e-mail's samples", () => {
  it("say the completion day, the last day, where to apply and the statutes, in English and in Spanish", async () => {
    const samples = (
      await renderTemplateSamples({
        origin: "https://site.example",
        postalAddress: "1 Main St",
        contact: { email: "info@example.com", phone: "(305) 555-0142", phoneHref: "tel:+13055550142" },
      })
    ).filter((sample) => sample.kind === "reminder-certificate-window");
    expect(samples.map((sample) => sample.language).sort()).toEqual(["en", "es"]);
    for (const { language, content } of samples) {
      const strings = language === "es" ? es : en;
      expect(content.subject.startsWith(strings.reminders.certificateWindowSubject.split("{{")[0]!)).toBe(true);
      expect(content.subject).toContain(language === "es" ? "2 oct 2026" : "Oct 2, 2026");
      expect(content.text).toContain(strings.reminders.certificateWindowIntro.split("{{")[0]!);
      expect(content.text).toContain(language === "es" ? "3 oct 2022" : "Oct 3, 2022");
      expect(content.text).toContain("MyProfile");
      expect(content.text).toContain(licenceChecklistSources[0].url);
      expect(content.text).toContain(courseWindowSources[0].url);
      expect(content.text).toContain(courseWindowSources[1].url);
      expect(content.text).toContain("626.7851");
      expect(content.text).toContain("626.8311");
      expect(content.text).toContain(`https://site.example${language === "es" ? "/es" : ""}/reminders/stop/sample-token`);
      expect(content.text).toContain(`https://site.example${language === "es" ? "/es" : ""}/account#licence-checklist-heading`);
    }
  });
});

describe("the checklist's course step", () => {
  it("states the 4-year window with its statutes in both languages, and cites them as sources", () => {
    expect(licenceChecklistContent.en.course.what).toContain("within the 4 years immediately before");
    expect(licenceChecklistContent.es.course.what).toContain("dentro de los 4 años inmediatamente anteriores");
    for (const language of ["en", "es"] as const) {
      expect(licenceChecklistContent[language].course.what).toContain("626.7851");
      expect(licenceChecklistContent[language].course.what).toContain("626.8311");
      expect(licenceChecklistContent[language].course.what).not.toMatch(/check with DFS|consúltelo con el DFS/);
    }
    expect(courseWindowSources.map((source) => source.url)).toEqual([
      "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.7851.html",
      "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.8311.html",
    ]);
    for (const source of courseWindowSources)
      expect(source.supports).toContain("within the 4 years immediately preceding the date the application for license is filed");
  });

  it("titles every source in both languages, the Spanish one in Spanish", () => {
    for (const source of licenceChecklistSources) {
      expect(source.title.en.length).toBeGreaterThan(10);
      expect(source.title.es).not.toBe(source.title.en);
      expect(source.title.es).toMatch(/\b(?:de|del|página|Estatutos)\b/);
    }
  });
});
