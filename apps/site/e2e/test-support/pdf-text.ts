import { inflateSync } from 'node:zlib';

/*
 * Reads the text of each page of a PDF that Chromium printed (page.pdf), so a print spec can say
 * what a reader finds on which sheet: how many sheets, and which words are on the first or the last.
 * It knows only what Chromium's PDF writer produces: numbered objects, Flate-compressed content
 * streams, and fonts that carry a ToUnicode map from their glyph codes to the characters.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

const OBJECT = /(?<!\d)(\d+) 0 obj([\s\S]*?)endobj/g;

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(OBJECT)) {
    const body = match[2]!;
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index! + match[0].indexOf(body) + streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1] ?? NaN);
    const end = Number.isFinite(length) ? start + length : start + body.slice(streamAt).lastIndexOf('endstream');
    const raw = pdf.subarray(start, end);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : undefined;
};

/** The pages in reading order, walking the page tree from the catalog. */
function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict));
  const pages: PdfObject[] = [];
  const walk = (id: number | undefined) => {
    const node = id === undefined ? undefined : objects.get(id);
    if (!node) return;
    if (/\/Type \/Pages/.test(node.dict)) {
      const kids = /\/Kids \[([^\]]*)\]/.exec(node.dict)?.[1] ?? '';
      for (const kid of kids.matchAll(/(?<!\d)(\d+) 0 R/g)) walk(Number(kid[1]));
    } else pages.push(node);
  };
  walk(catalog ? ref(catalog.dict, 'Pages') : undefined);
  return pages;
}

const hexCode = (hex: string) => parseInt(hex, 16);
const hexText = (hex: string) => {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
};

/** A font's map from glyph code to text (its ToUnicode CMap: bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(hexCode(entry[1]!), hexText(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const [from, to] = [hexCode(entry[1]!), hexCode(entry[2]!)];
      const target = entry[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]*)>/g)].forEach((each, index) => map.set(from + index, hexText(each[1]!)));
      } else {
        const base = hexText(target.slice(1, -1));
        for (let code = from; code <= to; code += 1) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - from));
        }
      }
    }
  }
  return map;
}

/** The text a page shows, with a line break wherever a run of text is placed anew. */
function pageText(page: PdfObject, objects: Map<number, PdfObject>): string {
  const fonts = new Map<string, Map<number, string>>();
  const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
  for (const entry of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const font = objects.get(Number(entry[2]));
    const cmapId = font ? ref(font.dict, 'ToUnicode') : undefined;
    const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
    fonts.set(entry[1]!, cmap ? toUnicode(cmap.toString('latin1')) : new Map());
  }
  const contents = /\/Contents (?:(\d+) 0 R|\[([^\]]*)\])/.exec(page.dict);
  const ids = contents?.[1]
    ? [Number(contents[1])]
    : [...(contents?.[2] ?? '').matchAll(/(?<!\d)(\d+) 0 R/g)].map((m) => Number(m[1]));
  const content = ids.map((id) => objects.get(id)?.stream?.toString('latin1') ?? '').join('\n');

  let font = new Map<number, string>();
  let text = '';
  const show = (hex: string) => {
    for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(hexCode(hex.slice(i, i + 4))) ?? '';
  };
  // Tokens: a font choice, a hex string, a text array, or an operator that places text anew.
  for (const token of content.matchAll(
    /\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>\s*Tj|\[([^[\]]*)\]\s*TJ|\b(Td|TD|Tm|T\*|ET)\b/g,
  )) {
    if (token[1]) font = fonts.get(token[1]) ?? new Map();
    else if (token[2] !== undefined) show(token[2]);
    else if (token[3] !== undefined) for (const part of token[3].matchAll(/<([0-9a-fA-F]*)>/g)) show(part[1]!);
    else if (!text.endsWith('\n')) text += '\n';
  }
  return text;
}

/** The text of each printed page, in order. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  return pageObjects(objects).map((page) => pageText(page, objects));
}

/** The page's text on one line, runs joined by spaces, for `toContain` on phrases that wrap. */
export const flatText = (page: string) => page.replace(/\s+/g, ' ').trim();
