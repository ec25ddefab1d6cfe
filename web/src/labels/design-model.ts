// The label design as the details screen edits it: the element types and their fields as the server checks them
// (server/src/modules/product-mgt/labels/label-design.check.ts), defaults for a new element, and what a design prints.

export const ELEMENT_TYPES = ['text', 'variable', 'barcode', 'line', 'box'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const SYMBOLOGIES = ['code128', 'qrcode', 'datamatrix'] as const;
export const ROTATIONS = [0, 90, 180, 270] as const;

/** one element as JSON; the fields of its type (label-design.types.ts on the server) */
export type DesignElement = { type: ElementType; x: number; y: number } & Record<string, unknown>;
export type LabelSize = { width_mm: number; height_mm: number; dpi: number };

export function newElement(type: ElementType, x = 2, y = 2): DesignElement {
  switch (type) {
    case 'text':
      return { type, x, y, text: 'Text', font_mm: 3, bold: false, rotation: 0 };
    case 'variable':
      return { type, x, y, variable: 'sn', prefix: '', font_mm: 3, bold: false, rotation: 0 };
    case 'barcode':
      return { type, x, y, symbology: 'code128', data: '${sn}', module_mm: 0.25, height_mm: 8, hrt: true };
    case 'line':
      return { type, x, y, length_mm: 20, thickness_mm: 0.3, orientation: 'h' };
    case 'box':
      return { type, x, y, w: 20, h: 10, thickness_mm: 0.3 };
  }
}

/** the field the "size" column edits for this element */
export function sizeField(e: DesignElement): string {
  if (e.type === 'text' || e.type === 'variable') return 'font_mm';
  if (e.type === 'barcode') return e.symbology === 'code128' ? 'height_mm' : 'module_mm';
  if (e.type === 'line') return 'length_mm';
  return 'w';
}

/** the field the "content" column edits: the text, the variable's name or the barcode's data */
export function contentField(e: DesignElement): string | null {
  if (e.type === 'text') return 'text';
  if (e.type === 'variable') return 'variable';
  if (e.type === 'barcode') return 'data';
  return null;
}

/** the elements of a stored design (anything else: none) */
export function readElements(design: unknown): DesignElement[] {
  const list = typeof design === 'object' && design !== null ? (design as { elements?: unknown }).elements : null;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is DesignElement =>
      typeof e === 'object' && e !== null && (ELEMENT_TYPES as readonly unknown[]).includes((e as DesignElement).type),
  );
}

/** the variables the elements print, in order of first use */
export function usedVariables(elements: DesignElement[]): string[] {
  const names: string[] = [];
  for (const e of elements) {
    if (e.type === 'variable' && typeof e.variable === 'string') names.push(e.variable);
    for (const k of ['text', 'data'])
      if (typeof e[k] === 'string')
        for (const m of (e[k] as string).matchAll(/\$\{([^}]*)\}/g)) names.push(m[1].trim());
  }
  return [...new Set(names)];
}
