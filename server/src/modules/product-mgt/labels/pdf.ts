import { existsSync } from 'node:fs';
import { pdfkit } from '../../../core/util/on-first-use';
import { darkRects, hrtText, type LabelLayout, type LaidText } from './label-layout';

// The PDF of a laid-out label (pdfkit): one page of the label's size, everything vector, drawn from the same dots as
// the ZPL (1 dot = 72/dpi pt). Texts in Helvetica; a text beyond Latin-1 (Chinese) in a CJK font when the machine has
// one (CJK_FONTS), else its glyphs are missing: docs/labels-packaging.md, "Fonts".

const CJK_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];
let cjkFont: string | null | undefined;

// a collection's face by its PostScript name
const ttcFace = (file: string) => (file.includes('wqy') ? 'WenQuanYiZenHei' : 'NotoSansCJKsc-Regular');

function cjk(): string | null {
  if (cjkFont === undefined) cjkFont = CJK_FONTS.find((f) => existsSync(f)) ?? null;
  return cjkFont;
}

export function toPdf(layout: LabelLayout, copies = 1): Promise<Buffer> {
  return toPdfPages(Array.from({ length: copies }, () => layout));
}

/** one page per layout (labels of one design with different values: a batch of reels). */
export function toPdfPages(layouts: readonly LabelLayout[]): Promise<Buffer> {
  const doc = new (pdfkit())({ margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = { cjk: false };
  for (const layout of layouts) {
    const k = 72 / layout.dpi;
    doc.addPage({ size: [layout.width * k, layout.height * k], margin: 0 });
    for (const item of layout.items) {
      if (item.kind === 'text') drawText(doc, item, k, fonts);
      else if (item.kind === 'rect') drawRect(doc, item, k);
      else {
        for (const r of darkRects(item)) doc.rect(r.x * k, r.y * k, r.w * k, r.h * k);
        doc.fill('black');
        if (item.kind === 'code128' && item.hrt) {
          const t = hrtText(item, layout.dpi);
          doc.font('Helvetica').fontSize(t.height * k);
          const w = doc.widthOfString(t.text);
          drawText(doc, { ...t, x: t.centre - w / k / 2 }, k, fonts);
        }
      }
    }
  }
  doc.end();
  return done;
}

function drawText(doc: PDFKit.PDFDocument, t: LaidText, k: number, fonts: { cjk: boolean }): void {
  const wide = /[\u0100-\uffff]/.test(t.text);
  const font = cjk();
  if (wide && font) {
    if (!fonts.cjk) doc.registerFont('cjk', font, font.endsWith('.ttc') ? ttcFace(font) : undefined);
    fonts.cjk = true;
    doc.font('cjk');
  } else doc.font(t.bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.fontSize(t.height * k);
  const w = doc.widthOfString(t.text);
  const h = t.height * k;
  // Rotate about the field's corner so the rotated text's box starts at (x, y), as ^FO places it.
  const at: Record<number, [number, number, number]> = {
    0: [0, 0, 0],
    90: [h, 0, 0],
    180: [w, h, 0],
    270: [0, w, 0],
  };
  const [dx, dy] = at[t.rotation];
  doc
    .save()
    .translate(t.x * k + dx, t.y * k + dy)
    .rotate(t.rotation);
  doc.fillColor('black').text(t.text, 0, 0, { lineBreak: false });
  if (t.bold && wide) doc.text(t.text, 0.4, 0, { lineBreak: false });
  doc.restore();
}

function drawRect(
  doc: PDFKit.PDFDocument,
  r: { x: number; y: number; w: number; h: number; thickness: number },
  k: number,
): void {
  const t = Math.min(r.thickness, r.w, r.h);
  if (t * 2 >= Math.min(r.w, r.h)) {
    doc.rect(r.x * k, r.y * k, r.w * k, r.h * k).fill('black');
    return;
  }
  // A frame: the stroke sits inside the box, as ^GB draws it.
  doc
    .lineWidth(t * k)
    .rect((r.x + t / 2) * k, (r.y + t / 2) * k, (r.w - t) * k, (r.h - t) * k)
    .stroke('black');
}
