/**
 * The first visit's weight (docs/decisions/017-performance-budgets.md), measured on the client
 * build the worker tests run against: the home page within its budget, zod only on pages whose
 * first screen has a validated form, and the parts of the layout that load after the page (the
 * footer, the error screen) still whole in the server's HTML, so they show without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { clientWeight, readManifest, weighedRoutes } from "../../scripts/client-weight.mjs";
import { startWorkerForFile } from "../support/worker";

interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

const homeBudgetBytes = 95 * 1024;
/** What the course page and a lesson screen may load beyond the layout (issue 36: the player stays light). */
const coursePageBudgetBytes = 20 * 1024;
/** What the lead manager may load beyond the layout: its table and filters; a dialog's code loads when one is open (issue 36). */
const leadManagerBudgetBytes = 15 * 1024;
const manifest = readManifest() as ClientManifest;

/** The files a first visit to `routeId` loads: the entry, the root and the route, with their static imports. */
function firstVisitFiles(routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    files.add(manifest.routes[id]!.module);
    for (const file of manifest.routes[id]!.imports ?? []) files.add(file);
  }
  return [...files];
}

const loadsText = (routeId: string, text: string) => firstVisitFiles(routeId).some((file) => readFileSync(path.join("public", file), "utf8").includes(text));
const loadsZod = (routeId: string) => loadsText(routeId, "ZodError");
/** remix-validated-form's own messages: the form library is in the first visit's files. */
const loadsFormLibrary = (routeId: string) => loadsText(routeId, "This is probably a bug in remix-validated-form");

describe("client weight on a first visit", () => {
  it("the home page's JavaScript is within its 95 KB gzipped budget", () => {
    const weight = clientWeight(manifest, weighedRoutes["/"]) as { javascriptGzipBytes: number };
    expect(weight.javascriptGzipBytes).toBeLessThanOrEqual(homeBudgetBytes);
  });

  it("the course page and a lesson screen load at most 20 KB gzipped beyond the layout: their rarely used forms load when shown", () => {
    for (const page of ["/course", "/course/<lesson>/<screen>"] as const) {
      const weight = clientWeight(manifest, weighedRoutes[page]) as { beyondLayoutGzipBytes: number };
      expect([page, weight.beyondLayoutGzipBytes <= coursePageBudgetBytes]).toEqual([page, true]);
      expect([page, loadsFormLibrary(weighedRoutes[page])]).toEqual([page, false]);
    }
  });

  it("the lead manager loads at most 15 KB gzipped beyond the layout: its dialogs (a lead, a bulk review) load when one is open", () => {
    const weight = clientWeight(manifest, weighedRoutes["/submissions-manager"]) as { beyondLayoutGzipBytes: number };
    expect(weight.beyondLayoutGzipBytes).toBeLessThanOrEqual(leadManagerBudgetBytes);
    // The lead dialog's markup (its data list) is in the client build, in a chunk the first visit does not load.
    const shared = path.join("public", "build", "_shared");
    expect(readdirSync(shared).some((name) => readFileSync(path.join(shared, name), "utf8").includes('"submission-data"'))).toBe(true);
    expect(loadsText(weighedRoutes["/submissions-manager"], '"submission-data"')).toBe(false);
  });

  it("zod loads up front only where the first screen has a validated form", () => {
    expect(loadsZod("root")).toBe(false);
    for (const page of ["/", "/blog", "/submissions-manager"] as const) expect([page, loadsZod(weighedRoutes[page])]).toEqual([page, false]);
    expect(loadsZod(weighedRoutes["/license-application"])).toBe(true);
  });

  it("so does the form library (remix-validated-form): a form that is not on the first screen, like the manager's save-view form, loads after the page", () => {
    expect(loadsFormLibrary("root")).toBe(false);
    for (const page of ["/", "/blog", "/submissions-manager"] as const) expect([page, loadsFormLibrary(weighedRoutes[page])]).toEqual([page, false]);
    expect(loadsFormLibrary(weighedRoutes["/license-application"])).toBe(true);
  });
});

describe("the passkey library (docs/decisions/064)", () => {
  /** @simplewebauthn/browser's own message: the library is among the first visit's files. */
  const loadsWebAuthnLibrary = (routeId: string) => loadsText(routeId, "WebAuthn is not supported in this browser");

  it("loads on no page's first visit, not even the pages with passkey buttons: only when a button is pressed", () => {
    for (const routeId of [
      "root",
      "routes/_auth+/($lang).auth",
      "routes/_auth+/($lang).admin-login",
      "routes/_auth+/($lang).login_.two-factor",
      "routes/_account+/($lang).account_.security",
      "routes/_admin+/($lang).admin._index/route",
      weighedRoutes["/"],
    ]) {
      expect([routeId, loadsWebAuthnLibrary(routeId)]).toEqual([routeId, false]);
    }
    // It is built, as a chunk of its own that a button imports.
    const chunks = readdirSync(path.join("public", "build", "_shared")).map((name) => readFileSync(path.join("public", "build", "_shared", name), "utf8"));
    expect(chunks.some((source) => source.includes("WebAuthn is not supported in this browser"))).toBe(true);
  });
});

describe("what loads after the page is in the server's HTML", () => {
  const worker = startWorkerForFile();

  /** A boundary React streamed later sits in a hidden div until a script moves it: without JavaScript it never shows. */
  const streamedLater = /<div hidden id="S:|<template id="B:|<!--\$\?-->/;

  it("the footer, with its newsletter form and language list, is whole in the page", async () => {
    for (const pagePath of ["/", "/es/blog"]) {
      const html = await (await worker.fetch(pagePath)).text();
      expect(html).not.toMatch(streamedLater);
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      expect(footer).toContain('name="email"');
      expect(footer).toContain('hrefLang="es"');
    }
  });

  it("the not-found screen is whole in the page", async () => {
    const response = await worker.fetch("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toMatch(streamedLater);
    expect(html).toMatch(/<p class="text-6xl font-bold text-brand-700">404<\/p>/);
  });
});
