/**
 * What the edge page cache may keep, and what makes a kept copy stale (docs/decisions/071). Every
 * page of the built route table says in its `handle` whether a cookie-less visitor's copy may be
 * kept ("content": it shows the build's content and the organisation's contact, both in the cache's
 * key) or never ("never": an admin's or a student's action changes what it says). The walk below
 * finds every page the cache keeps and checks it said so; then each action that changes what an
 * anonymous page says is taken, and the next anonymous GET, in both languages, shows the new truth.
 */
import { describe, expect, it } from "vitest";
import { previewLesson } from "~/course/course.server";
import { blogPostSources } from "~/content/blog/posts";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, partnerApplicationFactory } from "../factories";
import { fromNewClient, postAs, signedInAdminForFile, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { clientManifestRoutes, routeSegments, routeTablePages } from "../support/routes-manifest";
import { inBothLanguages } from "../support/routes";
import { poll, rows, startWorkerForFile, type WorkerResponse } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

/** Whether the cache answered or stored this response ("hit", or "miss" for a copy it keeps). */
const keptByCache = (response: WorkerResponse) => ["hit", "miss"].includes(response.headers.get("X-Html-Cache") ?? "");

/** A page's markup without its scripts (the strings a page sends for hydration name every state it could show). */
const withoutScripts = (html: string) => decodeEntities(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));

async function anonymousText(path: string): Promise<{ status: number; text: string; kept: boolean }> {
  const response = await worker.fetch(path, { headers: fromNewClient() });
  return { status: response.status, text: withoutScripts(await response.text()), kept: keptByCache(response) };
}

/** A certificate as the course issues one (its own enrolment), by code. */
async function issuedCertificate(code: string, studentName: string): Promise<void> {
  const enrolmentId = crypto.randomUUID();
  await worker.db.batch([
    worker.db
      .prepare(
        "INSERT INTO course_enrolments (id, course_id, student_name, student_email, starts_at, ends_at) VALUES (?, 'florida-2-15', ?, ?, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')",
      )
      .bind(enrolmentId, studentName, `${enrolmentId}@example.com`),
    worker.db
      .prepare(
        "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds) VALUES (?, ?, ?, 'florida-2-15', 216000, 5400)",
      )
      .bind(code, enrolmentId, studentName),
  ]);
}

const pages = routeTablePages().filter((page) => page.renders);

describe("every page the edge cache may keep says so", () => {
  it("each public page of the route table says whether the cache may keep it", () => {
    const publicPages = pages.filter((page) => page.audience === "public");
    expect(publicPages.length).toBeGreaterThan(20);
    for (const page of publicPages) expect(page.edgeCache, page.routeId).toMatch(/^(content|never)$/);
    // Whatever an audience's page says, only public pages are ever kept.
    for (const page of pages.filter((page) => page.audience !== "public")) expect(page.edgeCache, page.routeId).not.toBe("content");
  });

  it(
    "the cache keeps exactly the routes whose page says 'content', in both languages, whatever route of the build is asked for",
    { timeout: 120_000 },
    async () => {
      await issuedCertificate("FFA-WALK-2026-0001", "Walker Example");
      const samples: Record<string, string[]> = {
        ":postId": [String(blogPostSources[0]!.id)],
        ":lessonId": [previewLesson().id],
        ":screen": ["1"],
        ":code": ["FFA-WALK-2026-0001", "check"],
      };
      const policyOf = new Map(pages.map((page) => [page.routeId, page.edgeCache]));
      const kept = new Set<string>();
      const shouldBeKept = new Set<string>();
      const routes = clientManifestRoutes();
      // Every route but the layout (whose URL is the home page's), by its whole path; a parameter
      // gets real values where the page needs one to answer 200, "1" elsewhere.
      for (const route of routes.filter((candidate) => candidate.id !== "root")) {
        const urls = routeSegments(route, routes)
          .reduce<string[]>(
            (paths, segment) =>
              paths.flatMap((path) =>
                (segment.startsWith(":") ? (samples[segment] ?? ["1"]) : [segment === "*" ? "anything" : segment.replace(/\[(.*?)\]/g, "$1")]).map(
                  (value) => `${path}/${value}`,
                ),
              ),
            [""],
          )
          .map((path) => path || "/");
        for (const url of inBothLanguages(urls)) {
          // Twice: the second would be a hit for a page the first stored.
          for (let visit = 0; visit < 2; visit++) {
            const response = await worker.fetch(url, { redirect: "manual", headers: fromNewClient() });
            await response.arrayBuffer();
            if (keptByCache(response)) kept.add(route.id);
            if (response.status === 200 && policyOf.get(route.id) === "content") shouldBeKept.add(route.id);
          }
        }
      }
      expect([...kept].sort()).toEqual([...shouldBeKept].sort());
      expect(kept.size).toBeGreaterThan(15);
    },
  );
});

describe("each action that changes what an anonymous page says shows at once", () => {
  it("revoking a certificate: the next verification says revoked, in both languages, and through the typed-code form", async () => {
    const code = "FFA-RVKD-2026-0001";
    await issuedCertificate(code, "Revoked Example");
    for (const path of inBothLanguages([`/certificates/${code}`])) {
      for (let visit = 0; visit < 2; visit++) {
        const page = await anonymousText(path);
        expect(page.status, path).toBe(200);
        expect(page.text, path).toContain(path.startsWith("/es") ? es.course.verify.valid : en.course.verify.valid);
      }
    }

    const revoked = await postAs(worker, admin.cookie, "/course-manager", { intent: "revoke", code, reason: "Exam taken with help" });
    expect(revoked.status).toBe(303);
    expect(toastText(revoked)).toContain(code);

    for (const [path, strings] of [
      [`/certificates/${code}`, en],
      [`/es/certificates/${code}`, es],
    ] as const) {
      const page = await anonymousText(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(strings.course.verify.revoked.split("{{date}}")[0]!);
      expect(page.text, path).not.toContain(strings.course.verify.valid);
      expect(page.kept, path).toBe(false);
    }
    for (const [prefix, strings] of [
      ["", en],
      ["/es", es],
    ] as const) {
      const typed = await worker.fetch(`${prefix}/certificates/check?code=${encodeURIComponent(" ffa rvkd 2026 ooo1 ")}`, {
        redirect: "manual",
        headers: fromNewClient(),
      });
      expect(typed.status).toBe(303);
      expect(typed.headers.get("Location")).toBe(`${prefix}/certificates/${code}`);
      const page = await anonymousText(typed.headers.get("Location")!);
      expect(page.text).toContain(strings.course.verify.revoked.split("{{date}}")[0]!);
    }
  });

  it("issuing a certificate: a code that was unknown is genuine at the next verification", async () => {
    const code = "FFA-NEWC-2026-0001";
    for (const path of inBothLanguages([`/certificates/${code}`])) {
      for (let visit = 0; visit < 2; visit++) expect((await anonymousText(path)).status, path).toBe(404);
    }
    await issuedCertificate(code, "Newly Issued");
    for (const [path, strings] of [
      [`/certificates/${code}`, en],
      [`/es/certificates/${code}`, es],
    ] as const) {
      const page = await anonymousText(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(strings.course.verify.valid);
      expect(page.text, path).toContain("Newly Issued");
    }
  });

  it("approving, editing, unlisting and relisting a partner: the directory shows it at the next visit, in both languages", async () => {
    const [application] = await insertLeads(worker.db, [
      partnerApplicationFactory({ name: "Cache Lane Books", category: "Tax Services", location: "Miami, FL" }),
    ]);
    const directory = inBothLanguages(["/business-search", "/business-search?q=Cache%20Lane"]);
    const shows = async (name: string, expected: boolean) => {
      for (const path of directory) {
        for (let visit = 0; visit < 2; visit++) {
          const page = await anonymousText(path);
          expect(page.status, path).toBe(200);
          expect(page.text.includes(name), `${path}: ${name}`).toBe(expected);
          expect(page.kept, path).toBe(false);
        }
      }
    };
    await shows("Cache Lane Books", false);
    const managed = async (fields: Record<string, string>) => {
      const response = await postAs(worker, admin.cookie, "/submissions-manager", { id: application!.id, view: "", ...fields });
      expect(response.status, fields.intent).toBe(303);
    };
    await managed({ intent: "approve", category: "tax-services" });
    await shows("Cache Lane Books", true);
    await managed({
      intent: "edit-listing",
      name: "Cache Lane Books & Taxes",
      category: "tax-services",
      location: "Miami, FL",
      description: "Bookkeeping.",
      phone: "(305) 555-0101",
      email: "office@cache-lane.example",
      website: "http://cache-lane.example",
      address: "14 Ocean Drive, Miami, FL 33139",
      tags: "taxes",
    });
    await shows("Cache Lane Books & Taxes", true);
    await managed({ intent: "unlist" });
    await shows("Cache Lane Books", false);
    await managed({ intent: "relist" });
    await shows("Cache Lane Books & Taxes", true);
    expect(
      (await rows<{ action: string }>(worker, "SELECT action FROM audit_log WHERE target = ? ORDER BY created_at", application!.id)).map((row) => row.action),
    ).toEqual(expect.arrayContaining(["partner.update", "partner.unlist", "partner.relist"]));
  });

  // Last in the file: it changes the organisation's contact for every page after it.
  it("saving the organisation's contact: every page the cache keeps shows the new one at the next visit, in both languages", { timeout: 120_000 }, async () => {
    const kept = inBothLanguages(pages.filter((page) => page.edgeCache === "content" && !page.path.includes(":")).map((page) => page.path));
    expect(kept.length).toBeGreaterThan(30);
    for (const path of kept) {
      await poll(`${path} from the edge cache`, async () => {
        const response = await worker.fetch(path);
        await response.arrayBuffer();
        return response.headers.get("X-Html-Cache") === "hit" ? true : undefined;
      });
    }
    const saved = await postAs(worker, admin.cookie, "/admin?index&tab=settings", {
      intent: "site-contact",
      contactEmail: "front-desk@academy.example",
      contactPhone: "786 555 0123",
    });
    expect(saved.status).toBe(303);
    for (const path of kept) {
      const page = await anonymousText(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain("(786) 555-0123");
      expect(page.text, path).toContain("front-desk@academy.example");
    }
  });
});
