import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "~/components/json-ld";

describe("JsonLd", () => {
  it("renders a value containing </script><script> as inert data: one script element, no `<` inside, the same data back", () => {
    const hostile = { headline: "</script><script>alert(1)</script>", author: { name: "<!-- <script>x</script>" } };
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));

    expect(html.match(/<script\b/gi)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith("</script>")).toBe(true);
    const content = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(content).not.toContain("<");
    expect(JSON.parse(content)).toEqual(hostile);
  });
});
