/**
 * What students stumbled on (issue 36, item 9; docs/decisions/087), each held as a class where it
 * has one, in both languages, as the worker answers with JavaScript and without:
 * - a page that needs an account sends a visitor to a sign-in page that says why (every account and
 *   staff page of the built route table), and registering leads where its link says;
 * - a refused post's reason takes the focus as its page loads (so the browser scrolls it into view);
 * - a toast the server renders has a close control that needs no script;
 * - every field that holds a day is the platform's date input, and a refused day is kept;
 * - the glossary has a letter index and a search answered by the server;
 * - no page says the same sentence twice in a row (the sample note on /course did).
 * What only a browser sees (focus, the scroll, a toast over the page) is tests/browser/student-stumbles.test.ts.
 */
import { describe, expect, it } from "vitest";
import { lessonsInOrder, theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { decodedPage, getAs, languagePrefix, postAs, postLogin, fromNewClient, type Language } from "../support/accounts";
import { autofocusedElements, decodeEntities } from "../support/html";
import { passEveryModuleCheck } from "../support/identity-checks";
import { enrolledStudent } from "../support/licence-checklist";
import { decodeSingleFetch } from "../support/mailbox";
import { accountPages, adminPages, inBothLanguages, publicPages } from "../support/routes";
import { postForm, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const dictionaries = { en, es } as const;
const languages = ["en", "es"] as const;
const languageOfPath = (path: string): Language => (path === "/es" || path.startsWith("/es/") ? "es" : "en");

/** `name=value` of every cookie a response set, as the browser would send them back. */
function cookiesFrom(response: WorkerResponse): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
}

/**
 * The text a person reads in the page's main region: React's text separators (`<!-- -->`) dropped,
 * every tag a space, entities decoded, spaces collapsed and none before a stop or a comma.
 */
function mainText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const text = main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(text)
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1");
}

describe("a page that needs an account", () => {
  it("sends an anonymous visitor to a sign-in page that says why, for every account and staff page of the route table", { timeout: 120_000 }, async () => {
    const sentToSignIn: string[] = [];
    for (const path of inBothLanguages([...accountPages, ...adminPages])) {
      const language = languageOfPath(path);
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      const location = response.headers.get("Location");
      if (response.status !== 303 || !location) continue;
      const signInPage = new URL(location, "http://localhost").pathname;
      const isStaffSignIn = signInPage === `${languagePrefix(language)}/admin-login`;
      if (!isStaffSignIn && signInPage !== `${languagePrefix(language)}/auth`) continue;
      sentToSignIn.push(path);
      const page = await worker.fetch(location);
      expect(page.status, location).toBe(200);
      const text = mainText(await page.text());
      const auth = dictionaries[language].auth;
      expect(text, `${path} → ${location}`).toContain(isStaffSignIn ? auth.staffSignInToContinue : auth.signInToContinue);
    }
    expect(sentToSignIn).toEqual(expect.arrayContaining(["/account", "/es/account", "/es/account/security", "/admin", "/es/course-manager"]));
  });

  it("says nothing of the kind on a sign-in page opened by itself", async () => {
    for (const language of languages) {
      const auth = dictionaries[language].auth;
      const text = mainText(await (await worker.fetch(`${languagePrefix(language)}/auth`)).text());
      expect(text).toContain(auth.heading);
      expect(text).not.toContain(auth.signInToContinue);
      expect(mainText(await (await worker.fetch(`${languagePrefix(language)}/admin-login`)).text())).not.toContain(auth.staffSignInToContinue);
    }
  });
});

describe("registering", () => {
  const registration = (email: string, extra: Record<string, string> = {}) => ({
    intent: "register",
    firstName: "Lucía",
    lastName: "Prueba",
    email,
    password: "a-long-own-password",
    confirmPassword: "a-long-own-password",
    terms: "on",
    ...extra,
  });

  for (const language of languages) {
    it(`leads to the same sign-in page with JavaScript and without, on to the page the person was going to (${language})`, async () => {
      const prefix = languagePrefix(language);
      const strings = dictionaries[language];
      const goingTo = `${prefix}/blog`;
      const signInPath = `${prefix}/auth?returnTo=${encodeURIComponent(goingTo)}`;

      const withoutJavaScript = await postForm(
        worker,
        `${prefix}/auth?tab=register`,
        registration(`plain.${language}@example.com`, { returnTo: goingTo }),
        fromNewClient(),
      );
      expect(withoutJavaScript.status).toBe(303);
      expect(withoutJavaScript.headers.get("Location")).toBe(signInPath);

      const withJavaScript = await postForm(
        worker,
        `${prefix}/auth.data`,
        registration(`script.${language}@example.com`, { returnTo: goingTo, enhanced: "1" }),
        fromNewClient(),
      );
      expect(decodeSingleFetch(await withJavaScript.text())).toMatchObject({ data: { ok: true, formId: "register", redirectTo: signInPath } });

      // The success card (as the document answer renders it, before hydration): its link says where it goes, and goes there.
      const card = await decodedPage(
        await postForm(
          worker,
          `${prefix}/auth?tab=register`,
          registration(`card.${language}@example.com`, { returnTo: goingTo, enhanced: "1" }),
          fromNewClient(),
        ),
      );
      expect(card).toContain(strings.auth.registrationSuccessText.replace("{{email}}", `card.${language}@example.com`));
      expect(card).toMatch(new RegExp(`<a [^>]*href="${signInPath.replace(/[?]/g, "\\?")}"[^>]*>${strings.auth.userLogin}</a>`));
      const signIn = mainText(await (await worker.fetch(signInPath)).text());
      expect(signIn).toContain(strings.auth.loginTab);
      expect(signIn).toContain(strings.auth.signInToContinue);

      // A `returnTo` that would leave the site is dropped: the next step is the login on to the account.
      const hostile = await postForm(
        worker,
        `${prefix}/auth`,
        registration(`hostile.${language}@example.com`, { returnTo: "//evil.example/x" }),
        fromNewClient(),
      );
      expect(hostile.headers.get("Location")).toBe(`${prefix}/auth?returnTo=${encodeURIComponent(`${prefix}/account`)}`);
    });
  }
});

describe("a refused post without JavaScript", () => {
  for (const language of languages) {
    it(`puts its reason where the page opens: "Next" before the screen's minimum takes the focus to why (${language})`, async () => {
      const student = await enrolledStudent(worker, { language });
      await passEveryModuleCheck(worker, student.enrolmentId);
      const lesson = lessonsInOrder(theCourse())[0]!;
      const response = await postAs(worker, student.cookie, `${languagePrefix(language)}/course/${lesson.id}/1`, {});
      expect(response.status).toBe(409);
      const focused = autofocusedElements(await response.text());
      expect(focused).toHaveLength(1);
      expect(focused[0]!.attributes).toMatch(/role="alert"/);
      expect(focused[0]!.attributes).toMatch(/tabindex="-1"/);
      const [before] = dictionaries[language].course.player.stillNeeded.split("{{seconds}}");
      expect(focused[0]!.text).toContain(before!.trim());
    });

    it(`does the same for a form's failure: a wrong password's message takes the focus (${language})`, async () => {
      const response = await postLogin(worker, `${languagePrefix(language)}/auth`, {
        intent: "login",
        email: "nobody-here@example.com",
        password: "not-the-password",
      });
      expect(response.status).toBe(401);
      const focused = autofocusedElements(await response.text());
      expect(focused).toHaveLength(1);
      expect(focused[0]!.attributes).toMatch(/role="alert"/);
      expect(focused[0]!.text).toContain(dictionaries[language].auth.loginFailedText);
    });
  }
});

describe("a toast without JavaScript", () => {
  /** The toast as the server renders it: a details element, open, whose summary is the ✕ named "Close". */
  const closableToast = (html: string, language: Language, title: string) =>
    new RegExp(
      `<details open=""[^>]*>\\s*<summary aria-label="${dictionaries[language].forms.close}"[^>]*>[\\s\\S]*?</summary>[\\s\\S]*?${title}[\\s\\S]*?</details>`,
    ).test(html);

  for (const language of languages) {
    it(`can be closed with no script: a flash toast after a redirect, and a page's own toast (${language})`, async () => {
      const strings = dictionaries[language];
      const { user, password } = await insertUser(worker.db, { language });
      const login = await postLogin(worker, `${languagePrefix(language)}/auth`, { intent: "login", email: user.email, password });
      expect(login.status).toBe(303);
      const landing = await decodedPage(await worker.fetch(login.headers.get("Location")!, { headers: { Cookie: cookiesFrom(login) } }));
      expect(closableToast(landing, language, strings.auth.loginSuccessTitle)).toBe(true);

      const unknownPost = await decodedPage(await worker.fetch(`${languagePrefix(language)}/blog/999`));
      expect(closableToast(unknownPost, language, strings.notFound.postToast)).toBe(true);
    });
  }
});

describe("the licence checklist's days", () => {
  const days = {
    fingerprintsBookedOn: "2026-11-02",
    fingerprintsDoneOn: "2026-11-05",
    applicationSubmittedOn: "2026-11-10",
    applicationApprovedOn: "2026-11-20",
    examBookedFor: "2026-12-04",
    examResultOn: "2026-12-04",
    appointedOn: "2026-12-20",
  };

  /** Every input of a page: its name, type, value and input mode. */
  const inputs = (html: string) =>
    [...html.matchAll(/<input\b([^>]*)>/g)].map(([, attributes = ""]) => {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
      return { name: attribute("name") ?? "", type: attribute("type") ?? "text", value: attribute("value") ?? "", inputMode: attribute("inputmode") };
    });

  it("are date inputs on every account page, wherever a field holds a day (both languages)", { timeout: 60_000 }, async () => {
    const student = await enrolledStudent(worker);
    const saved = await postAs(worker, student.cookie, "/account", { intent: "licence-checklist", ...days });
    expect(saved.status).toBe(303);
    let dayFields = 0;
    for (const path of inBothLanguages(accountPages)) {
      const html = await (await getAs(worker, student.cookie, path)).text();
      for (const input of inputs(html)) {
        const holdsADay = input.type !== "hidden" && (/^\d{4}-\d{2}-\d{2}$/.test(input.value) || /(?:On|For|Date|Day)$/.test(input.name));
        if (!holdsADay) continue;
        dayFields += 1;
        expect(input, path).toMatchObject({ type: "date", inputMode: undefined });
      }
    }
    expect(dayFields).toBeGreaterThanOrEqual(2 * Object.keys(days).length);
  });

  for (const language of languages) {
    it(`keep a refused day in its date input, with the message in the page's language (${language})`, async () => {
      const student = await enrolledStudent(worker, { language });
      const response = await postAs(worker, student.cookie, `${languagePrefix(language)}/account`, {
        intent: "licence-checklist",
        ...days,
        examBookedFor: "2001-01-01",
      });
      expect(response.status).toBe(422);
      const html = await decodedPage(response);
      expect(html).toContain(dictionaries[language].licenceChecklist.errors.dateOutOfRange);
      expect(inputs(html).find((input) => input.name === "examBookedFor")).toMatchObject({ type: "date", value: "2001-01-01" });
      expect(inputs(html).find((input) => input.name === "fingerprintsDoneOn")).toMatchObject({ type: "date", value: "2026-11-05" });
    });
  }
});

describe("the glossary", () => {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  /** The terms a page shows, in order: each `<dt>`'s own text (its twin in the other language is in a span after it). */
  const termsOf = (html: string) => [...html.matchAll(/<dt\b[^>]*>([^<]*)/g)].map((match) => decodeEntities(match[1]!).trim());
  const glossary = theCourse().glossary;

  for (const language of languages) {
    it(`has a letter index whose every letter leads to its terms on the page (${language})`, async () => {
      const html = await (await worker.fetch(`${languagePrefix(language)}/course/glossary`)).text();
      const strings = dictionaries[language].course.glossary;
      const index = html.slice(
        html.indexOf(`aria-label="${strings.lettersLabel}"`),
        html.indexOf("</nav>", html.indexOf(`aria-label="${strings.lettersLabel}"`)),
      );
      const letters = [...index.matchAll(/<a [^>]*href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, anchor, letter]) => ({ anchor: anchor!, letter: letter! }));
      expect(letters.length).toBeGreaterThan(10);
      let terms = 0;
      for (const [position, { anchor, letter }] of letters.entries()) {
        const start = html.indexOf(`id="${anchor}"`);
        expect(start, letter).toBeGreaterThan(-1);
        const end = position + 1 < letters.length ? html.indexOf(`id="${letters[position + 1]!.anchor}"`) : html.indexOf("</main>");
        const group = termsOf(html.slice(start, end));
        expect(group.length, letter).toBeGreaterThan(0);
        for (const term of group) {
          const first = fold(term).charAt(0).toUpperCase();
          expect(/^[A-Z]$/.test(first) ? first : "#", term).toBe(letter);
        }
        terms += group.length;
      }
      expect(terms).toBe(glossary.length);
    });

    it(`finds terms with a GET search answered by the server, without regard to capitals or accents (${language})`, async () => {
      const prefix = languagePrefix(language);
      const strings = dictionaries[language].course.glossary;
      const page = await (await worker.fetch(`${prefix}/course/glossary`)).text();
      expect(page).toMatch(new RegExp(`<form [^>]*method="get"[^>]*action="${prefix}/course/glossary"`));
      expect(page).toMatch(/<input [^>]*type="search"[^>]*name="q"/);

      const other = language === "en" ? "es" : "en";
      const expected = glossary
        .filter((term) => [term[language].term, term[other].term, term[language].definition].some((text) => fold(text).includes("adhesion")))
        .map((term) => term[language].term);
      expect(expected.length).toBeGreaterThan(0);
      const found = await decodedPage(await worker.fetch(`${prefix}/course/glossary?q=${encodeURIComponent("ADHESIÓN")}`));
      expect(termsOf(found)).toEqual(expect.arrayContaining(expected));
      expect(termsOf(found)).toHaveLength(expected.length);
      const count = strings[expected.length === 1 ? "resultsOne" : "resultsOther"]
        .replace("{{count}}", String(expected.length))
        .replace("{{query}}", "ADHESIÓN");
      expect(mainText(found)).toContain(count);

      const nothing = await decodedPage(await worker.fetch(`${prefix}/course/glossary?q=zzqqxxkk`));
      expect(termsOf(nothing)).toHaveLength(0);
      expect(mainText(nothing)).toContain(strings.noResultsTitle.replace("{{query}}", "zzqqxxkk"));
      expect(mainText(nothing)).toContain(strings.showAll);

      const long = await worker.fetch(`${prefix}/course/glossary?q=${"%C3%A1".repeat(2000)}`);
      expect(long.status).toBe(200);
      await long.arrayBuffer();
    });
  }
});

describe("no page says a sentence twice in a row", () => {
  /** A block's edge ends a sentence too (marked with a control character, which is not white space): a heading or a title with no stop is not part of the sentence after it. */
  const blockEdge = /<\/?(?:p|div|h[1-6]|li|dt|dd|section|header|footer|nav|td|th|br|ul|ol|dl|article|aside|summary|label|button|a)\b[^>]*>/g;

  /** Sentences of the page's main text that repeat the one before them ("Sample content. Sample content."). */
  function repeatedSentences(html: string): string[] {
    const sentences = mainText(html.replace(blockEdge, " \u0001 "))
      .split(/(?<=[.!?])\s+|\s*\u0001\s*/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /\p{L}{3}/u.test(sentence));
    return sentences.filter((sentence, index) => index > 0 && sentence.toLowerCase() === sentences[index - 1]!.toLowerCase());
  }

  it("on every public page, and every account page as an enrolled student, in both languages", { timeout: 180_000 }, async () => {
    const student = await enrolledStudent(worker);
    const found: string[] = [];
    for (const path of inBothLanguages(publicPages)) {
      const repeated = repeatedSentences(await (await worker.fetch(path)).text());
      if (repeated.length > 0) found.push(`${path}: ${repeated.join(" | ")}`);
    }
    const studentPages = inBothLanguages(accountPages);
    expect(studentPages).toEqual(expect.arrayContaining(["/course", "/es/course"]));
    for (const path of studentPages) {
      const repeated = repeatedSentences(await (await getAs(worker, student.cookie, path)).text());
      if (repeated.length > 0) found.push(`${path}: ${repeated.join(" | ")}`);
    }
    expect(found).toEqual([]);
  });
});
