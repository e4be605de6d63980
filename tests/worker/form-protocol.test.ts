/**
 * The form protocol (docs/decisions/036-one-form-protocol.md), held over every action of the built
 * route manifest, so a new form is covered the day it exists: a bad body (fields missing, of the
 * wrong type, oversized, an unknown intent) gets the one failure (status, the alert and the field
 * messages in the visitor's language, what was typed kept, cut, never a secret) or, for a post of
 * buttons only, the redirect back with an error toast; never a 500, and no secret in any answer.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { translate, type TranslationKey } from "~/i18n/translate";
import { leadForms } from "~/leads/forms";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { nextClientAddress, signedInAdminForFile } from "../support/accounts";
import { autofocusedElements } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { clientManifestRoutes, routeModuleIds, sampleUrlWith } from "../support/routes-manifest";
import { signedInStudentForFile } from "../support/students";
import { startWorkerForFile, testOrigin, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

/** Real values where a parameter names something the action looks up first (a lesson, an exam): the body is what is under test. */
const parameterValues = { lessonId: lessonsInOrder(theCourse())[0]!.id, kind: "module", scope: theCourse().exams.moduleExam.appliesTo[0]! };

/** Every route with an action, in both languages where it has them (sample values for parameters). */
const actionRoutes = clientManifestRoutes().filter((route) => route.hasAction);
const inLanguages = (route: (typeof actionRoutes)[number]) => {
  const url = sampleUrlWith(route, parameterValues);
  if (!(route.path ?? "").startsWith(":lang?")) return [url];
  return [url, url === "/?index" ? "/es?index" : `/es${url}`];
};
const actionUrls = actionRoutes.flatMap(inLanguages);
/** The actions of resource routes (no page: a script's posts, such as the seat clock's), which answer the failure as JSON. */
const pages = routeModuleIds();
const resourceActionUrls = new Set(actionRoutes.filter((route) => !pages.has(route.id)).flatMap(inLanguages));

/** A Single Fetch URL of a route (`/auth` → `/auth.data`, the index `/?index` → `/_root.data?index`). */
function dataUrl(url: string): string {
  const [pathname = "/", query] = url.split("?");
  const path = pathname === "/" ? "/_root" : pathname;
  return `${path}.data${query === undefined ? "" : `?${query}`}`;
}

/** Typed as secrets by the visitor: no answer may carry them back. */
const secret = "Secret-never-echoed-7f3a";
const secrets: Array<[string, string]> = ["password", "confirmPassword", "currentPassword", "masterPassword", "token"].map((name) => [name, secret]);
const oversized = "x".repeat(6000);
/** A person's post carries the lead forms' honeypot empty (a missing one is a bot's, answered as a success and kept apart as spam). */
const person: Array<[string, string]> = [["homepage", ""]];

interface BadBody {
  name: string;
  fields: Array<[string, string]>;
}

/** The intents the pages' forms name (an action with several forms tells them apart by it). */
const intents = [
  "login",
  "register",
  "profile",
  "change-password",
  "delete",
  "verify",
  "create",
  "note",
  "follow-up",
  "edit-listing",
  "status",
  "ask-question",
  "save-view",
  "bulk-assign",
  "bulk-status",
  "bulk-export",
  "bulk-confirm",
];

/** Fields missing once per lead form type and per intent too, so each page's own forms are reached with their fields missing. */
const badBodies: BadBody[] = [
  { name: "fields missing", fields: [...secrets] },
  ...Object.keys(leadForms).map((formType) => ({
    name: `fields missing (${formType})`,
    fields: [["formType", formType], ...secrets] as Array<[string, string]>,
  })),
  ...intents.map((intent) => ({ name: `fields missing (${intent})`, fields: [["intent", intent], ...secrets] as Array<[string, string]> })),
  {
    name: "wrong types (repeated and nested names, unknown options)",
    fields: [
      ["email", "a"],
      ["email", "b@example.com"],
      ["email.x", "1"],
      ["firstName[0]", "x"],
      ["name", "a"],
      ["name", "b"],
      ["terms", "maybe"],
      ["language", "xx"],
      ["subscribe", "perhaps"],
      ...secrets,
    ],
  },
  {
    name: "oversized values",
    fields: [...["email", "firstName", "lastName", "name", "phone", "message", "note"].map((name): [string, string] => [name, oversized]), ...secrets],
  },
  { name: "an unknown intent", fields: [["intent", "no-such-intent"], ["formType", "no-such-form"], ["email", "not-an-address"], ...secrets] },
];

function post(url: string, fields: Array<[string, string]>, cookie: string | undefined) {
  return worker.fetch(url, {
    method: "POST",
    headers: {
      Origin: testOrigin,
      "X-Forwarded-Host": new URL(testOrigin).host,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": nextClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Every text of a dictionary, as patterns (`{{name}}` stands for any value). */
function dictionaryPatterns(dictionary: object): RegExp[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (node && typeof node === "object") for (const value of Object.values(node)) walk(value);
  };
  walk(dictionary);
  return texts.map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, "[\\s\\S]*")}$`));
}
const patterns = { en: dictionaryPatterns(en), es: dictionaryPatterns(es) };
const isInLanguage = (text: string, language: "en" | "es") => text.trim() !== "" && patterns[language].some((pattern) => pattern.test(text));

interface Failure {
  ok?: boolean;
  formId: unknown;
  alert: { kind: string; title: string; description: string };
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, string>;
}

/** What the .data answer is: the one failure, a redirect, or something else (its value, for the message). */
function classify(decoded: unknown): { kind: "failure"; failure: Failure } | { kind: "redirect"; to: string } | { kind: "other"; value: unknown } {
  const answer = decoded as { data?: unknown; redirect?: unknown };
  if (typeof answer.redirect === "string") return { kind: "redirect", to: answer.redirect };
  const data = answer.data as Partial<Failure> | undefined;
  if (data && typeof data === "object" && "formId" in data && "alert" in data) return { kind: "failure", failure: data as Failure };
  return { kind: "other", value: decoded };
}

/** The favourite heart answers with the state it saved (null: nothing saved), which its button shows (docs/decisions/029). */
const isFavoritePost = (url: string) => /^(?:\/es)?\/business-search$/.test(url);
/** Running the scheduled work now (a development page) reads no field: any body runs it, and the answer is the run (docs/decisions/082). */
const isScheduleRun = (url: string) => url === "/dev/schedule";

async function bodyText(response: WorkerResponse): Promise<string> {
  return response.text();
}

describe("every action answers a bad body with the one failure shape", () => {
  const admin = signedInAdminForFile(worker);
  const student = signedInStudentForFile(worker);
  /**
   * Signed in where the page asks for it: the course as an enrolled student part-way through, the
   * account and the admin pages as an admin (who also has an account); anonymous elsewhere, as the
   * sign-in pages send a signed-in visitor on.
   */
  const cookieFor = (url: string) => {
    if (/^(?:\/es)?\/course(?:$|[/?])/.test(url)) return student.cookie;
    return /^(?:\/es)?\/(?:account|admin|admin-access|submissions-manager|course-manager|course-manager\/questions)(?:$|\?)/.test(url)
      ? admin.cookie
      : undefined;
  };

  it("finds the actions in the build", () => {
    expect(actionUrls.length).toBeGreaterThan(40);
    expect(actionUrls).toEqual(expect.arrayContaining(["/auth", "/es/auth", "/admin-login", "/account", "/submissions-manager", "/license-application"]));
  });

  it(
    "with JavaScript (.data): the one failure, in the visitor's language, what was typed kept and cut, no secret, never a 500",
    { timeout: 240_000 },
    async () => {
      const withFieldMessages = new Set<string>();
      const withFailure = new Set<string>();
      for (const url of actionUrls) {
        const language = url.startsWith("/es") ? "es" : "en";
        const dictionary = language === "es" ? es : en;
        for (const body of badBodies) {
          const label = `${body.name} → ${url}`;
          const response = await post(dataUrl(url), [...person, ...body.fields, ["enhanced", "1"]], cookieFor(url));
          const text = await bodyText(response);
          expect(response.status, label).toBeLessThan(500);
          expect(text, label).not.toContain(secret);
          const answer = classify(decodeSingleFetch(text));
          if (answer.kind === "redirect") {
            expect(answer.to, label).toMatch(/^\/(?!\/)/);
            continue;
          }
          if (answer.kind === "other") {
            expect(isFavoritePost(url) || isScheduleRun(url), `${label}: ${JSON.stringify(answer.value).slice(0, 300)}`).toBe(true);
            continue;
          }
          const { failure } = answer;
          withFailure.add(url);
          expect([400, 401, 409, 410, 422, 429], label).toContain(response.status);
          expect(failure.ok, label).toBeUndefined();
          expect(typeof failure.formId, label).toBe("string");
          expect(failure.alert.kind, label).toBe("error");
          expect(isInLanguage(failure.alert.title, language), `${label}: ${failure.alert.title}`).toBe(true);
          expect(isInLanguage(failure.alert.description, language), `${label}: ${failure.alert.description}`).toBe(true);
          for (const [field, message] of Object.entries(failure.fieldErrors)) {
            const shown = translate(dictionary, message as TranslationKey);
            expect(isInLanguage(shown, language), `${label}: ${field} "${message}"`).toBe(true);
          }
          if (Object.keys(failure.fieldErrors).length > 0) withFieldMessages.add(url);
          for (const [field, value] of Object.entries(failure.repopulateFields)) {
            expect(field, label).not.toMatch(/password|token|secret/i);
            expect(value.length, `${label}: ${field}`).toBeLessThanOrEqual(5000);
          }
        }
      }
      // The course's actions were reached signed in (the student's, the admin's) and answered the body, not sent to the sign-in page.
      const courseActions = [
        "/course-manager",
        "/course-manager/questions",
        `/course/${parameterValues.lessonId}/1`,
        `/course/${parameterValues.lessonId}/quiz`,
        `/course/exams/module/${parameterValues.scope}`,
        "/course/certificate",
        "/course/heartbeat",
      ];
      expect([...withFailure].sort()).toEqual(expect.arrayContaining(courseActions.flatMap((url) => [url, `/es${url}`])));
      // The pages with fields to fix answered with their messages (the others post buttons).
      expect([...withFieldMessages].sort()).toEqual(
        expect.arrayContaining([
          "/auth",
          "/es/auth",
          "/admin-login",
          "/forgot-password",
          "/account",
          "/es/account",
          "/newsletter",
          "/license-application",
          "/es/partner-network",
          "/course-manager",
          "/course-manager/questions",
          `/es/course/${parameterValues.lessonId}/1`,
          "/es/course/heartbeat",
          `/course/${parameterValues.lessonId}/quiz`,
        ]),
      );
    },
  );

  it(
    "without JavaScript (the document post): the page again with its reason in focus, or a redirect back, never a 500, never a secret",
    { timeout: 240_000 },
    async () => {
      const withFocusedReason = new Set<string>();
      for (const url of actionUrls) {
        for (const body of badBodies.filter((candidate) => !candidate.name.startsWith("fields missing ("))) {
          const label = `${body.name} → ${url}`;
          const response = await post(url, [...person, ...body.fields], cookieFor(url));
          const text = await bodyText(response);
          expect(response.status, label).toBeLessThan(500);
          expect(text, label).not.toContain(secret);
          if (response.status === 303) {
            expect(response.headers.get("Location"), label).toMatch(/^\/(?!\/)/);
          } else if (isScheduleRun(url)) {
            expect(response.status, label).toBe(200);
          } else {
            expect([400, 401, 409, 410, 422, 429], label).toContain(response.status);
            const language = url.startsWith("/es") ? "es" : "en";
            if (resourceActionUrls.has(url)) {
              const failure = JSON.parse(text) as Failure;
              expect(failure.alert.kind, label).toBe("error");
              expect(isInLanguage(failure.alert.description, language), `${label}: ${failure.alert.description}`).toBe(true);
            } else {
              expect(text, label).toContain(`lang="${language}"`);
              // The page opens at the top, where the form and its reason may not be: the reason takes
              // the focus as the page loads, so the browser scrolls it into view (docs/decisions/087).
              if (text.includes('role="alert"')) {
                expect(autofocusedElements(text)[0]?.attributes, label).toMatch(/role="alert"/);
                withFocusedReason.add(url);
              }
            }
          }
        }
      }
      expect([...withFocusedReason]).toEqual(
        expect.arrayContaining([
          "/auth",
          "/es/auth",
          "/admin-login",
          "/es/forgot-password",
          "/newsletter",
          `/es/course/${parameterValues.lessonId}/quiz`,
          "/course-manager",
        ]),
      );
    },
  );
});
