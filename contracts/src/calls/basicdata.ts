import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field } from './fields';
import type { StockedAt } from './stock-kit';

// The lookups of 000 §3 and §7 beside the standard calls (material by code, by customer mapping and by ids; a
// station's function and fault list; a warehouse's places; label templates from designs) and the on-hand stock
// views. The view variants (icitem/view, product/view, aux_msg/type/list) take the resource engine's list body and
// are served undeclared.

type Row = Record<string, unknown>;
/** a warehouse place with the places under it */
export type PlaceNode = Row & { children: PlaceNode[] };
/** a non-zero balance of a material (and batch) at a warehouse and place */
export type OnHandRow = StockedAt & {
  id: number;
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

/** what a scan parser read from a text: its fields (PARSER_UID, PARSER_ICITEM_FNUMBER, ...) */
export type ParsedScan = Record<string, unknown>;

export const SCAN_PARSER = {
  eval: declareCall<ParsedScan>()({
    path: `${B}/scancode_parser/eval`,
    summary: 'run a parser on scanned text: PARSER_UID, PARSER_ICITEM_FNUMBER, PARSER_ICITEM_FMAPNUMBER, PARSER_FQTY',
    input: field.object({
      parser_id: field.id(),
      ftype: field.text(64).optional(),
      data: z.string(coded('basicdata.scan_data_text')),
    }),
  }),
};

/** a spreadsheet kept for an import, named by its draft_id */
export type Draft = { draft_id: string; filename: string; size?: number } & Record<string, unknown>;

const draft = (ext: 'xlsx' | 'xls') =>
  declareCall<Draft>()({
    path: `upload/drafts/${ext}`,
    summary: `upload a .${ext} spreadsheet as a draft for an import`,
    // or the file itself as the raw body, named by X-Filename
    input: field.object({
      filename: z.string(coded('input.string')).optional(),
      content_base64: z
        .string(coded('basicdata.base64_text'))
        .refine((c) => /^[A-Za-z0-9+/=\s]*$/.test(c), coded('basicdata.base64_text')),
    }),
  });

export const UPLOAD = { xlsx: draft('xlsx'), xls: draft('xls') };

/** the back office's description of every resource and every call */
export const META = {
  resources: declareCall<Record<string, unknown>[]>()({
    path: 'meta/resources',
    summary: 'fields, types, labels, relations and actions of every resource',
    input: field.object({}),
  }),
  routes: declareCall<Record<string, unknown>[]>()({
    path: 'meta/routes',
    summary: 'every call with the permission it needs',
    input: field.object({}),
  }),
};
