// A lesson's screens as the student sees them, from a draft's Markdown (docs/studio.md): the
// frontmatter taken off, one screen per `## ` heading, each rendered by markdown-it with the
// compiler's options (scripts/course/compile-course.mjs: no raw HTML, no linkify, no typographer)
// and its links written as the compiler writes them (`lesson:<id>` to the player, a site path with
// the language's prefix). Unlike the compiler, which checks every link itself, markdown-it's own
// link check stays on: a `javascript:` or `data:` link in a draft renders as plain text.
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const sitePathWritten = /^\/(?!\/)/;

function flatten(tokens) {
  return tokens.flatMap((token) => [token, ...(token.children ? flatten(token.children) : [])]);
}

/** The screens of a lesson file's text: heading and HTML each, in order. Text before the first heading is a screen without one. */
export function lessonScreens(text, languagePrefix) {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const body = frontmatter ? text.slice(frontmatter[0].length) : text;
  const title = frontmatter ? (/^title:\s*"?(.*?)"?\s*$/m.exec(frontmatter[1])?.[1] ?? "") : "";
  const tokens = markdown.parse(body, {});
  const screens = [];
  let current = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token.type === "heading_open" && token.tag === "h2") {
      current = { heading: tokens[index + 1].content.trim(), tokens: [] };
      screens.push(current);
      index += 2;
      continue;
    }
    if (!current) {
      current = { heading: "", tokens: [] };
      screens.push(current);
    }
    current.tokens.push(token);
  }
  return {
    title,
    screens: screens.map((screen) => {
      for (const token of flatten(screen.tokens)) {
        if (token.type !== "link_open") continue;
        const href = token.attrGet("href") ?? "";
        if (href.startsWith("lesson:")) token.attrSet("href", `${languagePrefix}/course/${href.slice("lesson:".length)}/1`);
        else if (sitePathWritten.test(href)) token.attrSet("href", `${languagePrefix}${href}`.replace(/(.)\/$/, "$1"));
        else token.attrSet("rel", "noopener noreferrer");
      }
      return { heading: screen.heading, html: markdown.renderer.render(screen.tokens, markdown.options, {}) };
    }),
  };
}
