import { beforeAll, describe, expect, it } from "vitest";
import { localizePath, supportedLanguages } from "~/i18n/languages";
import { currentCallTextDisclosure } from "~/leads/call-text-consent";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { buildLeadRecord } from "~/leads/lead-record";
import { dictionaries } from "~/locales";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, partnerApplicationFactory, leadFactory } from "../factories";
import { getAs, logIn, signedInAdminForFile } from "../support/accounts";
import { decodeEntities, firstHeading, htmlLang, leadDialogFields, linkHref, metaContent, title } from "../support/html";
import { validLeads } from "../support/lead-fixtures";
import { accountPages, adminPages, authPages, inBothLanguages, inEveryLanguage, publicPages } from "../support/routes";
import { clientManifestRoutes, routeModuleIds, routeTablePages } from "../support/routes-manifest";
import { startWorkerForFile, testOrigin } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

describe("every public page, in both languages", () => {
  const titles = new Map<string, string>();

  for (const pagePath of inBothLanguages(publicPages)) {
    it(`${pagePath} answers 200 with its language, canonical URL, alternates and meta tags`, async () => {
      const response = await worker.fetch(pagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const html = await response.text();

      const language = pagePath === "/es" || pagePath.startsWith("/es/") ? "es" : "en";
      expect(htmlLang(html)).toBe(language);
      expect(linkHref(html, "canonical")).toBe(`${testOrigin}${pagePath}`);
      const neutral = language === "es" ? pagePath.slice(3) || "/" : pagePath;
      expect(linkHref(html, "alternate", "en")).toBe(`${testOrigin}${neutral}`);
      expect(linkHref(html, "alternate", "es")).toBe(`${testOrigin}${neutral === "/" ? "/es" : `/es${neutral}`}`);
      expect(linkHref(html, "alternate", "x-default")).toBe(`${testOrigin}${neutral}`);

      // A title of words and a description of a sentence or more; the social tags repeat them exactly.
      const pageTitle = title(html) ?? "";
      expect(pageTitle).toMatch(/^\S.{8,}\S$/);
      expect(pageTitle).not.toMatch(/[{}]|undefined|\b[a-z]+\.[a-z]+\.[a-zA-Z]/);
      expect([...titles.values()], "titles are unique").not.toContain(pageTitle);
      titles.set(pagePath, pageTitle);
      const meta = (key: string) => decodeEntities(metaContent(html, key) ?? "");
      const description = meta("description");
      expect(description.length, "description").toBeGreaterThanOrEqual(40);
      expect(
        meta("keywords")
          .split(",")
          .filter((keyword) => keyword.trim() !== "").length,
        "keywords",
      ).toBeGreaterThanOrEqual(2);
      expect(meta("og:title")).toBe(pageTitle);
      expect(meta("twitter:title")).toBe(pageTitle);
      expect(meta("og:description")).toBe(description);
      expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${testOrigin}/\\S+\\.(jpg|png|webp)$`));
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "og:url")).toBe(`${testOrigin}${pagePath}`);
    });
  }
});

describe("home", () => {
  it("renders the home page's sections and links in English", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(firstHeading(html)).toBe(en.home.hero.title);
    for (const href of [
      "/license-application",
      "/services",
      "/?dialog=contact",
      "/license-journey",
      "/business-search",
      "/partner-network",
      "/about",
      "/blog",
      "/sponsorship-program",
      "/services/term-insurance",
      "/services/iul",
      "/?dialog=inquiry&amp;service=health-insurance",
    ]) {
      expect(html, href).toContain(`href="${href}"`);
    }
  });

  it("renders the same page in Spanish under /es, with Spanish links", async () => {
    const html = await (await worker.fetch("/es")).text();
    expect(firstHeading(html)).toBe(es.home.hero.title);
    expect(html).toContain('href="/es/license-application"');
    expect(html).toContain('href="/es/services/long-term-care"');
    expect(html).toContain('href="/es?dialog=contact"');
    expect(html).not.toContain(en.home.hero.text);
  });

  it("embeds EducationalOrganization structured data in the page's language", async () => {
    for (const [pagePath, language] of [
      ["/", "en"],
      ["/es", "es"],
    ] as const) {
      const html = await (await worker.fetch(pagePath)).text();
      const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      expect(json).toMatch(/^\{.*\}$/s);
      const data = JSON.parse(json!);
      expect(data["@type"]).toBe("EducationalOrganization");
      expect(data.inLanguage).toBe(language);
      expect(data.url).toBe(`${testOrigin}${pagePath}`);
    }
  });
});

describe("not found", () => {
  for (const [pagePath, language] of [
    ["/no-such-page", "en"],
    ["/services/no-such-service", "en"],
    ["/es/no-such-page", "es"],
    ["/fr", "en"],
    ["/en", "en"],
    ["/es/es", "es"],
  ] as const) {
    it(`${pagePath} answers 404 'Page Not Found' in ${language}, with a link home`, async () => {
      const response = await worker.fetch(pagePath);
      expect(response.status).toBe(404);
      const html = await response.text();
      const strings = language === "es" ? es : en;
      expect(htmlLang(html)).toBe(language);
      expect(firstHeading(html)).toBe(strings.notFound.title);
      expect(title(html)).toBe(strings.notFound.metaTitle);
      expect(html).toContain(`href="${language === "es" ? "/es" : "/"}"`);
      expect(metaContent(html, "robots")).toBe("noindex");
    });
  }

  it("logs the path of a page not found", async () => {
    worker.takeLogLines();
    await worker.fetch("/missing/page-to-log");
    await expect
      .poll(() => worker.takeLogLines().find((line) => line.path === "/missing/page-to-log"))
      .toMatchObject({
        event: "request",
        status: 404,
        method: "GET",
      });
  });
});

describe("translations reach every page", () => {
  /** Every key of the dictionary ("nav.about", ...): shown verbatim only when a page lacks its namespace. */
  const keys = (function leafKeys(node: unknown, prefix = ""): string[] {
    if (typeof node === "string") return [prefix];
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
  })(en);
  const keyPattern = new RegExp(`[>"](${keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[<"]`);

  /** The page's HTML outside scripts (the loader data repeats keys legitimately, e.g. a form's error codes). */
  async function visibleHtml(pagePath: string, cookie?: string): Promise<string> {
    const response = cookie ? await getAs(worker, cookie, pagePath) : await worker.fetch(pagePath);
    expect(response.status, pagePath).toBeLessThan(500);
    return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  }

  function expectNoKey(html: string, pagePath: string) {
    expect(html.match(keyPattern)?.[1], pagePath).toBeUndefined();
  }

  const pages = [
    ...inEveryLanguage(publicPages),
    "/?dialog=contact",
    "/es?dialog=contact&sent=1",
    "/services/iul?dialog=inquiry&service=iul",
    "/es/services?dialog=inquiry&service=health-insurance",
    "/es/services/credit-resolution?dialog=credit-robot",
    "/services?dialog=credit-robot",
    "/about?dialog=email",
    "/no-such-page",
    "/es/blog/999",
  ];
  for (const pagePath of pages) {
    it(`${pagePath} shows no untranslated key`, async () => {
      expectNoKey(await visibleHtml(pagePath), pagePath);
    });
  }

  // The sign-in pages, signed out; pages with a token show their "link not valid" state.
  for (const pagePath of inEveryLanguage(authPages)) {
    it(`${pagePath} (signed out) shows no untranslated key`, async () => {
      expectNoKey(await visibleHtml(pagePath), pagePath);
    });
  }

  describe("signed in", () => {
    let cookie: string;
    beforeAll(async () => {
      const { user, password } = await insertUser(worker.db);
      cookie = await logIn(worker, user.email, password, "/auth");
    });
    for (const pagePath of inEveryLanguage(accountPages)) {
      it(`${pagePath} shows no untranslated key`, async () => {
        expectNoKey(await visibleHtml(pagePath, cookie), pagePath);
      });
    }
  });

  /** Every admin page's path, in any language, parameters as any segment. */
  const adminPathPattern = new RegExp(
    `^(${inEveryLanguage(adminPages)
      .map((pagePath) => pagePath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/1(?=\/|$)/g, "/[^/]+"))
      .join("|")})(/[^?]*)?$`,
  );

  describe("signed in as an admin", () => {
    let leadIds: string[] = [];
    beforeAll(async () => {
      leadIds = (await insertLeads(worker.db, [leadFactory(), leadFactory({ status: "spam" }), partnerApplicationFactory()])).map((lead) => lead.id);
    });
    for (const pagePath of inEveryLanguage(adminPages)) {
      it(`${pagePath} and the admin views it links to (tabs) show no untranslated key`, async () => {
        const html = await visibleHtml(pagePath, admin.cookie);
        expectNoKey(html, pagePath);
        // Views of the admin area the page links to: its tabs, whether query states or child routes.
        const linked = [...html.matchAll(/href="([^"#]+)"/g)]
          .map((match) => decodeEntities(match[1]!))
          .filter((href) => href.startsWith("/") && adminPathPattern.test(href.split("?")[0]!));
        for (const href of new Set(linked)) expectNoKey(await visibleHtml(href, admin.cookie), href);
      });
    }
    // Pages named by a record's id (the sample "1" names none): a lead's dialog, which links to its person page, and the person page itself.
    it("a lead's dialog and its person page show no untranslated key", async () => {
      for (const id of leadIds) {
        for (const pagePath of [...inEveryLanguage([`/submissions-manager/people/${id}`]), `/es/submissions-manager?dialog=view&id=${id}`]) {
          const html = await visibleHtml(pagePath, admin.cookie);
          for (const notFound of [en.notFound.title, es.notFound.title]) expect(html.includes(notFound), pagePath).toBe(false);
          expectNoKey(html, pagePath);
        }
      }
    });

    // A lead of every form in the registry, stored as the form stores its valid post (the call/text
    // consent given where the form asks for it), opened in every language: each stored field under
    // its label in the page's language, and no payload key, code or ISO date among the fields.
    describe("a lead's View data dialog, for every form", () => {
      const stored = new Map<LeadFormType, { id: string; data: Record<string, unknown>; hasConsent: boolean }>();
      beforeAll(async () => {
        for (const formType of Object.keys(leadForms) as LeadFormType[]) {
          const form = leadForms[formType];
          const values = form.schema.parse({ ...validLeads[formType], callTextConsent: "on", consentVersion: currentCallTextDisclosure }) as Record<
            string,
            unknown
          >;
          const record = buildLeadRecord(form, values, {
            language: "es",
            submittedFrom: "/",
            timestamp: "2026-11-28T15:30:00.000Z",
            searchParams: new URLSearchParams("source=radio"),
          });
          const [lead] = await insertLeads(worker.db, [leadFactory({ ...record, language: "es", createdAt: "2026-11-28T15:30:00.000Z" })]);
          stored.set(formType, { id: lead!.id, data: record.data, hasConsent: record.callTextConsent });
        }
      });

      for (const formType of Object.keys(leadForms) as LeadFormType[]) {
        for (const language of supportedLanguages) {
          it(`${formType} (${language}): its fields by their labels, no payload key`, async () => {
            const lead = stored.get(formType)!;
            const pagePath = localizePath(`/submissions-manager?dialog=view&id=${lead.id}`, language);
            const html = await visibleHtml(pagePath, admin.cookie);
            expectNoKey(html, pagePath);
            const words = dictionaries[language].leadExport;
            const fields = leadDialogFields(html);
            const labels = fields.map(([label]) => label);
            // The consent's words are the disclosure's own prose ("the phone number I entered"): not field names.
            const text = fields
              .filter(([label]) => label !== words.columns.consentWording)
              .flat()
              .join("\n");
            for (const [key, column] of Object.entries(leadForms[formType].fields)) {
              if (key in lead.data) expect(labels, key).toContain(words.fields[column]);
            }
            // No key as a label; a key of several words (firstName, service_interested) nowhere, while
            // a one-word key (name, email) may be a word of its label ("Full name").
            for (const key of [...Object.keys(lead.data), "callTextConsent", "consentVersion", "consentLanguage", "consentAt", "consentPage"]) {
              expect(labels, pagePath).not.toContain(key);
              if (/[A-Z_-]/.test(key)) expect(text, `${pagePath}: the key ${key}`).not.toMatch(new RegExp(`(?<![\\p{L}\\d_])${key}(?![\\p{L}\\d_])`, "u"));
            }
            // A stored code: a word in camelCase or snake_case (firstName, some_college); a date-time as stored.
            expect(text.match(/\b\p{Ll}+(?:\p{Lu}\p{Ll}*)+\b|\b\p{Ll}+_[\p{Ll}_]+\b/u)?.[0], pagePath).toBeUndefined();
            expect(text, pagePath).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
            expect(labels).toContain(words.columns.consent);
            if (lead.hasConsent) expect(labels).toEqual(expect.arrayContaining([words.columns.consentWording, words.columns.consentAt]));
          });
        }
      }
    });
  });
});

describe("the route table", () => {
  /** Routes with a component that are not pages: the root layout, the not-found splat, the development mailbox and its templates, the example form, running the scheduled work now. */
  const notPages = [
    "root",
    "routes/$",
    "routes/_dev+/dev.mailbox",
    "routes/_dev+/dev.mailbox.$id",
    "routes/_dev+/dev.mailbox_.templates",
    "routes/_dev+/dev.example-form",
    "routes/_dev+/dev.schedule",
  ];

  it("every route with a component says in its handle who it is for (or is a known non-page)", () => {
    const pageIds = new Set(routeTablePages().map((page) => page.routeId));
    const withComponent = clientManifestRoutes()
      .map((route) => route.id)
      .filter((id) => !notPages.includes(id));
    const modules = routeModuleIds();
    const missing = withComponent.filter((id) => modules.has(id) && !pageIds.has(id));
    expect(missing).toEqual([]);
  });

  it("finds the pages of every audience", () => {
    expect(publicPages).toContain("/");
    expect(authPages).toContain("/auth");
    expect(accountPages).toContain("/account");
    expect(adminPages).toContain("/admin");
  });
});
