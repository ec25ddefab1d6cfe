import { z } from 'zod';
import type { Translated } from '../locale';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import type { Row } from './smt-plans';

// label_design, packaging_plan and glue_plan beyond the standard set (001 §7 plus render and variables;
// docs/labels-packaging.md). glue/items/list takes the list body of glue_item and is served undeclared.

const P = 'product_mgt';

/** the levels of a packaging plan */
export const PACKING_LEVELS = ['unit', 'box', 'carton', 'pallet'] as const;
export type PackingLevel = (typeof PACKING_LEVELS)[number];
/** the resolutions a label prints at (dots per inch) */
export const LABEL_DPIS = [203, 300, 600] as const;
/** what label_design/render writes: a PDF, ZPL, an SVG preview or one barcode element as PNG */
export const RENDER_FORMATS = ['pdf', 'zpl', 'svg', 'png'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];
/** the label types of a label design */
export const LABEL_DESIGN_TYPES = ['sn', 'box', 'carton', 'pallet', 'material', 'other'] as const;

/** a variable a label may print, with its label and a sample */
export type LabelVariable = { name: string; source: string; label: Translated; sample: string };
/** the label design of a label type for an order's product */
export type LabelOfType = { label_type: string; id: number; fnumber: string; fname: string; product_id: number | null };

const level = () => field.oneOf(PACKING_LEVELS);
/** a weight in kg (packaging) or g (glue): 0 to 100000 */
const weight = () => field.number(0, 100_000, 'product.packaging_weight_range');
/** a label's width or height: 5 to 300 mm */
const dimension = () => field.number(5, 300, 'product.label_dimension').optional();
const dpiCode = coded('input.one_of', { values: LABEL_DPIS.join(', ') });

type RenderBody = {
  id?: number;
  width_mm?: number;
  height_mm?: number;
  dpi?: number | null;
  design?: unknown;
};
/** a saved design (id) or an unsaved one (width_mm, height_mm, design): with id, none of these */
const SIZED = ['width_mm', 'height_mm', 'dpi', 'design'] as const;
const renderInput = () => {
  let input = field.object({
    format: field.oneOf(RENDER_FORMATS).nullish(),
    id: field.id().optional(),
    width_mm: dimension(),
    height_mm: dimension(),
    dpi: z
      .number(dpiCode)
      .refine((v) => (LABEL_DPIS as readonly number[]).includes(v), dpiCode)
      .nullish(),
    // the elements, checked against the label's size by the server (product.label_* codes)
    design: z.unknown().optional(),
    worder_id: field.id().optional(),
    sn: z
      .string(coded('product.label_sn_length'))
      .min(1, coded('product.label_sn_length'))
      .max(64, coded('product.label_sn_length'))
      .optional(),
    samples: field.bool().optional(),
    // variable -> text or number; each checked by the server (product.label_not_variable, label_value_invalid)
    values: z.record(z.string(), z.unknown(), coded('product.label_values_object')).optional(),
    // png: the index of the barcode element, checked against the design (product.label_barcode_index)
    element: z.unknown().optional(),
    copies: z
      .number(coded('product.label_copies'))
      .int(coded('product.label_copies'))
      .min(1, coded('product.label_copies'))
      .max(100, coded('product.label_copies'))
      .optional(),
  });
  for (const k of SIZED)
    input = input.refine(
      ...rule<RenderBody>((b) => b.id === undefined || b[k] === undefined, k, 'product.label_id_or_design'),
    ) as typeof input;
  return input
    .refine(
      ...rule<RenderBody>((b) => b.id !== undefined || b.width_mm !== undefined, 'width_mm', 'product.label_dimension'),
    )
    .refine(
      ...rule<RenderBody>(
        (b) => b.id !== undefined || b.height_mm !== undefined,
        'height_mm',
        'product.label_dimension',
      ),
    )
    .refine(
      ...rule<RenderBody>((b) => b.id !== undefined || b.design !== undefined, 'id', 'product.label_design_missing'),
    );
};

export const LABEL_CALLS = {
  render: declareCall<Blob>()({
    path: `${P}/label_design/render`,
    summary:
      'a label as PDF, ZPL, an SVG preview or one barcode as PNG (the file), from a saved design or an unsaved one',
    input: renderInput(),
  }),
  variables: declareCall<LabelVariable[]>()({
    path: `${P}/label_design/variables`,
    summary: 'the variables a label may print, with samples',
    input: field.object({}),
  }),
  typesOfOrder: declareCall<LabelOfType[]>()({
    path: `${P}/label_design/query_labeltype_by_worder`,
    summary:
      "the label design of each label type for a work order's product (the product's own first, else a general one)",
    input: field.object({ worder_id: field.id() }),
  }),
  packingLabels: declareCall<Row | Row[]>()({
    path: `${P}/label_design/get_packing_label_design`,
    summary: 'the label design of a level (or of every level) of the packaging plan a work order packs by',
    input: field.object({ worder_id: field.id(), level: level().optional() }),
  }),
  fromBasic: declareCall<Row>()({
    path: `${P}/label_design/create_by_barcode_label_design_id`,
    summary:
      'a label design copied from a basic-data barcode label design (size, resolution and layout; the layout checked)',
    // fnumber and fname: the basic design's when absent
    input: field.object({
      barcode_label_design_id: field.id(),
      fnumber: field.text(64).optional(),
      fname: field.text(128).optional(),
      label_type: field.oneOf(LABEL_DESIGN_TYPES).nullish(),
      product_id: field.id().nullish(),
    }),
  }),
};

const levelValue = <F extends 'weight' | 'tolerance'>(name: F) =>
  declareCall<Row>()({
    path: `${P}/packaging_plan/update_${name}`,
    summary: `set the ${name === 'weight' ? 'expected weight' : 'weight tolerance'} (kg) of one level of a packaging plan`,
    input: field.object({ id: field.id(), level: level(), [name]: weight() } as {
      id: ReturnType<typeof field.id>;
      level: ReturnType<typeof level>;
    } & Record<F, ReturnType<typeof weight>>),
  });

const glueBound = <F extends 'min_weight' | 'max_weight'>(name: F) =>
  declareCall<Row>()({
    path: `${P}/glue_plan/update_${name}`,
    summary: `set the ${name === 'min_weight' ? 'minimum' : 'maximum'} glue weight (g) of a glue plan`,
    input: field.object({ id: field.id(), [name]: weight() } as { id: ReturnType<typeof field.id> } & Record<
      F,
      ReturnType<typeof weight>
    >),
  });

export const PACKAGING_CALLS = {
  used: declareCall<{ id: number; used: boolean; worders: { id: number; fbillno: string; status: number }[] }>()({
    path: `${P}/packaging_plan/used`,
    summary: 'whether and where a packaging plan is used: the orders it packs',
    input: field.object({ id: field.id() }),
  }),
  ofOrder: declareCall<Row>()({
    path: `${P}/packaging_plan/query_packingtype_by_worder`,
    summary: "the packaging plan a work order packs by (its own, else its product's), with its levels",
    input: field.object({ worder_id: field.id() }),
  }),
  updateWeight: levelValue('weight'),
  updateTolerance: levelValue('tolerance'),
};

export const GLUE_CALLS = {
  updateMinWeight: glueBound('min_weight'),
  updateMaxWeight: glueBound('max_weight'),
  typesOfOrder: declareCall<{ glue_type: string; glue_plan_ids: number[] }[]>()({
    path: `${P}/glue_plan/query_gluetype_by_worder`,
    summary: "the glue types of a work order's product",
    input: field.object({ worder_id: field.id() }),
  }),
  plansOfOrder: declareCall<Row[]>()({
    path: `${P}/glue_plan/query_glue_plan_by_worder`,
    summary: "the glue plans of a work order's product",
    input: field.object({ worder_id: field.id() }),
  }),
};
