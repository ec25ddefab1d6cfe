import { declareCall } from './declare-call';
import { field } from './fields';

// The lookups of 000 §3 and §7 beside the standard calls (material by code, by customer mapping and by ids; a
// station's function and fault list; a warehouse's places; label templates from designs) and the on-hand stock
// views. The view variants (icitem/view, product/view, aux_msg/type/list) take the resource engine's list body and
// are served undeclared.

type Row = Record<string, unknown>;
/** a warehouse place with the places under it */
export type PlaceNode = Row & { children: PlaceNode[] };
/** a non-zero balance of a material (and batch) at a warehouse and place */
export type OnHandRow = {
  id: number;
  stock_id: number;
  stock_fnumber: string;
  stock_fname: string;
  stock_place_id: number | null;
  stock_place_fnumber: string | null;
  stock_place_fname: string | null;
  icitem_id: number;
  icitem_fnumber: string;
  icitem_fname: string;
  icitem_fspec: string;
  batch_no: string | null;
  fqty: number;
  updated_at: string;
};

/** the material properties on-hand stock can be searched by */
export const ON_HAND_PROPERTIES = ['fnumber', 'fname', 'fspec', 'fdesc'] as const;

const B = 'basicdata';
const mapping = field.object({ fmapnumber: field.text(64), organization_id: field.int(1) });
const ofStation = field.object({ station_id: field.id() });

export const BASICDATA_LOOKUP = {
  materialByCode: declareCall<Row>()({
    path: `${B}/icitem/fnumber`,
    summary: 'a material by its code',
    input: field.object({ fnumber: field.text(64) }),
  }),
  materials: declareCall<Row[]>()({
    path: `${B}/icitem/multi`,
    summary: 'materials by ids',
    input: field.object({ ids: field.ids() }),
  }),
  materialOfMapping: declareCall<Row>()({
    path: `${B}/icitem/mapping`,
    summary: 'the material a customer code maps to',
    input: mapping,
  }),
  mapping: declareCall<Row>()({
    path: `${B}/icitem_mapping/fmapnumber`,
    summary: 'a mapping by customer code, with its material',
    input: mapping,
  }),
  snPatterns: declareCall<{ id: number; fnumber: string; fname: string; sn_regex: string }[]>()({
    path: `${B}/product/product_regex/list`,
    summary: 'the serial-number patterns of products',
    input: field.object({ product_id: field.id().optional() }),
  }),
  stationFunction: declareCall<Row>()({
    path: `${B}/station/get_function`,
    summary: 'the function of a station',
    input: ofStation,
  }),
  stationFaults: declareCall<Row[]>()({
    path: `${B}/station/gzxx/list`,
    summary: 'the fault-info list of a station',
    input: ofStation,
  }),
  placeTree: declareCall<PlaceNode[]>()({
    path: `${B}/stock_place/tree`,
    summary: 'the places of a warehouse as a tree',
    input: field.object({ stock_id: field.id() }),
  }),
  templateFromDesign: declareCall<Row>()({
    path: `${B}/label_template/create_by_label_design_id`,
    summary: 'a label template copied from a barcode label design',
    input: field.object({
      label_design_id: field.id(),
      fnumber: field.text(64).optional(),
      fname: field.text(128).optional(),
    }),
  }),
};

export const ON_HAND = {
  ofStock: declareCall<OnHandRow[]>()({
    path: `${B}/stock/immediate`,
    summary: 'on-hand stock of a warehouse (or all)',
    input: field.object({ stock_id: field.id().optional() }),
  }),
  byProperty: declareCall<OnHandRow[]>()({
    path: `${B}/stock/by_property`,
    summary: 'on-hand stock of the materials whose code, name, specification or description contains the text',
    input: field.object({
      property: field.oneOf(ON_HAND_PROPERTIES).default('fspec'),
      value: field.text(128),
      stock_id: field.id().optional(),
    }),
  }),
  ofPlace: declareCall<OnHandRow[]>()({
    path: `${B}/stock_place/immediate`,
    summary: 'on-hand stock at a place',
    input: field.object({ stock_place_id: field.id() }),
  }),
};
