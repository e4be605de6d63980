/**
 * A sample course says what it really holds wherever the site states the course's hours
 * (docs/decisions/089): the home page, /course-engine, /license-journey, the course page (and each
 * module's written hours, and module 5's ethics hours), the account's licence checklist, the certificate and its public
 * verification, in both languages, with the figure the lessons enforce.
 */
import { describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { courseHours } from "~/course/compiled/hours";
import { newCertificateCode } from "~/course/completion.server";
import { translate } from "~/i18n/translate";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { decodedPage, getAs, type Language } from "../support/accounts";
import { studentWhoStudiedEverything } from "../support/course-students";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const student = studentWhoStudiedEverything(worker, "A graduate of the sample course");
const strings = { en, es };
const prefix = (language: Language) => (language === "es" ? "/es" : "");
const figure = (seconds: number, language: Language) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds / 3600);
/** A page's visible markup: without its scripts, which carry every string the page could show. */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

/** Whether enforced seconds reach the declared hours: then the sentence says the course is whole but unreviewed. */
const complete = (seconds: number, hours: number) => seconds >= hours * 3600;

const statement = (language: Language, what: "hours" | "certificate") =>
  translate(strings[language], `sampleCourse.${what}${complete(courseHours.enforcedSeconds, courseHours.declaredHours) ? "Complete" : ""}`, {
    enforced: figure(courseHours.enforcedSeconds, language),
    declared: courseHours.declaredHours,
  });

describe("a sample course states the hours it holds", () => {
  it("states the figures the lessons enforce: the compiled course's own sum", () => {
    const course = theCourse();
    expect(course.sample.isSample).toBe(true);
    expect(courseHours.enforcedSeconds).toBe(course.enforcedSeconds);
    expect(courseHours.declaredHours).toBe(course.requirement.hours);
  });

  for (const language of ["en", "es"] as const) {
    it(`${language}: on the home page, /course-engine and /license-journey`, async () => {
      for (const path of ["/", "/course-engine", "/license-journey"]) {
        const response = await worker.fetch(language === "es" ? `/es${path === "/" ? "" : path}` : path);
        expect(response.status, path).toBe(200);
        expect(visible(await decodedPage(response)), path).toContain(statement(language, "hours"));
      }
    });

    it(`${language}: on the course page with each module's written hours, and on the account's licence checklist`, async () => {
      const course = visible(await decodedPage(await getAs(worker, student().cookie, `${prefix(language)}/course`)));
      expect(course).toContain(statement(language, "hours"));
      for (const module of theCourse().modules) {
        expect(course).toContain(
          translate(strings[language], complete(module.enforcedSeconds, module.hours) ? "sampleCourse.moduleHoursComplete" : "sampleCourse.moduleHours", {
            enforced: figure(module.enforcedSeconds, language),
            declared: module.hours,
          }),
        );
      }
      // The module holding the state's ethics hours states them apart, from its lessons marked ethics (docs/decisions/091).
      const ethicsModule = theCourse().modules.find((module) => module.ethicsHours > 0)!;
      expect(course).toContain(
        translate(
          strings[language],
          complete(ethicsModule.ethicsSeconds, ethicsModule.ethicsHours) ? "sampleCourse.moduleEthicsHoursComplete" : "sampleCourse.moduleEthicsHours",
          {
            enforced: figure(ethicsModule.ethicsSeconds, language),
            declared: ethicsModule.ethicsHours,
          },
        ),
      );
      const account = visible(await decodedPage(await getAs(worker, student().cookie, `${prefix(language)}/account`)));
      expect(account).toContain(statement(language, "hours"));
    });
  }

  it("on the certificate, its print and its public verification, in both languages", async () => {
    const code = newCertificateCode();
    await worker.db
      .prepare(
        "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) VALUES (?, ?, 'Sample Graduate', 'florida-2-15', ?, 3600)",
      )
      .bind(code, student().enrolmentId, courseHours.enforcedSeconds)
      .run();
    for (const language of ["en", "es"] as const) {
      const certificate = visible(await decodedPage(await getAs(worker, student().cookie, `${prefix(language)}/course/certificate`)));
      expect(certificate).toContain(code);
      // On the certificate itself (what prints), not in a part the print hides.
      const printed = certificate.match(/<section[^>]*aria-labelledby="certificate-title"[\s\S]*?<\/section>/)?.[0] ?? "";
      expect(printed).toContain(statement(language, "certificate"));
      const verification = visible(await decodedPage(await worker.fetch(`${prefix(language)}/certificates/${code}`)));
      expect(verification).toContain(statement(language, "certificate"));
    }
  });
});
