/**
 * What a PDF printed by Chromium holds, read without a PDF library: its pages (each `/Type /Page`
 * object, never the `/Pages` tree) and the text of each, decoded through its fonts' ToUnicode maps.
 * Enough for the PDFs Chromium writes (uncompressed objects, Flate content streams, hex-string
 * glyph codes); not a general PDF reader.
 */
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2]!;
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index! + match[0].indexOf(body) + streamAt + body.slice(streamAt).indexOf("\n") + 1;
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const raw = pdf.subarray(start, length ? start + Number(length[1]) : start + body.slice(streamAt).lastIndexOf("endstream"));
    objects.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return objects;
}

const reference = (dict: string, key: string): number | undefined => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** A ToUnicode CMap: glyph code (hex) → text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code!.toUpperCase(), text(unicode!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let code = parseInt(low!, 16), first = parseInt(unicode!, 16); code <= parseInt(high!, 16); code += 1) {
        map.set(code.toString(16).toUpperCase().padStart(low!.length, "0"), String.fromCharCode(first + code - parseInt(low!, 16)));
      }
    }
  }
  return map;
}

/** The fonts a page's resources name (`/F4` → its ToUnicode map). */
function pageFonts(objects: Map<number, PdfObject>, page: string): Map<string, Map<string, string>> {
  const resourcesRef = reference(page, "Resources");
  const resources = resourcesRef === undefined ? page : objects.get(resourcesRef)!.dict;
  const fontRef = reference(resources, "Font");
  const fontDict = fontRef === undefined ? (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "") : objects.get(fontRef)!.dict;
  const fonts = new Map<string, Map<string, string>>();
  for (const [, name, id] of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const toUnicode = reference(objects.get(Number(id))!.dict, "ToUnicode");
    const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
    fonts.set(name!, cmap ? unicodeMap(cmap.toString("latin1")) : new Map());
  }
  return fonts;
}

/** The text a content stream shows: each hex string of each Tj/TJ, decoded with the font set by Tf. */
function shownText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>();
  let text = "";
  for (const [, fontName, hex] of content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>/g)) {
    if (fontName) {
      font = fonts.get(fontName) ?? new Map();
      continue;
    }
    const codes = hex!.replace(/\s+/g, "").toUpperCase();
    const width = ([...font.keys()][0]?.length ?? 4) || 4;
    for (let at = 0; at < codes.length; at += width) text += font.get(codes.slice(at, at + width)) ?? "";
    text += " ";
  }
  return text;
}

/** Each page of the PDF, in order, as the text it shows. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page(?![s\w])/.test(object.dict));
  return pages.map((page) => {
    const fonts = pageFonts(objects, page.dict);
    const contents = /\/Contents\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page.dict)?.[1] ?? "";
    return [...contents.matchAll(/(\d+) 0 R/g)].map(([, id]) => shownText(objects.get(Number(id))?.stream?.toString("latin1") ?? "", fonts)).join(" ");
  });
}
