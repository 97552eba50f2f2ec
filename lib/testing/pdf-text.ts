import { inflateSync } from 'node:zlib';

// The text of a PDF pdfkit wrote, page by page, for tests to read what a person would: each page's content
// stream decoded through its fonts' ToUnicode maps (pdfkit writes glyphs as 4-digit hex codes of a subset).

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const start = body.indexOf('stream\n');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    let data = Buffer.from(body.slice(start + 'stream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    objects.set(Number(match[1]), { dict, stream: data });
  }
  return objects;
}

const refOf = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A font's glyph code → its text, from its ToUnicode map's ranges. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => {
      const units = hex.split(' ').map((unit) => parseInt(unit, 16));
      map.set(parseInt(start, 16) + i, String.fromCharCode(...units));
    });
  }
  return map;
}

/** Each page's text, in the order written; a text block (BT … ET) on its own line. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const catalog = [...objects.values()].find((object) => /\/Type \/Catalog/.test(object.dict))!;
  const pages = objects.get(refOf(catalog.dict, 'Pages'))!;
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pages.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  return kids.map((kid) => {
    const page = objects.get(kid)!;
    const resources = objects.get(refOf(page.dict, 'Resources'))?.dict ?? page.dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, ref] of (/\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref))!;
      const cmap = objects.get(refOf(font.dict, 'ToUnicode'));
      fonts.set(name, unicodeMap(cmap?.stream?.toString('latin1') ?? ''));
    }
    const content = objects.get(refOf(page.dict, 'Contents'))!.stream!.toString('latin1');
    let font = new Map<number, string>();
    let text = '';
    for (const [, fontName, hexArray, ends] of content.matchAll(/\/(\S+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ|\b(ET)\b/gi)) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else if (ends) text += '\n';
      else
        for (const [, hex] of hexArray.matchAll(/<([0-9a-f]*)>/gi))
          for (let i = 0; i < hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
    }
    return text;
  });
}
