/**
 * The partner directory's favourites without an account: a cookie the server reads, set by a
 * plain form post (JavaScript off) or a fetcher post (on), trusted only for listed partners, and
 * ignored without an error when forged or too large.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertPartners } from "../factories";
import { decodeSingleFetch } from "../support/mailbox";
import { postForm, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();

function favoritesCookie(response: WorkerResponse): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith("favorite_partners="));
}

const cookiePair = (header: string) => header.split(";")[0]!;

async function directory(path: string, cookie?: string): Promise<string> {
  const response = await worker.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

const selected = (name: string, strings = en) => `aria-label="${strings.directory.removeFavorite.replace("{{name}}", name)}"`;
const unselected = (name: string, strings = en) => `aria-label="${strings.directory.addFavorite.replace("{{name}}", name)}"`;

describe("directory favourites", () => {
  it("without JavaScript: a form post sets the cookie and comes back to the same results; a reload shows it selected", async () => {
    const [taxes, loans] = await insertPartners(worker.db, [{ name: "Favs Orlando Taxes" }, { name: "Favs Tampa Loans" }]);

    const before = await directory("/business-search?q=Favs");
    expect(before).toContain(unselected(taxes!.name));
    expect(before).not.toContain(selected(taxes!.name));

    const posted = await postForm(worker, "/business-search?q=Favs", { partnerId: taxes!.id, favorite: "on" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/business-search?q=Favs");
    const header = favoritesCookie(posted)!;
    expect(header).toContain(`favorite_partners=${taxes!.id}`);
    expect(header).toMatch(/HttpOnly/);
    await posted.arrayBuffer();

    const reloaded = await directory("/business-search?q=Favs", cookiePair(header));
    expect(reloaded).toContain(selected(taxes!.name));
    expect(reloaded).toContain(unselected(loans!.name));

    // Sending "off" removes it; the last one gone, the cookie is deleted.
    const removed = await postForm(worker, "/business-search?q=Favs", { partnerId: taxes!.id, favorite: "off" }, { Cookie: cookiePair(header) });
    expect(favoritesCookie(removed)).toMatch(/^favorite_partners=; .*Max-Age=0/);
    await removed.arrayBuffer();
  });

  it("with JavaScript (the fetcher's data request), in Spanish: the answer is data, and the page shows both favourites", async () => {
    const [first, second] = await insertPartners(worker.db, [{ name: "Fetcher Uno" }, { name: "Fetcher Dos" }]);
    const added = await postForm(worker, "/es/business-search.data", { partnerId: first!.id, favorite: "on", enhanced: "1" });
    expect(added.status).toBe(200);
    expect(decodeSingleFetch(await added.text())).toMatchObject({ data: { isFavorite: true } });
    const cookie = cookiePair(favoritesCookie(added)!);

    const both = await postForm(worker, "/es/business-search.data", { partnerId: second!.id, favorite: "on", enhanced: "1" }, { Cookie: cookie });
    await both.arrayBuffer();
    const page = await directory("/es/business-search?q=Fetcher", cookiePair(favoritesCookie(both)!));
    expect(page).toContain(selected(first!.name, es));
    expect(page).toContain(selected(second!.name, es));
  });

  it("ignores a forged, malformed or oversized cookie and an unlisted id, without a 500", async () => {
    const [listed] = await insertPartners(worker.db, [{ name: "Guarded Listing" }]);
    const madeUp = "00000000-0000-4000-8000-000000000000";

    // An id of no listed partner is not shown, and cannot be added.
    expect(await directory("/business-search?q=Guarded", `favorite_partners=${madeUp}.${listed!.id}`)).toContain(selected(listed!.name));
    const unlisted = await postForm(worker, "/business-search.data", { partnerId: madeUp, favorite: "on", enhanced: "1" });
    expect(unlisted.status).toBe(422);
    expect(favoritesCookie(unlisted)).toBeUndefined();
    await unlisted.arrayBuffer();
    const garbage = await postForm(worker, "/business-search?q=Guarded", { partnerId: "<script>", favorite: "maybe" });
    expect(garbage.status).toBe(303);
    expect(favoritesCookie(garbage)).toBeUndefined();
    await garbage.arrayBuffer();

    for (const cookie of [
      `favorite_partners=${"x".repeat(5000)}`,
      `favorite_partners=${Array.from({ length: 60 }, () => listed!.id).join(".")}`,
      `favorite_partners=${listed!.id}.%3Cscript%3E`,
      "favorite_partners=",
    ]) {
      const html = await directory("/business-search?q=Guarded", cookie);
      expect(html, cookie.slice(0, 40)).toContain(unselected(listed!.name));
    }
  });
});
