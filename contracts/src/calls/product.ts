import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, MAX_INT, rule, UPLOAD_SHAPE } from './fields';
import { listFilter } from './product-kit';
import type { Row } from './smt-plans';
import { localeOrZh } from './stock-kit';

// product_mgt calls of work orders, their serial numbers, rework orders and workflows beyond the resources' standard
// set (docs/api.md, "Production data"). Numbering: ./product-numbering.ts; labels, packaging and glue:
// ./product-labels.ts; bindings and order reports: ./product-definitions.ts. The status moves of worder and reworder
// are the engine's machine calls (ID_INPUT).

const P = 'product_mgt';

/** the fields of a work order one call reads each (worder/<field>) */
export const ORDER_FIELDS = ['software_version', 'steel_mesh', 'steel_mesh2'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
/** the most serial numbers one reworder_sn/enter takes */
export const MAX_REWORK_SNS = 10_000;
/** the most stations a workflow has */
export const MAX_WORKFLOW_STATIONS = 200;

/** a page of serial numbers with their routing state */
export type SnListAnswer = { list: Row[]; total: number; [k: string]: unknown };
/** what entering serial numbers into a rework order did */
export type ReworkEntered = { entered: number; already: number; in_other_rework: number };
/** a workflow's station in order */
export type WorkflowStation = Row;

/** a serial number of a list: a string not blank, of at most `max` characters as sent; trimmed after */
const listedSn = (max: number) => {
  const c = coded('product.string_at_most', { max });
  return z
    .string(c)
    .refine((s) => s.trim() !== '' && s.length <= max, c)
    .transform((s) => s.trim());
};

/** up to `maxItems` serial numbers (at least one); repeats dropped, order kept */
const snList = (maxItems: number, max = 64) => {
  const c = coded('product.strings_array', { max: maxItems });
  return z
    .array(listedSn(max), c)
    .min(1, c)
    .max(maxItems, c)
    .transform((v) => [...new Set(v)]);
};

const worderSheet = (name: string, summary: string) =>
  declareCall<Blob>()({
    path: `${P}/worder/${name}`,
    summary,
    input: field.object({ worder_id: field.id(), locale: localeOrZh() }),
  });

const orderField = (name: OrderField) =>
  declareCall<Row>()({
    path: `${P}/worder/${name}`,
    summary: `the ${name.replace('_', ' ')} of a work order`,
    input: field.object({ worder_id: field.id() }),
  });

export const WORDER_CALLS = {
  getOrder: declareCall<Row>()({
    path: `${P}/worder/getorder`,
    summary: 'a work order by number, with product, line, workflow and customer',
    input: field.object({ fbillno: field.text(64) }),
  }),
  software_version: orderField('software_version'),
  steel_mesh: orderField('steel_mesh'),
  steel_mesh2: orderField('steel_mesh2'),
  inShift: declareCall<Row[]>()({
    path: `${P}/worder/get_order_contain_shift`,
    summary: 'orders of a line working during the shift (08:00-20:00, 20:00-08:00) holding `at`',
    // at: now when absent
    input: field.object({ product_line_id: field.id(), at: field.dateTime().optional() }),
  }),
  exportTestItems: worderSheet('export_test_items', 'the test items of every station report of an order (.xlsx)'),
  exportSnStatus: worderSheet('export_sn_status', 'every SN of an order with where it stands (.xlsx)'),
  customerExport: worderSheet(
    'customer_export',
    "an order's SNs for its customer: product, order, customer code and part number, final result (.xlsx)",
  ),
};

export const WORDER_SN_CALLS = {
  generate: declareCall<Row>()({
    path: `${P}/worder/sn/generate`,
    summary:
      'generate serial numbers ${sn_prefix or fbillno}${000001…} up to fqty, or from an SN policy (sn_policy_id)',
    input: field
      .object({
        worder_id: field.id(),
        count: field.int(1).optional(),
        sn_policy_id: field.id().optional(),
        /** a retry with the same key answers the first build (with sn_policy_id only) */
        key: field.text(64).optional(),
      })
      .refine(
        ...rule<{ sn_policy_id?: number; key?: string }>(
          (b) => b.key === undefined || b.sn_policy_id !== undefined,
          'key',
          'product.sn_key_needs_policy',
        ),
      ),
  }),
  import: declareCall<{ imported: number; total: number }>()({
    path: `${P}/worder/sn/import`,
    summary: 'import serial numbers from a sheet with an sn column, all or none',
    input: field.object({ worder_id: field.id(), ...UPLOAD_SHAPE }),
  }),
  list: declareCall<SnListAnswer>()({
    path: `${P}/worder/sn/list`,
    summary: 'the serial numbers of a work order with their routing state',
    input: field.object({ worder_id: field.id(), filter: listFilter() }),
  }),
};

export const REWORK_SN_CALLS = {
  enter: declareCall<ReworkEntered>()({
    path: `${P}/reworder_sn/enter`,
    summary: 'enter serial numbers of the original order into a rework order',
    input: field.object({ reworder_id: field.id(), sns: snList(MAX_REWORK_SNS) }),
  }),
  enterAll: declareCall<ReworkEntered>()({
    path: `${P}/reworder_sn/enter_all`,
    summary: 'enter every SN of the original order that has reports or is done',
    input: field.object({ reworder_id: field.id() }),
  }),
  import: declareCall<ReworkEntered>()({
    path: `${P}/reworder_sn/import`,
    summary: 'enter the serial numbers of a sheet with an sn column, all or none',
    input: field.object({ reworder_id: field.id(), ...UPLOAD_SHAPE }),
  }),
  list: declareCall<SnListAnswer>()({
    path: `${P}/reworder_sn/list`,
    summary: 'the serial numbers of a rework order with their routing state',
    input: field.object({ reworder_id: field.id(), filter: listFilter() }),
  }),
  delete: declareCall<{ id: number }>()({
    path: `${P}/reworder_sn/delete`,
    summary: 'remove an SN from a rework order (its earlier routing state comes back)',
    input: field.object({ id: field.id() }),
  }),
  deleteAll: declareCall<{ deleted: number }>()({
    path: `${P}/reworder_sn/delete_by_reworder_id`,
    summary: 'remove every SN from a rework order',
    input: field.object({ reworder_id: field.id() }),
  }),
};

const stationIds = () => {
  const c = coded('product.workflow_station_ids', { max: MAX_WORKFLOW_STATIONS });
  const id = coded('input.positive_int');
  // in order, as given: a station twice is the service's to refuse (product.workflow_station_twice)
  return z.array(z.number(id).int(id).min(1, id).max(MAX_INT, id), c).max(MAX_WORKFLOW_STATIONS, c);
};

export const WORKFLOW_CALLS = {
  stations: declareCall<WorkflowStation[]>()({
    path: `${P}/workflow/stations`,
    summary: 'the stations of a workflow in order, with station and station function',
    input: field.object({ workflow_id: field.id() }),
  }),
  setStations: declareCall<WorkflowStation[]>()({
    path: `${P}/workflow/set_stations`,
    summary: 'replace the stations of a workflow (refused while an order in production follows it)',
    input: field.object({ workflow_id: field.id(), station_ids: stationIds() }),
  }),
};
