import { RENDER_FORMATS, type RenderFormat } from '@mes/contracts';
import type pg from 'pg';
import { bwipjs } from '../../../core/util/on-first-use';
import { refuse } from '../../../core/api/app.exception';
import { FileAnswer } from '../../../core/api/file-answer';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { checkDesign } from './label-design.check';
import { LABEL_DPIS, type BarcodeElement, type LabelDesign } from './label-design.types';
import { designVariables, layLabel, mmToDots } from './label-layout';
import { fillTemplate, sampleValues } from './label-variables';
import { LabelValuesService } from './label-values.service';
import { toPdf, toPdfPages } from './pdf';
import { toSvg } from './svg';
import { toZpl } from './zpl';

export { RENDER_FORMATS, type RenderFormat };
type Body = Record<string, unknown>;

const TYPES: Record<RenderFormat, string> = {
  pdf: 'application/pdf',
  zpl: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

// label_design/render (docs/labels-packaging.md, "Rendering"): a saved design (`id`) or an unsaved one (the screen's
// live preview sends width_mm, height_mm, dpi and design), its values resolved, laid out once in dots and written as
// ZPL, PDF, the SVG preview, or one barcode element as a PNG (bwip-js).
export class LabelRenderService {
  private readonly values: LabelValuesService;

  constructor(
    pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
  ) {
    this.values = new LabelValuesService(pool);
  }

  async render(body: Body): Promise<FileAnswer> {
    const format = body.format ?? 'pdf';
    if (!(RENDER_FORMATS as readonly unknown[]).includes(format))
      throw refuse('format', 'input.one_of', { values: RENDER_FORMATS.join(', ') });
    const { design, name, copies } = await this.designOf(body);
    const values = await this.valuesFor(design, body);
    const file = `${name}.${format as RenderFormat}`;
    if (format === 'png') return new FileAnswer(await barcodePng(design, body.element, values), file, TYPES.png);
    const layout = layLabel(design, values);
    const n = copiesOf(body, copies);
    if (format === 'zpl') return new FileAnswer(Buffer.from(toZpl(layout, n), 'utf8'), file, TYPES.zpl);
    if (format === 'svg')
      return new FileAnswer(Buffer.from(toSvg(layout, design.width_mm, design.height_mm), 'utf8'), file, TYPES.svg);
    return new FileAnswer(await toPdf(layout, n), file, TYPES.pdf);
  }

  /** one saved design printed once per set of values (a batch of reels): one ZPL job or one PDF of as many pages. */
  async renderMany(id: number, many: readonly Body[], format: 'zpl' | 'pdf'): Promise<FileAnswer> {
    const { design, name } = await this.designOf({ id });
    const layouts = [];
    for (const values of many) layouts.push(layLabel(design, await this.valuesFor(design, { values })));
    if (format === 'zpl')
      return new FileAnswer(Buffer.from(layouts.map((l) => toZpl(l)).join(''), 'utf8'), `${name}.zpl`, TYPES.zpl);
    return new FileAnswer(await toPdfPages(layouts), `${name}.pdf`, TYPES.pdf);
  }

  private async designOf(body: Body): Promise<{ design: LabelDesign; name: string; copies: number }> {
    if (body.id !== undefined) {
      for (const k of ['width_mm', 'height_mm', 'dpi', 'design'])
        if (body[k] !== undefined) throw refuse(k, 'product.label_id_or_design');
      const id = body.id;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647)
        throw refuse('id', 'input.positive_int');
      const row = await this.resources.get(this.def, id);
      const size = { width_mm: Number(row.width_mm), height_mm: Number(row.height_mm) };
      const { elements } = checkDesign(row.design, size);
      return {
        design: { ...size, dpi: Number(row.dpi), elements },
        name: String(row.fnumber),
        copies: Number(row.copies),
      };
    }
    const size = { width_mm: dimension(body, 'width_mm'), height_mm: dimension(body, 'height_mm') };
    const dpi = body.dpi ?? 203;
    if (!(LABEL_DPIS as readonly unknown[]).includes(dpi))
      throw refuse('dpi', 'input.one_of', { values: LABEL_DPIS.join(', ') });
    if (body.design === undefined) throw refuse('id', 'product.label_design_missing');
    return { design: { ...size, dpi: dpi as number, ...checkDesign(body.design, size) }, name: 'label', copies: 1 };
  }

  // Every variable the design prints needs a value; `samples: true` fills the missing ones with the catalogue's samples.
  private async valuesFor(design: LabelDesign, body: Body): Promise<Record<string, string>> {
    if (body.worder_id !== undefined) {
      const w = body.worder_id;
      if (typeof w !== 'number' || !Number.isInteger(w) || w < 1 || w > 2147483647)
        throw refuse('worder_id', 'input.positive_int');
    }
    if (body.sn !== undefined && (typeof body.sn !== 'string' || body.sn === '' || body.sn.length > 64))
      throw refuse('sn', 'product.label_sn_length');
    if (body.samples !== undefined && typeof body.samples !== 'boolean') throw refuse('samples', 'input.boolean');
    const resolved = await this.values.resolve(body);
    const values = body.samples === true ? { ...sampleValues(), ...resolved } : resolved;
    for (const name of designVariables(design))
      if (values[name] === undefined) throw refuse(`values.${name}`, 'product.label_value_missing', { name });
    return values;
  }
}

function dimension(body: Body, k: string): number {
  const v = body[k];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 5 || v > 300) throw refuse(k, 'product.label_dimension');
  return v;
}

function copiesOf(body: Body, dflt: number): number {
  const v = body.copies ?? dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 100) throw refuse('copies', 'product.label_copies');
  return v;
}

// One barcode element as a PNG at the printer's resolution (the module in whole dots, as printed).
async function barcodePng(design: LabelDesign, element: unknown, values: Record<string, string>): Promise<Buffer> {
  if (typeof element !== 'number' || !Number.isInteger(element) || element < 0 || element >= design.elements.length)
    throw refuse('element', 'product.label_barcode_index', { max: design.elements.length - 1 });
  const e = design.elements[element];
  if (e.type !== 'barcode') throw refuse('element', 'product.label_not_barcode', { index: element, type: e.type });
  // laid out first for its refusals (empty data, not ASCII for Code 128, not encodable)
  layLabel({ ...design, elements: [e] }, values);
  const b: BarcodeElement = e;
  return bwipjs().toBuffer({
    bcid: b.symbology,
    text: fillTemplate(b.data, values),
    scale: Math.max(1, mmToDots(b.module_mm, design.dpi)),
    ...(b.symbology === 'code128' ? { height: b.height_mm, includetext: b.hrt, textxalign: 'center' as const } : {}),
    ...(b.symbology === 'qrcode' ? { eclevel: 'M' } : {}),
  });
}
