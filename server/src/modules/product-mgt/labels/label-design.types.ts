// The design of a label (docs/labels-packaging.md, "The design"): its size and printer resolution, and elements placed
// in millimetres from the top-left corner. Texts and barcode data may hold variables `${worder.fbillno}`.

export const SYMBOLOGIES = ['code128', 'qrcode', 'datamatrix'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const ELEMENT_TYPES = ['text', 'variable', 'barcode', 'line', 'box'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export { LABEL_DPIS } from '@mes/contracts';

type At = { x: number; y: number };
type TextStyle = { font_mm: number; bold: boolean; rotation: Rotation };

/** literal text, which may hold variables */
export type TextElement = At & TextStyle & { type: 'text'; text: string };
/** one variable's value, after an optional literal prefix ("SN: ") */
export type VariableElement = At & TextStyle & { type: 'variable'; variable: string; prefix: string };
/** module_mm: the narrow bar (code128) or the cell (qrcode, datamatrix); height_mm only for code128 */
export type BarcodeElement = At & {
  type: 'barcode';
  symbology: Symbology;
  data: string;
  module_mm: number;
  height_mm: number;
  /** code128: print the data below the bars */
  hrt: boolean;
};
export type LineElement = At & { type: 'line'; length_mm: number; thickness_mm: number; orientation: 'h' | 'v' };
export type BoxElement = At & { type: 'box'; w: number; h: number; thickness_mm: number };

export type LabelElement = TextElement | VariableElement | BarcodeElement | LineElement | BoxElement;

/** what the renderers need: the columns width_mm, height_mm, dpi and the design's elements. */
export type LabelDesign = { width_mm: number; height_mm: number; dpi: number; elements: LabelElement[] };
