import { describe, expect, it } from "vitest";
import { filesBeyondLayout, routeFiles } from "../../scripts/client-weight.mjs";

/** The shape of Remix's client manifest, as the build writes it: the entry, and each route with its parent. */
const manifest = {
  entry: { module: "/build/entry.js", imports: ["/build/_shared/react.js", "/build/_shared/remix.js"] },
  routes: {
    root: { module: "/build/root.js", imports: ["/build/_shared/layout.js", "/build/_shared/react.js"] },
    "routes/course": { parentId: "root", module: "/build/routes/course.js", imports: ["/build/_shared/course-frame.js"] },
    "routes/course.$screen": {
      parentId: "routes/course",
      module: "/build/routes/course.$screen.js",
      imports: ["/build/_shared/layout.js", "/build/_shared/seat-clock.js"],
    },
  },
};

describe("the JavaScript a page loads, and the part beyond the layout (the bench's client weight)", () => {
  it("counts the entry and every route from the root down to the page, each file once", () => {
    expect([...routeFiles(manifest, "routes/course.$screen")].sort()).toEqual(
      [
        "/build/_shared/course-frame.js",
        "/build/_shared/layout.js",
        "/build/_shared/react.js",
        "/build/_shared/remix.js",
        "/build/_shared/seat-clock.js",
        "/build/entry.js",
        "/build/root.js",
        "/build/routes/course.$screen.js",
        "/build/routes/course.js",
      ].sort(),
    );
  });

  it("leaves out of the part beyond the layout what the entry and the root load, even when the page imports it too", () => {
    expect([...filesBeyondLayout(manifest, "routes/course.$screen")].sort()).toEqual(
      ["/build/_shared/course-frame.js", "/build/_shared/seat-clock.js", "/build/routes/course.$screen.js", "/build/routes/course.js"].sort(),
    );
    expect([...filesBeyondLayout(manifest, "root")]).toEqual([]);
  });

  it("refuses a route the build does not have", () => {
    expect(() => routeFiles(manifest, "routes/no-such-page")).toThrow("no route routes/no-such-page in the manifest");
  });
});
