import { bwipjs } from '../../../core/util/on-first-use';
import { refuse } from '../../../core/api/app.exception';
import type { LabelDesign, LabelElement, Rotation } from './label-design.types';
import { fillTemplate, variablesOf } from './label-variables';

// One design and its values resolved into printer dots at the design's dpi: the one layout the ZPL, PDF and SVG
// renderers draw, so the three agree to the dot. Barcodes are encoded here once (bwip-js), so every output draws the
// same bars and cells; the ZPL printer re-encodes from the data with the same module size.

export type LaidText = {
  kind: 'text';
  x: number;
  y: number;
  height: number;
  bold: boolean;
  rotation: Rotation;
  text: string;
};
export type LaidCode128 = {
  kind: 'code128';
  x: number;
  y: number;
  module: number;
  height: number;
  hrt: boolean;
  data: string;
  /** bar and space widths in modules, starting with a bar */
  sbs: number[];
  /** the symbol's width in dots */
  width: number;
};
export type LaidMatrix = {
  kind: 'qrcode' | 'datamatrix';
  x: number;
  y: number;
  module: number;
  data: string;
  cols: number;
  rows: number;
  /** row-major cells, 1 dark */
  cells: number[];
};
export type LaidRect = { kind: 'rect'; x: number; y: number; w: number; h: number; thickness: number };
export type LaidItem = LaidText | LaidCode128 | LaidMatrix | LaidRect;
export type LabelLayout = { dpi: number; width: number; height: number; items: LaidItem[] };

/** the variables the design prints, in order of first use */
export function designVariables(design: LabelDesign): string[] {
  const names = design.elements.flatMap((e) =>
    e.type === 'text'
      ? variablesOf(e.text)
      : e.type === 'variable'
        ? [e.variable]
        : e.type === 'barcode'
          ? variablesOf(e.data)
          : [],
  );
  return [...new Set(names)];
}

export function mmToDots(mm: number, dpi: number): number {
  return Math.round((mm * dpi) / 25.4);
}

export function layLabel(design: LabelDesign, values: Readonly<Record<string, string>>): LabelLayout {
  const dots = (mm: number) => mmToDots(mm, design.dpi);
  return {
    dpi: design.dpi,
    width: dots(design.width_mm),
    height: dots(design.height_mm),
    items: design.elements.map((e, i) => layElement(e, values, dots, `design.elements[${i}]`)),
  };
}

function layElement(
  e: LabelElement,
  values: Readonly<Record<string, string>>,
  dots: (mm: number) => number,
  at: string,
): LaidItem {
  const x = dots(e.x);
  const y = dots(e.y);
  switch (e.type) {
    case 'text':
    case 'variable': {
      const text = e.type === 'text' ? fillTemplate(e.text, values) : `${e.prefix}${values[e.variable] ?? ''}`;
      return { kind: 'text', x, y, height: Math.max(1, dots(e.font_mm)), bold: e.bold, rotation: e.rotation, text };
    }
    case 'barcode': {
      const data = fillTemplate(e.data, values);
      if (data === '') throw refuse(`${at}.data`, 'product.label_barcode_empty');
      const module = Math.max(1, dots(e.module_mm));
      if (e.symbology === 'code128') {
        // Code 128 carries ASCII only; the printer's ^BC would drop anything else.
        if (/[^\x20-\x7e]/.test(data)) throw refuse(`${at}.data`, 'product.label_barcode_not_ascii', { data });
        const sbs = encode(e.symbology, data, at).sbs ?? [];
        const modules = sbs.reduce((a, b) => a + b, 0);
        return {
          kind: 'code128',
          x,
          y,
          module,
          height: Math.max(1, dots(e.height_mm)),
          hrt: e.hrt,
          data,
          sbs,
          width: modules * module,
        };
      }
      const m = encode(e.symbology, data, at);
      return { kind: e.symbology, x, y, module, data, cols: m.pixx ?? 0, rows: m.pixy ?? 0, cells: m.pixs ?? [] };
    }
    case 'line': {
      const t = Math.max(1, dots(e.thickness_mm));
      const len = Math.max(1, dots(e.length_mm));
      return e.orientation === 'h'
        ? { kind: 'rect', x, y, w: len, h: t, thickness: t }
        : { kind: 'rect', x, y, w: t, h: len, thickness: t };
    }
    case 'box':
      return { kind: 'rect', x, y, w: dots(e.w), h: dots(e.h), thickness: Math.max(1, dots(e.thickness_mm)) };
  }
}

type Raw = { sbs?: number[]; pixs?: number[]; pixx?: number; pixy?: number };

// QR codes at error correction M (the ZPL renderer asks the printer for M too).
function encode(symbology: string, data: string, at: string): Raw {
  try {
    const raw = bwipjs().raw(symbology, data, symbology === 'qrcode' ? 'eclevel=M' : '') as unknown as Raw[];
    return raw[0];
  } catch (err) {
    throw refuse(`${at}.data`, 'product.label_barcode_not_encodable', {
      symbology,
      reason: (err as Error).message.replace(/^[^:]*: ?/, ''),
    });
  }
}

export type DotRect = { x: number; y: number; w: number; h: number };

/** the dark parts of a barcode as rectangles in dots: each bar, or each run of dark cells in a row. */
export function darkRects(item: LaidCode128 | LaidMatrix): DotRect[] {
  const rects: DotRect[] = [];
  if (item.kind === 'code128') {
    let cx = item.x;
    item.sbs.forEach((w, i) => {
      if (i % 2 === 0) rects.push({ x: cx, y: item.y, w: w * item.module, h: item.height });
      cx += w * item.module;
    });
    return rects;
  }
  for (let r = 0; r < item.rows; r++) {
    let c = 0;
    while (c < item.cols) {
      if (!item.cells[r * item.cols + c]) {
        c++;
        continue;
      }
      const from = c;
      while (c < item.cols && item.cells[r * item.cols + c]) c++;
      const m = item.module;
      rects.push({ x: item.x + from * m, y: item.y + r * m, w: (c - from) * m, h: m });
    }
  }
  return rects;
}

/** Code 128's human-readable line as the PDF and SVG draw it: centred below the bars, about 2.5 mm high. */
export function hrtText(item: LaidCode128, dpi: number): LaidText & { centre: number } {
  const height = Math.max(8, Math.round(dpi / 10));
  return {
    kind: 'text',
    x: item.x,
    y: item.y + item.height + Math.round(height / 5),
    height,
    bold: false,
    rotation: 0,
    text: item.data,
    centre: item.x + item.width / 2,
  };
}
