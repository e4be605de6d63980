import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of the code base, checked from the source tree (docs/ARCHITECTURE.md, "Folder map"):
 * no import cycles, no loose modules at the root of app/, routes grouped by area, no route module a
 * newcomer has to scroll through, no export nobody imports, and no comment that points outside the repository.
 */

const root = path.resolve(import.meta.dirname, "../..");
const sourceExtensions = /\.(ts|tsx|js|mjs)$/;

function filesUnder(folder: string): string[] {
  const absolute = path.join(root, folder);
  return readdirSync(absolute).flatMap((name) => {
    const full = path.join(absolute, name);
    const relative = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(relative);
    return sourceExtensions.test(name) ? [relative] : [];
  });
}

const appFiles = filesUnder("app");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * Every `import … from "x"`, `export … from "x"` and `import("x")` (type-only and dynamic ones too:
 * they tie modules just as much, and a dynamic one is still an arrow a bundler follows).
 */
function importedSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/g)) specifiers.push(match[1] ?? "");
  for (const match of source.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) specifiers.push(match[1] ?? "");
  for (const match of source.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(match[1] ?? "");
  return specifiers;
}

/** The app file a specifier names, or undefined for packages and assets. */
function resolveInApp(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, "index.ts"), path.join(base, "route.tsx")];
  return candidates.find((candidate) => appFiles.includes(candidate));
}

describe("house rules", () => {
  it("has no import cycles in app/ (type-only imports included)", () => {
    const graph = new Map(appFiles.map((file) => [file, importedSpecifiers(read(file)).flatMap((s) => resolveInApp(file, s) ?? [])]));
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "visiting");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" → "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of appFiles) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("keeps e-mail a lower layer: app/email imports no feature (admin, leads, course, …), only what lies beneath it", () => {
    // Templates take plain values; the feature that sends a message computes what it shows
    // (docs/decisions/075-email-as-a-lower-layer.md).
    const beneath = ["email", "i18n", "locales", "platform", "http", "site"].map((folder) => path.join("app", folder) + path.sep);
    const upward = appFiles
      .filter((file) => file.startsWith(path.join("app", "email") + path.sep))
      .flatMap((file) =>
        importedSpecifiers(read(file))
          .flatMap((specifier) => resolveInApp(file, specifier) ?? [])
          .map((target) => ({ file, target })),
      )
      .filter(({ target }) => !beneath.some((folder) => target.startsWith(folder)))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(upward).toEqual([]);
  });

  it("keeps the other layers' arrows pointing down: the platform imports no feature, the course engine not the school, and no feature reaches admin for dates", () => {
    // docs/decisions/079-the-school-apart-from-the-engine.md: the platform (time, budgets, the
    // scheduled runner) lies beneath every feature; the school is built on the engine, never the
    // reverse; New York time and business days are the platform's, not admin's.
    const under = (file: string, folder: string) => file.startsWith(path.join("app", folder) + path.sep);
    const arrowsFrom = (folder: string) =>
      appFiles
        .filter((file) => under(file, folder))
        .flatMap((file) =>
          importedSpecifiers(read(file))
            .flatMap((specifier) => resolveInApp(file, specifier) ?? [])
            .map((target) => ({ file, target })),
        );
    const upward = [
      ...arrowsFrom("platform").filter(({ target }) => !under(target, "platform") && !under(target, "i18n")),
      ...arrowsFrom("course").filter(({ target }) => under(target, "school") || under(target, "admin")),
      ...["school", "auth", "email", "leads"].flatMap((folder) => arrowsFrom(folder).filter(({ target }) => under(target, "admin"))),
    ].map(({ file, target }) => `${file} → ${target}`);
    expect(upward).toEqual([]);
  });

  it("keeps app/'s root to the framework's conventions: every other module lives in a feature folder", () => {
    const conventions = ["root.tsx", "entry.client.tsx", "entry.server.tsx", "globals.d.ts", "tailwind.css"];
    const loose = readdirSync(path.join(root, "app")).filter((name) => statSync(path.join(root, "app", name)).isFile() && !conventions.includes(name));
    expect(loose).toEqual([]);
  });

  it("keeps app/routes a site map: one `_area+` folder per area of the site, the not-found page beside them (docs/decisions/078)", () => {
    const routesFolder = path.join(root, "app", "routes");
    const isAreaFolder = (name: string) => /^_[a-z][a-z-]*\+$/.test(name) && statSync(path.join(routesFolder, name)).isDirectory();
    const outsideAnArea = readdirSync(routesFolder).filter((name) => !isAreaFolder(name) && name !== "$.tsx");
    expect(outsideAnArea).toEqual([]);
  });

  it("keeps every route module under 260 lines (split a big page into a folder route)", () => {
    const long = appFiles
      .filter((file) => file.startsWith(path.join("app", "routes")))
      .map((file) => ({ file, lines: read(file).split("\n").length }))
      .filter(({ file, lines }) => lines > 260 && !/\.server\.ts$/.test(file));
    expect(long).toEqual([]);
  });

  it("cites no document outside the repository: comments state their rule or cite docs/", () => {
    // By section, by file name, or named in prose.
    const citesOutside = (text: string) =>
      /\b(?:SPEC|DESIGN)\s*§|\bSTYLE\s+\d|\b(?:SPEC|DESIGN|STYLE|TOOLCHAIN|DEVELOPERS)(?:\.md)?\b|\.\.\/shared\b/.test(text) ||
      /\bthe\s+spec(?:'s)?\b|\bspec\s+titles?\b|\bdesign\s+card\b/i.test(text);
    const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join("docs", name));
    const everywhere = [...appFiles, ...filesUnder("tests"), ...filesUnder("scripts"), ...filesUnder("db"), "server.ts", "README.md", ".ci/run", ...docs];
    // This file names those documents to forbid them.
    const thisFile = path.join("tests", "unit", "house-rules.test.ts");
    expect(everywhere.filter((file) => file !== thisFile && citesOutside(read(file)))).toEqual([]);
  });

  it("exports no value that no other module imports (the framework's own exports aside)", () => {
    // Types may stay exported: they name the shapes of exported functions' arguments and results.
    const frameworkExports = new Set([
      "loader",
      "action",
      "meta",
      "links",
      "headers",
      "handle",
      "default",
      "ErrorBoundary",
      "shouldRevalidate",
      "Layout",
      "handleError",
    ]);
    const others = [...appFiles, ...filesUnder("tests"), ...filesUnder("scripts"), ...filesUnder("db"), "server.ts"].map((file) => ({
      file,
      source: read(file),
    }));
    const unused: string[] = [];
    for (const file of appFiles) {
      const names = [...read(file).matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? "");
      for (const name of names) {
        if (frameworkExports.has(name)) continue;
        const pattern = new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`);
        if (!others.some((other) => other.file !== file && pattern.test(other.source))) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  }, 30_000); // reads every module of app/ against every other: seconds on a busy machine

  it("sets no style attribute on a page: the CSP's style-src (no 'unsafe-inline') blocks it, and the page silently looks wrong", () => {
    // E-mails are the exception: they are not pages, and mail clients need inline styles.
    const emailFolder = path.join("app", "email") + path.sep;
    const styled = appFiles.filter((file) => file.endsWith(".tsx") && !file.startsWith(emailFolder) && /\bstyle=\{/.test(read(file)));
    expect(styled).toEqual([]);
  });

  it("types a button's look only in the one Button (app/components/ui/button.tsx)", () => {
    // The colours of the solid, danger and secondary buttons: anywhere else they mean a button class typed again.
    const buttonColours = /hover:bg-brand-800|bg-red-700\b|border border-slate-300[^"]*font-semibold[^"]*text-slate-800/;
    const typed = appFiles.filter((file) => file.endsWith(".tsx") && !file.endsWith(path.join("ui", "button.tsx")) && buttonColours.test(read(file)));
    expect(typed).toEqual([]);
  });

  it("matches typed text in SQL only through containsText: no LIKE or GLOB pattern, whose length D1 caps (docs/decisions/020)", () => {
    const helper = path.join("app", "platform", "text-search.server.ts");
    const patterns = [...appFiles, "server.ts"].filter((file) => {
      if (file === helper) return false;
      const source = read(file);
      const drizzlePatternImport = /import\s*\{[^}]*\b(?:like|ilike|notLike|notIlike)\b[^}]*\}\s*from\s*["']drizzle-orm["']/.test(source);
      return drizzlePatternImport || /\b(?:LIKE|GLOB)\b/.test(source);
    });
    expect(patterns).toEqual([]);
  });

  it("makes cookies only through app/http/cookies.ts, signs them only in the session module and the signed-cookie helper (docs/decisions/039)", () => {
    const cookieModule = path.join("app", "http", "cookies.ts");
    const sessionModule = path.join("app", "auth", "session.server.ts");
    const signedCookieHelper = path.join("app", "http", "signed-cookies.server.ts");
    const sources = [...appFiles, "server.ts"].map((file) => ({ file, source: read(file) }));
    // The framework's cookie and session makers: a cookie made with them skips the safe parse.
    const frameworkMakers = sources.filter(({ file, source }) => {
      const allowed = file === cookieModule ? ["createCookie"] : file === sessionModule ? ["createSessionStorage"] : [];
      const used = [...source.matchAll(/(createCookie|createCookieSessionStorage|createSessionStorage|createMemorySessionStorage)/g)].map((m) => m[1]);
      return used.some((name) => !allowed.includes(name ?? ""));
    });
    expect(frameworkMakers.map(({ file }) => file)).toEqual([]);
    // A Set-Cookie header typed by hand: a name=value followed by a cookie attribute.
    const handWritten = sources.filter(
      ({ file, source }) => file !== cookieModule && /=[^;\s"'`]*;\s*(?:Path=|Max-Age=|Expires=|Domain=|SameSite=|HttpOnly\b|Secure\b)/.test(source),
    );
    expect(handWritten.map(({ file }) => file)).toEqual([]);
    // A signed cookie: the session secret handed to a cookie.
    const signedElsewhere = sources.filter(({ file, source }) => file !== sessionModule && file !== signedCookieHelper && /\bsecrets\s*:/.test(source));
    expect(signedElsewhere.map(({ file }) => file)).toEqual([]);
  });

  it("percent-decodes only through safeDecodeURIComponent, which never throws (docs/decisions/020)", () => {
    const helper = path.join("app", "http", "percent-decoding.ts");
    const raw = [...appFiles, "server.ts"].filter((file) => file !== helper && /\b(?:decodeURIComponent|decodeURI|unescape)\s*\(/.test(read(file)));
    expect(raw).toEqual([]);
  });

  it("reads a posted form only through the form protocol (docs/decisions/036): one body read, one value reader", () => {
    const bodyRead = path.join("app", "forms", "read-form.ts");
    const valueReader = path.join("app", "forms", "protocol.server.ts");
    // The Worker entry answers two kinds of post before Remix, reading the body themselves: the
    // body guard (does it parse as a form at all?) and the RFC 8058 one-click unsubscribe.
    const beforeRemix = new Set([path.join("app", "http", "request-guards.ts"), path.join("app", "newsletter", "one-click.server.ts")]);
    const files = [...appFiles, "server.ts"];
    const bodyReads = files.filter((file) => file !== bodyRead && !beforeRemix.has(file) && /\.formData\(\)/.test(read(file)));
    expect(bodyReads).toEqual([]);
    // A hand-written "the form's values" helper: a loop over a FormData's entries, or Object.fromEntries of one.
    const valueReaders = files.filter(
      (file) =>
        file !== valueReader && /for \(const \[\w+, \w+\] of (?:form|formData|fields)\b|Object\.fromEntries\((?:await |form\b|formData\b)/.test(read(file)),
    );
    expect(valueReaders).toEqual([]);
  });

  it("reads no value of a .server module in a page's component: in the browser such a module is empty, so the page breaks once it hydrates", () => {
    const offenders: string[] = [];
    for (const file of appFiles.filter((each) => each.startsWith("app/routes/") && each.endsWith(".tsx"))) {
      const source = read(file);
      const component = source.indexOf("export default function");
      if (component < 0) continue;
      // What runs in the browser: the page's component and whatever follows it.
      const browserCode = source.slice(component);
      for (const [, names = "", from = ""] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+"([^"]+\.server)"/g)) {
        for (const entry of names.split(",")) {
          const name =
            entry
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? "";
          if (!name || entry.trim().startsWith("type ")) continue;
          if (new RegExp(`(?<![.\\w])${name}\\b(?!\\s*:)`).test(browserCode.replace(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g, '""')))
            offenders.push(`${file}: ${name} (${from})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
