import { refuse } from '../../../core/api/app.exception';
import {
  ELEMENT_TYPES,
  ROTATIONS,
  SYMBOLOGIES,
  type ElementType,
  type LabelElement,
  type Rotation,
  type Symbology,
} from './label-design.types';
import { hasControlCharacter, isLabelVariable, variablesOf } from './label-variables';

// The check of a design's JSON (label_design.design, or the body of an unsaved render): each refusal names its place,
// `design.elements[3].type: must be one of text, variable, barcode, line, box`.

export const MAX_ELEMENTS = 200;
const MAX_TEXT = 500;
type Obj = Record<string, unknown>;
type Size = { width_mm: number; height_mm: number };

const ALLOWED: Record<ElementType, readonly string[]> = {
  text: ['type', 'x', 'y', 'text', 'font_mm', 'bold', 'rotation'],
  variable: ['type', 'x', 'y', 'variable', 'prefix', 'font_mm', 'bold', 'rotation'],
  barcode: ['type', 'x', 'y', 'symbology', 'data', 'module_mm', 'height_mm', 'hrt'],
  line: ['type', 'x', 'y', 'length_mm', 'thickness_mm', 'orientation'],
  box: ['type', 'x', 'y', 'w', 'h', 'thickness_mm'],
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** the design's elements, checked against the label's size; the first bad place answers 400 naming it. */
export function checkDesign(value: unknown, size: Size, at = 'design'): { elements: LabelElement[] } {
  if (!isObj(value)) throw refuse(at, 'product.label_design_object');
  for (const k of Object.keys(value)) if (k !== 'elements') throw refuse(`${at}.${k}`, 'input.unknown_field');
  const list = value.elements;
  if (!Array.isArray(list) || list.length > MAX_ELEMENTS)
    throw refuse(`${at}.elements`, 'product.label_elements_array', { max: MAX_ELEMENTS });
  return { elements: list.map((e, i) => checkElement(e, size, `${at}.elements[${i}]`)) };
}

function checkElement(e: unknown, size: Size, at: string): LabelElement {
  if (!isObj(e)) throw refuse(at, 'input.object');
  const type = e.type;
  if (typeof type !== 'string' || !(ELEMENT_TYPES as readonly string[]).includes(type))
    throw refuse(`${at}.type`, 'input.one_of', { values: ELEMENT_TYPES.join(', ') });
  const t = type as ElementType;
  for (const k of Object.keys(e))
    if (!ALLOWED[t].includes(k)) throw refuse(`${at}.${k}`, 'product.label_not_element_field', { type: t });
  const r = new Reader(e, at);
  const x = r.num('x', 0, size.width_mm);
  const y = r.num('y', 0, size.height_mm);
  switch (t) {
    case 'text':
      return { type: t, x, y, text: r.template('text', false), ...textStyle(r) };
    case 'variable': {
      const variable = r.str('variable', 64);
      if (!isLabelVariable(variable))
        throw refuse(`${at}.variable`, 'product.label_unknown_variable', { name: variable });
      return { type: t, x, y, variable, prefix: r.str('prefix', 64, ''), ...textStyle(r) };
    }
    case 'barcode': {
      const symbology = r.oneOf('symbology', SYMBOLOGIES) as Symbology;
      return {
        type: t,
        x,
        y,
        symbology,
        data: r.template('data', true),
        module_mm: r.num('module_mm', 0.1, 5, 0.33),
        height_mm: r.num('height_mm', 1, size.height_mm, 10),
        hrt: r.bool('hrt', true),
      };
    }
    case 'line': {
      const orientation = r.oneOf('orientation', ['h', 'v'], 'h') as 'h' | 'v';
      const room = orientation === 'h' ? size.width_mm - x : size.height_mm - y;
      return {
        type: t,
        x,
        y,
        orientation,
        length_mm: r.num('length_mm', 0.1, Math.max(0.1, room)),
        thickness_mm: r.num('thickness_mm', 0.1, 10, 0.3),
      };
    }
    case 'box':
      return {
        type: t,
        x,
        y,
        w: r.num('w', 0.1, Math.max(0.1, size.width_mm - x)),
        h: r.num('h', 0.1, Math.max(0.1, size.height_mm - y)),
        thickness_mm: r.num('thickness_mm', 0.1, 10, 0.3),
      };
  }
}

function textStyle(r: Reader): { font_mm: number; bold: boolean; rotation: Rotation } {
  return {
    font_mm: r.num('font_mm', 1, 100, 3),
    bold: r.bool('bold', false),
    rotation: r.oneOf('rotation', ROTATIONS, 0) as Rotation,
  };
}

// Reads one element's fields, each refusal naming `<at>.<field>`.
class Reader {
  constructor(
    private readonly e: Obj,
    private readonly at: string,
  ) {}

  num(k: string, min: number, max: number, dflt?: number): number {
    const v = this.e[k] ?? dflt;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw refuse(`${this.at}.${k}`, 'product.label_number_mm');
    if (v < min || v > max) throw refuse(`${this.at}.${k}`, 'product.label_range_mm', { min, max: round(max) });
    return Math.round(v * 1000) / 1000;
  }

  str(k: string, max: number, dflt?: string): string {
    const v = this.e[k] ?? dflt;
    if (typeof v !== 'string' || (dflt === undefined && v.trim() === ''))
      throw refuse(`${this.at}.${k}`, 'input.non_empty_string');
    if (v.length > max) throw refuse(`${this.at}.${k}`, 'input.too_long', { max });
    // one line per field: a printer would print a control character as garbage or not at all
    if (hasControlCharacter(v)) throw refuse(`${this.at}.${k}`, 'product.label_control_characters');
    return v;
  }

  bool(k: string, dflt: boolean): boolean {
    const v = this.e[k] ?? dflt;
    if (typeof v !== 'boolean') throw refuse(`${this.at}.${k}`, 'input.boolean');
    return v;
  }

  oneOf(k: string, values: readonly (string | number)[], dflt?: string | number): string | number {
    const v = this.e[k] ?? dflt;
    if (!values.includes(v as string | number))
      throw refuse(`${this.at}.${k}`, 'input.one_of', { values: values.join(', ') });
    return v as string | number;
  }

  /** text with `${variable}`s: every variable must be known. */
  template(k: string, nonEmpty: boolean): string {
    const v = this.str(k, MAX_TEXT, nonEmpty ? undefined : '');
    if (!nonEmpty && v.trim() === '') throw refuse(`${this.at}.${k}`, 'input.non_empty_string');
    for (const name of variablesOf(v))
      if (!isLabelVariable(name)) throw refuse(`${this.at}.${k}`, 'product.label_unknown_template_variable', { name });
    return v;
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;
