/** Small readers for server-rendered HTML in worker tests (no DOM needed for these checks). */
export function htmlLang(html: string): string | undefined {
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
}

export function linkHref(html: string, rel: string, hrefLang?: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hrefLang !== undefined && !tag.includes(`hrefLang="${hrefLang}"`) && !tag.includes(`hreflang="${hrefLang}"`)) continue;
    return tag.match(/href="([^"]+)"/)?.[1];
  }
  return undefined;
}

export function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (tag.includes(`name="${key}"`) || tag.includes(`property="${key}"`)) return tag.match(/content="([^"]*)"/)?.[1];
  }
  return undefined;
}

export function title(html: string): string | undefined {
  const text = html.match(/<title>([^<]*)<\/title>/)?.[1];
  return text === undefined ? undefined : decodeEntities(text);
}

export function firstHeading(html: string): string | undefined {
  const text = html
    .match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
  return text === undefined ? undefined : decodeEntities(text);
}

/** Undoes the entity escaping React applies to text and attributes. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The fields of the submissions manager's View data dialog, in order: each label and value as text (an address without its wrap points). */
export function leadDialogFields(html: string): Array<[label: string, value: string]> {
  const start = html.indexOf('id="submission-data-modal"');
  const list = start < 0 ? "" : (html.slice(start).match(/<dl\b[^>]*>([\s\S]*?)<\/dl>/)?.[1] ?? "");
  const text = (part: string) => decodeEntities(part.replace(/<[^>]+>/g, ""));
  return [...list.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => [text(match[1] ?? ""), text(match[2] ?? "")]);
}

/** The cells (header or data) of the first table row whose text contains `text`, each as text (an address without its wrap points). */
export function tableRowCells(html: string, text: string): string[] | undefined {
  const cellText = (part: string) => decodeEntities(part.replace(/<[^>]+>/g, "")).trim();
  const row = [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1] ?? "").find((cells) => cellText(cells).includes(text));
  return row === undefined ? undefined : [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) => cellText(match[1] ?? ""));
}

/** The elements a page marks `autofocus` (the browser focuses the first as it loads), in order: each start tag's attributes and the text that follows it. */
export function autofocusedElements(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(/<\w+\b([^>]*\sautofocus(?:="[^"]*")?[^>]*)>/g)].map((match) => {
    const after = html.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 2000);
    return { attributes: match[1] ?? "", text: decodeEntities(after.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ") };
  });
}
