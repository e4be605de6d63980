/**
 * One message component into the parts an e-mail carries (docs/decisions/037-emails-as-components.md):
 * the HTML, and the plain text converted from that same HTML the way react-email's
 * `render(…, { plainText: true })` converts it (a unit test holds both to react-email's own output).
 */
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * HTML5's doctype, as the site's e-mails have always had (react-email's `render` puts XHTML 1.0's
 * first, whose URL would be the only address in a confirmation that must carry none).
 */
const emailDoctype = "<!DOCTYPE html>";

/**
 * react-email's plain-text conversion (its `plainTextSelectors`, no line wrapping): images and
 * `data-skip-in-text` elements left out, a link shown once when its text is its address. Compiled
 * once per isolate: compiling it for every message cost ten times the conversion itself.
 */
const htmlToPlainText = compile({
  wordwrap: false,
  selectors: [
    { selector: "img", format: "skip" },
    { selector: "[data-skip-in-text=true]", format: "skip" },
    { selector: "a", options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  ],
});

/**
 * Renders a message on the request that queues it, synchronously: an e-mail never suspends, so the
 * streaming render react-email's `render` wraps around React (four times slower here, and it brings
 * a code formatter into the worker) adds nothing.
 */
export function renderEmail(subject: string, message: ReactElement): EmailContent {
  const html = `${emailDoctype}${renderToStaticMarkup(message)}`;
  return { subject, html, text: htmlToPlainText(html) };
}
