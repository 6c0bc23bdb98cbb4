import { inflateSync } from 'node:zlib';

// Tests only: the text of a PDF that pdfkit wrote (compressed or not). pdfkit draws embedded
// fonts by glyph id (hex strings in TJ arrays) and maps the ids back to Unicode in each font's
// ToUnicode CMap; this follows both, enough to find what a page says. Not a general PDF reader.

interface PdfObject {
  body: string;
}

/** Objects by number; a FlateDecode stream inflated in place (bytes kept as latin1 text). */
function objectsOf(pdf: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    let body = match[2]!;
    const stream = body.match(/^([\s\S]*?)stream\r?\n([\s\S]*)\r?\nendstream/);
    if (stream && /\/Filter \/FlateDecode/.test(stream[1]!)) {
      body = `${stream[1]}stream\n${inflateSync(Buffer.from(stream[2]!, 'latin1')).toString('latin1')}\nendstream`;
    }
    objects.set(match[1]!, { body });
  }
  return objects;
}

const hexUnits = (hex: string) => hex.match(/[0-9a-fA-F]{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];

/** Glyph id -> text, from a ToUnicode CMap's bfrange (arrays or a start value) and bfchar entries. */
function cmapOf(stream: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCharCode(...hexUnits(hex));
  for (const [, ranges = ''] of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', target = ''] of ranges.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(from, 16);
      const end = parseInt(to, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex = ''], index) => map.set(start + index, text(hex)));
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let id = start; id <= end; id += 1) map.set(id, String.fromCharCode(first + id - start));
      }
    }
  }
  for (const [, chars = ''] of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, id = '', hex = ''] of chars.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(id, 16), text(hex));
  }
  return map;
}

/** Every string the pages draw, in drawing order, one entry per text object (BT ... ET). */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  if (!source.startsWith('%PDF-')) throw new Error('not a PDF');
  const objects = objectsOf(source);
  const cmapByObject = new Map<string, Map<number, string>>();
  const fontCmap = (objectNumber: string) => {
    if (!cmapByObject.has(objectNumber)) {
      const toUnicode = objects.get(objectNumber)?.body.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const stream = toUnicode ? objects.get(toUnicode)?.body : undefined;
      cmapByObject.set(objectNumber, stream ? cmapOf(Buffer.from(stream, 'latin1').toString('utf8')) : new Map());
    }
    return cmapByObject.get(objectNumber)!;
  };
  const runs: string[] = [];
  for (const page of [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.body))) {
    const fonts = new Map<string, string>();
    const resources = page.body.match(/\/Resources (\d+) 0 R/)?.[1];
    const resourceBody = resources ? (objects.get(resources)?.body ?? '') : page.body;
    const fontDictionary = resourceBody.match(/\/Font <<([\s\S]*?)>>/)?.[1] ?? '';
    for (const [, name = '', objectNumber = ''] of fontDictionary.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name, objectNumber);
    const contents = page.body.match(/\/Contents (\d+) 0 R/)?.[1];
    const content = contents ? (objects.get(contents)?.body ?? '') : '';
    let cmap = new Map<number, string>();
    for (const [, block = ''] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let text = '';
      for (const [, font, shown] of block.matchAll(/\/(\S+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
        if (font) cmap = fontCmap(fonts.get(font) ?? '');
        else if (shown) for (const [, hex = ''] of shown.matchAll(/<([0-9a-fA-F]*)>/g)) text += hexUnits(hex).map((id) => cmap.get(id) ?? '\uFFFD').join('');
      }
      runs.push(text);
    }
  }
  return runs;
}

/** All the text of the pages, whitespace removed: what a test can search whatever the line breaks. */
export function pdfTextSquashed(pdf: Buffer): string {
  return pdfTextRuns(pdf).join('').replace(/\s+/g, '');
}

export const squash = (text: string) => text.replace(/\s+/g, '');
