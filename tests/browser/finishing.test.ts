/**
 * Details a visitor notices, in a real browser, in both languages, with JavaScript on and off:
 * every invalid field flagged at once, dialogs that give focus back, the blog's search as you type,
 * the unknown post's toast, favourites across a reload, admin pages that fit a phone.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadFactory } from "../factories";
import { desktopViewport, hydrated, launchBrowser, openPage } from "../support/browser";
import { signInAsLocalAdmin } from "../support/browser-sign-in";
import { insertPartnersIntoServedDatabase, insertLeadsIntoServedDatabase } from "../support/browser-database";

type Strings = typeof en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const marker = `fin${Date.now()}`;
/** How long a poll waits for what a server round trip brings. */
const patience = { timeout: 5_000 };
/** Toasts close themselves after 4 s. */
const untilToastCloses = { timeout: 6_000 };
const phoneViewport = { width: 390, height: 844 };

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Marks the document so a test can tell a client-side update from a new page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);
}

/** What has focus, described: its tag, its name or label, and whether it is inside a dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? "",
      label: (element?.getAttribute("aria-label") ?? element?.textContent ?? "").trim(),
      name: element?.getAttribute("name") ?? "",
      isInDialog: Boolean(element?.closest("dialog")),
    };
  });
}

async function waitForModal(page: Page) {
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
}
async function waitForNoDialog(page: Page) {
  await page.waitForFunction(() => !document.querySelector("dialog"));
}

// ─── 1. Every invalid field at once ───────────────────────────────────────────────────────────

/** Each flagged field of the page's form and its message, as the visitor sees them. */
async function flaggedFields(page: Page): Promise<Record<string, string>> {
  return page
    .getByRole("main")
    .locator("form [aria-invalid=true]")
    .evaluateAll((fields) =>
      Object.fromEntries(
        fields.map((field) => {
          const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
          const message = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
          return [field.getAttribute("name") ?? "", message];
        }),
      ),
    );
}

/**
 * Fills part of the sponsorship application the way a person might (a name, an age that is not a
 * number, the terms ticked and unticked, a select chosen and put back), then clicks Submit with the
 * pointer straight from the last field.
 */
async function fillSponsorshipPartly(page: Page, strings: Strings) {
  const form = page.getByRole("main");
  await form.getByLabel(strings.forms.fullName).fill("Luis Perez");
  await form.getByLabel(new RegExp(`^${strings.sponsorshipForm.age}`)).fill("abc");
  await form.getByLabel(strings.sponsorshipForm.educationLevel).selectOption("bachelors");
  await form.getByLabel(strings.sponsorshipForm.educationLevel).selectOption("");
  await form.getByLabel(strings.sponsorshipForm.agreeTerms).check();
  await form.getByLabel(strings.sponsorshipForm.agreeTerms).uncheck();
  await form.getByRole("button", { name: strings.sponsorshipForm.submit }).click();
}

/** (An e-mail the browser itself refuses would stop the post without JavaScript: none here.) */
async function fillLicensePartly(page: Page, strings: Strings) {
  const form = page.getByRole("main");
  await form.getByLabel(strings.forms.firstName).fill("Maria");
  await form.getByLabel(new RegExp(`^${strings.forms.phone}`)).fill("305");
  await form.getByLabel(strings.licenseForm.timeframe).selectOption("3 months");
  await form.getByRole("button", { name: strings.licenseForm.submit }).click();
}

describe("a form with invalid fields", () => {
  const forms = [
    { path: "/sponsorship-application", fill: fillSponsorshipPartly, fieldCount: 13 },
    { path: "/license-application", fill: fillLicensePartly, fieldCount: 3 },
  ];
  for (const [prefix, strings] of [
    ["", en],
    ["/es", es],
  ] as const) {
    for (const { path, fill, fieldCount } of forms) {
      it(`${prefix}${path}: with JavaScript, one submit flags every invalid field, exactly as the server does without it`, async () => {
        const withoutJs = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
        await withoutJs.page.goto(`${prefix}${path}`);
        await fill(withoutJs.page, strings);
        await withoutJs.page.getByRole("alert").filter({ hasText: strings.forms.checkTitle }).waitFor();
        const serverFlags = await flaggedFields(withoutJs.page);
        await withoutJs.close();
        expect(Object.keys(serverFlags)).toHaveLength(fieldCount);

        const withJs = await openPage(browser, { viewport: desktopViewport });
        await withJs.page.goto(`${prefix}${path}`);
        await hydrated(withJs.page);
        await markDocument(withJs.page);
        await fill(withJs.page, strings);
        await expect.poll(() => flaggedFields(withJs.page), patience).toEqual(serverFlags);
        expect(await isSameDocument(withJs.page), "checked in the browser, no page load").toBe(true);
        // Focus goes to the first of them.
        const first = Object.keys(serverFlags)[0];
        expect((await focused(withJs.page)).name).toBe(first);
        expect(withJs.errors).toEqual([]);
        await withJs.close();
      });
    }
  }

  it("the sponsorship application's age: not a number, then outside the program's 18 to 25, in the visitor's language", async () => {
    for (const [prefix, strings] of [
      ["", en],
      ["/es", es],
    ] as const) {
      const { page, close } = await openPage(browser, { viewport: desktopViewport });
      await page.goto(`${prefix}/sponsorship-application`);
      await hydrated(page);
      const form = page.getByRole("main");
      const age = form.getByLabel(new RegExp(`^${strings.sponsorshipForm.age}`));
      await age.fill("abc");
      await form.getByRole("button", { name: strings.sponsorshipForm.submit }).click();
      await form.getByText(strings.validation.ageNotNumber).waitFor();
      expect(await age.getAttribute("aria-invalid")).toBe("true");
      // After a submit, the message follows what is typed.
      await age.fill("17");
      await form.getByText(strings.validation.ageOutOfRange).waitFor();
      await age.fill("26");
      await form.getByText(strings.validation.ageOutOfRange).waitFor();
      await age.fill("22");
      await expect.poll(() => age.getAttribute("aria-invalid"), patience).toBeNull();
      await close();
    }
  });

  it("without JavaScript, the server says the same about the age", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es/sponsorship-application");
    const form = page.getByRole("main");
    await form.getByLabel(new RegExp(`^${es.sponsorshipForm.age}`)).fill("abc");
    await form.getByRole("button", { name: es.sponsorshipForm.submit }).click();
    await form.getByText(es.validation.ageNotNumber).waitFor();
    await form.getByLabel(new RegExp(`^${es.sponsorshipForm.age}`)).fill("30");
    await form.getByRole("button", { name: es.sponsorshipForm.submit }).click();
    await form.getByText(es.validation.ageOutOfRange).waitFor();
    await close();
  });
});

// ─── 3. Dialogs ───────────────────────────────────────────────────────────────────────────────

/** Presses the key `times` times; says whether focus ever left the open dialog. */
async function focusLeavesDialog(page: Page, key: "Tab" | "Shift+Tab", times: number): Promise<boolean> {
  for (let step = 0; step < times; step++) {
    await page.keyboard.press(key);
    if (!(await focused(page)).isInDialog) return true;
  }
  return false;
}

describe("dialogs", () => {
  it("with JavaScript: Tab and Shift+Tab stay inside; Escape and ✕ give focus back to the link that opened it", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/");
    await hydrated(page);
    const opener = page.getByRole("main").getByRole("link", { name: en.home.hero.contactUs });
    const isOpenerFocused = () => opener.evaluate((link) => link === document.activeElement);

    await opener.click();
    await waitForModal(page);
    expect((await focused(page)).name).toBe("fullName");
    // More presses than the dialog has stops, both ways round.
    expect(await focusLeavesDialog(page, "Tab", 14), "Tab left the dialog").toBe(false);
    expect(await focusLeavesDialog(page, "Shift+Tab", 14), "Shift+Tab left the dialog").toBe(false);

    await page.keyboard.press("Escape");
    await waitForNoDialog(page);
    expect(new URL(page.url()).search).toBe("");
    expect(await isOpenerFocused()).toBe(true);

    await opener.click();
    await waitForModal(page);
    await page.getByRole("dialog").getByRole("link", { name: en.forms.close }).click();
    await waitForNoDialog(page);
    expect(await isOpenerFocused()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("with JavaScript, in Spanish: after a success, focus is back on the link that opened the dialog", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/es");
    await hydrated(page);
    const opener = page.getByRole("link", { name: es.home.services.getStartedWith.replace("{{service}}", es.serviceNames.iul) });
    await opener.click();
    await waitForModal(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(es.forms.fullName).fill("Carla Foco");
    await dialog.getByLabel(es.forms.email).fill(uniqueEmail("focus"));
    await dialog.getByLabel(new RegExp(`^${es.forms.phone}`)).fill("305-555-0123");
    await dialog.getByRole("button", { name: es.inquiry.submit }).click();
    await waitForNoDialog(page);
    await expect.poll(() => opener.evaluate((link) => link === document.activeElement), patience).toBe(true);

    // The contact dialog's sent state replaces the form; closing it still returns to the opener.
    const contact = page.getByRole("main").getByRole("link", { name: es.home.hero.contactUs });
    await contact.click();
    await waitForModal(page);
    await dialog.getByLabel(es.forms.fullName).fill("Carla Foco");
    await dialog.getByLabel(es.forms.email).fill(uniqueEmail("focus-contact"));
    await dialog.getByLabel(es.forms.message).fill("Hola desde la prueba de foco");
    await dialog.getByRole("button", { name: es.contact.submit }).click();
    await page.getByRole("dialog", { name: es.contact.sentTitle }).waitFor();
    await waitForModal(page);
    expect(await focusLeavesDialog(page, "Tab", 4)).toBe(false);
    await page.keyboard.press("Escape");
    await waitForNoDialog(page);
    expect(await contact.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("opened by a link to its URL: Escape closes it and the URL follows", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport });
    await page.goto("/?dialog=contact");
    await hydrated(page);
    await waitForModal(page);
    await page.keyboard.press("Escape");
    await waitForNoDialog(page);
    expect(new URL(page.url()).searchParams.get("dialog")).toBeNull();
    // Nothing on the page opened it; focus goes to the page's own way into it.
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: en.home.hero.contactUs })
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    await close();
  });
});

// ─── 3 and 7. The admin pages ─────────────────────────────────────────────────────────────────

/** A signed-in admin's cookies, to open pages with JavaScript on or off. */
async function adminSession(): Promise<BrowserContextOptions["storageState"]> {
  const { page, close } = await openPage(browser, { viewport: desktopViewport });
  await signInAsLocalAdmin(page, en);
  const state = await page.context().storageState();
  await close();
  return state;
}

describe("the submissions manager's confirmation dialogs", () => {
  let storageState: BrowserContextOptions["storageState"];
  beforeAll(async () => {
    storageState = await adminSession();
  });

  it("with JavaScript: Delete opens on Cancel; Escape, Cancel and a deletion each put focus back in the page", async () => {
    const [keep, remove] = await insertLeadsIntoServedDatabase([
      leadFactory({ email: `${marker}-keep@example.com`, firstName: `Keep ${marker}` }),
      leadFactory({ email: `${marker}-gone@example.com`, firstName: `Gone ${marker}` }),
    ]);
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport, storageState });
    await page.goto(`/submissions-manager?q=${marker}`);
    await hydrated(page);
    const menuButton = (email: string) => page.getByRole("main").locator(`summary[aria-label*="${email}"]`);
    const rowMenu = (email: string) => page.getByRole("main").locator("details", { has: page.locator(`summary[aria-label*="${email}"]`) });
    const openDelete = async (email: string) => {
      await menuButton(email).click();
      await rowMenu(email).getByRole("link", { name: en.submissions.delete }).click();
      await waitForModal(page);
    };

    await openDelete(keep!.email!);
    const confirm = page.getByRole("dialog");
    expect(await focused(page)).toMatchObject({ tag: "A", label: en.submissions.cancel, isInDialog: true });
    expect(await focusLeavesDialog(page, "Shift+Tab", 5)).toBe(false);
    await page.keyboard.press("Escape");
    await waitForNoDialog(page);
    // The link that opened it is in a menu that closed: its menu button takes focus.
    expect(await menuButton(keep!.email!).evaluate((summary) => summary === document.activeElement)).toBe(true);

    await openDelete(keep!.email!);
    await confirm.getByRole("link", { name: en.submissions.cancel }).click();
    await waitForNoDialog(page);
    expect(await menuButton(keep!.email!).evaluate((summary) => summary === document.activeElement)).toBe(true);

    // Deleted: the row that opened it is gone, so focus lands on the page's main region.
    await openDelete(remove!.email!);
    await confirm.getByRole("button", { name: en.submissions.confirmDelete }).click();
    await waitForNoDialog(page);
    await expect.poll(() => menuButton(remove!.email!).count(), patience).toBe(0);
    await expect.poll(async () => (await focused(page)).tag, patience).toBe("MAIN");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, in Spanish: the confirmation also opens with Cancel focused", async () => {
    await insertLeadsIntoServedDatabase([leadFactory({ email: `${marker}-nojs@example.com`, firstName: `NoJs ${marker}` })]);
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false, storageState });
    await page.goto(`/es/submissions-manager?q=${marker}-nojs`);
    const row = page.getByRole("main").locator("tbody tr").first();
    await row.locator("summary").click();
    await row.getByRole("link", { name: es.submissions.delete }).click();
    await page.waitForURL(/dialog=delete/);
    await expect.poll(() => focused(page), patience).toMatchObject({ tag: "A", label: es.submissions.cancel });
    await close();
  });
});

describe("on a 390 px wide phone", () => {
  let storageState: BrowserContextOptions["storageState"];
  beforeAll(async () => {
    storageState = await adminSession();
    // Rows with long words where a phone's card has least room.
    await insertLeadsIntoServedDatabase([
      leadFactory({ email: `${marker}-averyveryverylongaddressforaphonecard@example.com`, firstName: `Bartholomew_Montgomery_Fitzgerald_${marker}` }),
      leadFactory({ formType: "sponsorship-application", source: `instagram_spring_campaign_story_${marker}`, email: `${marker}-campaign@example.com` }),
    ]);
  });

  const adminPaths = [
    "/admin?tab=overview",
    "/admin?tab=submissions",
    "/admin?tab=accounts",
    "/admin?tab=settings",
    "/admin?tab=security",
    "/admin-access",
    ...["all", "contact", "newsletter", "partner", "sponsor", "license", "inquiry", "credit-robot", "youth", "spam"].map(
      (tab) => `/submissions-manager?tab=${tab}`,
    ),
  ];

  async function pageFits(page: Page) {
    return page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
  }

  /** The brand name in the header: every letter shown, none cut off. */
  async function brandIsWhole(page: Page, strings: Strings) {
    const brand = page.getByRole("banner").getByText(strings.brand.name, { exact: true });
    return brand.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== "ellipsis");
  }

  for (const [prefix, strings, javaScriptEnabled] of [
    ["", en, true],
    ["/es", es, true],
    ["", en, false],
  ] as const) {
    it(`no admin page scrolls sideways and the brand name is whole (${prefix || "/"}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: phoneViewport, javaScriptEnabled, storageState });
      for (const path of adminPaths) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        if (javaScriptEnabled) await hydrated(page);
        const { scrollWidth, innerWidth } = await pageFits(page);
        expect(scrollWidth, `${prefix}${path}`).toBeLessThanOrEqual(innerWidth);
        expect(await brandIsWhole(page, strings), `${prefix}${path}`).toBe(true);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("the row menu and every submissions dialog fit too", async () => {
    const { page, close } = await openPage(browser, { viewport: phoneViewport, storageState });
    await page.goto(`/submissions-manager?q=${marker}-averyvery`);
    await hydrated(page);
    await page.getByRole("main").locator("tbody tr summary").first().click();
    expect((await pageFits(page)).scrollWidth).toBeLessThanOrEqual(phoneViewport.width);
    for (const name of [en.submissions.viewData, en.submissions.delete]) {
      await page.getByRole("main").locator("tbody tr details[open]").getByRole("link", { name }).click();
      await waitForModal(page);
      expect((await pageFits(page)).scrollWidth, name).toBeLessThanOrEqual(phoneViewport.width);
      await page.keyboard.press("Escape");
      await waitForNoDialog(page);
      await page.getByRole("main").locator("tbody tr summary").first().click();
    }
    await close();
  });

  it("the public pages' header shows the whole brand name too", async () => {
    // Many partners, some with the longest words a card meets (names, tags, addresses, links).
    const long = `${marker}Averyveryverylongbusinessnamewithoutspaces`;
    await insertPartnersIntoServedDatabase([
      ...Array.from({ length: 30 }, (_, index) => ({ featured: index % 3 === 0, verified: true })),
      {
        name: long,
        featured: true,
        verified: true,
        rating: 5,
        description: `${long.repeat(2)} description`,
        tags: [`${long}-tag`, "bilingual"],
        email: `${long.toLowerCase()}@example.com`,
        website: `https://${long.toLowerCase()}.example.com/a/very/long/path`,
        address: `${long} Boulevard, Suite 1234567890, Miami, FL 33101`,
        phone: "(305) 555-0100 extension 12345",
      },
    ]);
    const { page, close } = await openPage(browser, { viewport: phoneViewport });
    for (const [path, strings] of [
      ["/", en],
      ["/es/blog", es],
      ["/business-search", en],
      ["/es/business-search?page=2", es],
      [`/business-search?q=${marker}Avery`, en],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      expect(await brandIsWhole(page, strings), path).toBe(true);
      expect((await pageFits(page)).scrollWidth, path).toBeLessThanOrEqual(phoneViewport.width);
    }
    await close();
  });
});

// ─── 4. The blog's search ─────────────────────────────────────────────────────────────────────

describe("blog search", () => {
  for (const [prefix, strings, word] of [
    ["", en, "license"],
    ["/es", es, "licencia"],
  ] as const) {
    it(`with JavaScript (${prefix || "/"}): the list follows the typing after a pause, in the URL, without a page load, focus kept`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      await markDocument(page);
      const historyLength = await page.evaluate(() => history.length);
      // Loader data comes from `<path>.data` (Remix's single fetch).
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith("/blog.data")) dataRequests.push(request.url());
      });

      const box = page.getByRole("searchbox", { name: strings.blog.searchLabel });
      await box.click();
      await page.keyboard.type(word);
      await page.waitForURL((url) => url.searchParams.get("q") === word);
      await page
        .getByRole("status")
        .filter({ hasText: `“${word}”` })
        .waitFor();
      // One request for the whole word: the pause, not every key, moves the list.
      expect(dataRequests).toHaveLength(1);
      expect(await isSameDocument(page), "no page load").toBe(true);
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await box.inputValue()).toBe(word);
      // The URL is replaced, not pushed: Back does not undo letters.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      // Typing on refines it; clearing the box shows every post again.
      await page.keyboard.press("End");
      await page.keyboard.type("zzz");
      await page.waitForURL((url) => url.searchParams.get("q") === `${word}zzz`);
      await page.getByText(strings.blog.noResultsTitle).waitFor();
      await box.fill("");
      await page.waitForURL((url) => url.search === "");
      await page.getByRole("heading", { name: strings.blog.latestHeading }).waitFor();
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);

      // A category keeps the text; Reset clears the box.
      await box.fill(word);
      await page.waitForURL((url) => url.searchParams.get("q") === word);
      await page.getByRole("navigation", { name: strings.blog.categoriesLabel }).getByRole("link", { name: strings.blog.categories.licensing }).click();
      await page.waitForURL((url) => url.searchParams.get("category") === "licensing" && url.searchParams.get("q") === word);
      expect(await box.inputValue()).toBe(word);
      await page.getByRole("link", { name: strings.blog.reset }).first().click();
      await page.waitForURL((url) => url.search === "");
      await expect.poll(() => box.inputValue(), patience).toBe("");
      expect(await isSameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("without JavaScript: the form submits the search as before", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    await page.goto("/es/blog");
    await page.getByRole("searchbox", { name: es.blog.searchLabel }).fill("licencia");
    await page.getByRole("button", { name: es.blog.searchButton }).click();
    await page.waitForURL(/\/es\/blog\?q=licencia$/);
    await page.getByRole("status").filter({ hasText: "“licencia”" }).waitFor();
    expect(await page.getByRole("searchbox", { name: es.blog.searchLabel }).inputValue()).toBe("licencia");
    await close();
  });
});

// ─── 5. An unknown blog post ──────────────────────────────────────────────────────────────────

describe("an unknown blog post", () => {
  /** The destructive toast: an alert with the title and the text. */
  const postToast = (page: Page, strings: Strings) => page.getByRole("alert").filter({ hasText: strings.notFound.postToast });
  /** The document's own 404 is logged by Chromium as a failed resource; that one is expected. */
  const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("404"));

  it("with JavaScript: the 'Post not found' toast on a direct load and after every client-side navigation to one", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: desktopViewport });
    const response = await page.goto("/blog/999");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect.poll(() => postToast(page, en).count(), patience).toBe(1);
    expect(await postToast(page, en).textContent()).toContain(en.notFound.postText);
    await markDocument(page);

    // Client-side: to the blog, then Back to the missing post.
    await page.getByRole("main").getByRole("link", { name: en.notFound.postLink }).click();
    await page.waitForURL(/\/blog$/);
    await expect.poll(() => postToast(page, en).count(), untilToastCloses).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/blog\/999$/);
    await expect.poll(() => postToast(page, en).count(), patience).toBe(1);
    await expect.poll(() => postToast(page, en).count(), untilToastCloses).toBe(0);

    // From one missing post to another (the not-found screen stays on screen), and to Spanish.
    await page.getByRole("banner").getByRole("link", { name: en.languages.es }).click();
    await page.waitForURL(/\/es\/blog\/999/);
    await expect.poll(() => postToast(page, es).count(), patience).toBe(1);
    expect(await isSameDocument(page), "client-side navigations only").toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("with JavaScript, from a real post by a client-side navigation, in Spanish", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: phoneViewport });
    await page.goto("/es/blog/1");
    await hydrated(page);
    await markDocument(page);
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/es/blog/998"));
    await page.waitForURL(/\/es\/blog\/998$/);
    await expect.poll(() => postToast(page, es).count(), patience).toBe(1);
    expect(await isSameDocument(page)).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("without JavaScript: the toast is in the page", async () => {
    const { page, close } = await openPage(browser, { viewport: desktopViewport, javaScriptEnabled: false });
    for (const [path, strings] of [
      ["/blog/999", en],
      ["/es/blog/999", es],
    ] as const) {
      await page.goto(path);
      expect(await postToast(page, strings).textContent(), path).toContain(strings.notFound.postText);
    }
    await close();
  });
});

// ─── 6. Favourites ────────────────────────────────────────────────────────────────────────────

describe("directory favourites", () => {
  beforeAll(async () => {
    await insertPartnersIntoServedDatabase([
      { name: `${marker} Orlando Taxes`, category: "tax-services", location: "Orlando, FL" },
      { name: `${marker} Tampa Loans`, category: "mortgage", location: "Tampa, FL" },
    ]);
  });
  const addLabel = (strings: Strings, name: string) => strings.directory.addFavorite.replace("{{name}}", name);
  const removeLabel = (strings: Strings, name: string) => strings.directory.removeFavorite.replace("{{name}}", name);

  it("with JavaScript, in Spanish: a favourite survives a reload and shows in another tab, with no hydration error", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: phoneViewport });
    await page.goto(`/es/business-search?q=${marker}`);
    await hydrated(page);
    const name = `${marker} Orlando Taxes`;
    await page.getByRole("button", { name: addLabel(es, name) }).click();
    // The toast speaks only once the server has answered, that is once the cookie is set.
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.directory.favoriteAdded }).count(), patience).toBe(1);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "favorite_partners" && cookie.httpOnly)).toBe(true);

    await page.reload();
    await hydrated(page);
    const remove = page.getByRole("button", { name: removeLabel(es, name) });
    expect(await remove.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: addLabel(es, `${marker} Tampa Loans`) }).getAttribute("aria-pressed")).toBe("false");

    // Another tab of the same browser, opened now, shows it (in its own language).
    const other = await page.context().newPage();
    await other.goto(`/business-search?q=${marker}`);
    expect(await other.getByRole("button", { name: removeLabel(en, name) }).getAttribute("aria-pressed")).toBe("true");
    await other.close();

    await remove.click();
    // Wait for the server's answer (the toast) before reloading: a reload sooner could beat the cookie.
    await expect.poll(() => page.getByRole("status").filter({ hasText: es.directory.favoriteRemoved }).count(), patience).toBe(1);
    expect(await page.getByRole("button", { name: addLabel(es, name) }).getAttribute("aria-pressed")).toBe("false");
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole("button", { name: addLabel(es, name) }).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript: a heart is a form post, and the favourite is still selected after a reload", async () => {
    const { page, close } = await openPage(browser, { viewport: phoneViewport, javaScriptEnabled: false });
    await page.goto(`/business-search?q=${marker}`);
    const name = `${marker} Tampa Loans`;
    await page.getByRole("button", { name: addLabel(en, name) }).click();
    await page.waitForURL(new RegExp(`/business-search\\?q=${marker}$`));
    expect(await page.getByRole("button", { name: removeLabel(en, name) }).getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    expect(await page.getByRole("button", { name: removeLabel(en, name) }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: addLabel(en, `${marker} Orlando Taxes`) }).getAttribute("aria-pressed")).toBe("false");
    await page.getByRole("button", { name: removeLabel(en, name) }).click();
    await page.waitForURL(new RegExp(`/business-search\\?q=${marker}$`));
    await page.reload();
    expect(await page.getByRole("button", { name: addLabel(en, name) }).getAttribute("aria-pressed")).toBe("false");
    await close();
  });
});
