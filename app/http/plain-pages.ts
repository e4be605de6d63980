import { languageFromPath, localizePath } from "~/i18n/languages";
import { dictionaries } from "~/locales";

export type PlainPageKind = "badRequest" | "forbidden" | "notFound" | "methodNotAllowed" | "tooLarge" | "tooSlow" | "unsupportedBody" | "error";

const statusOf: Record<PlainPageKind, number> = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  tooLarge: 413,
  tooSlow: 408,
  unsupportedBody: 415,
  error: 500,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The pages the Worker entry answers with before (or instead of) Remix: a refused cross-site
 * request, a path no page can have, a body that is not a form, too large, too slow to arrive, or
 * sent with another method, and the generic error page. Self-contained (one nonce'd style block),
 * in the language of the URL, and never with any detail of the failure.
 */
export function plainPage(kind: PlainPageKind, url: URL, nonce: string): Response {
  const language = languageFromPath(url.pathname);
  const { errors, notFound } = dictionaries[language];
  const messages: Record<PlainPageKind, [string, string]> = {
    badRequest: [errors.badRequestTitle, errors.badRequestText],
    forbidden: [errors.forbiddenTitle, errors.forbiddenText],
    notFound: [notFound.title, notFound.text],
    methodNotAllowed: [errors.badRequestTitle, errors.badRequestText],
    tooLarge: [errors.tooLargeTitle, errors.tooLargeText],
    tooSlow: [errors.tooSlowTitle, errors.tooSlowText],
    unsupportedBody: [errors.badRequestTitle, errors.badRequestText],
    error: [errors.title, errors.text],
  };
  const [title, text] = messages[kind];
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(dictionaries[language].brand.name)}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
p.code{font-size:3.5rem;font-weight:700;color:#0f4c5c;margin:0}
h1{font-size:1.75rem;margin:1rem 0}
p{font-size:1.125rem;line-height:1.6;color:#475569}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.375rem;background:#0f4c5c;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<p class="code">${statusOf[kind]}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="${localizePath("/", language)}">${escapeHtml(errors.home)}</a>
</main>
</body>
</html>`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  if (kind === "methodNotAllowed") headers.set("Allow", "GET, HEAD, POST");
  return new Response(html, { status: statusOf[kind], headers });
}
