import { z } from 'zod';
import type { Genealogy } from '../genealogy';
import type { RecallRow } from '../tracing-dashboard';
import { declareCall } from './declare-call';
import { coded, field, ID_INPUT, localeOrZh, rule } from './fields';

// The product collection and tracing calls of 001 §7 (v1 product_coll) that read what station reports stored
// (docs/api.md), and the genealogy of issue 18 (docs/tracing-dashboard.md): backward from a serial number, forward
// (recall) from a reel barcode, a supplier lot or a material.

type Row = Record<string, unknown>;
const SN_MAX = 64;
const sn = field.object({ sn: field.text(SN_MAX) });
/** a list's body: the list grammar (from:/to: on created_at ...) */
const listInput = field.object({ filter: z.string(coded('input.string')).optional() });

/** what a recall starts from: a reel barcode alone, or a lot (of a material), or a material */
export type RecallBy = { barcode?: string; lot?: string; icitem_id?: number };
/** a recall's answer: every serial number and box that may contain it */
export type RecallAnswer = { by: RecallBy; reels: string[]; list: RecallRow[]; sns: number; truncated: boolean };

const RECALL_SHAPE = {
  barcode: field.text(128).optional(),
  lot: field.text(64).optional(),
  icitem_id: field.id().optional(),
};
const recallRules = <S extends z.ZodType<RecallBy, unknown>>(o: S) =>
  o
    .refine(
      ...rule<RecallBy>(
        (b) => b.barcode !== undefined || b.lot !== undefined || b.icitem_id !== undefined,
        'barcode',
        'tracing.recall_what_required',
      ),
    )
    .refine(
      ...rule<RecallBy>(
        (b) => b.barcode === undefined || (b.lot === undefined && b.icitem_id === undefined),
        'barcode',
        'tracing.recall_barcode_alone',
      ),
    );

const P = 'product_coll';

export const TRACING = {
  stationLogs: declareCall<{ list: Row[]; total: number }>()({
    path: `${P}/station_log/list`,
    summary: 'station reports: the list grammar with from:/to: on created_at, each with station and work order',
    input: listInput,
  }),
  stationLog: declareCall<Row>()({
    path: `${P}/station_log/get`,
    summary: 'one station report with station and work order',
    input: ID_INPUT,
  }),
  stationLogDetails: declareCall<Row>()({
    path: `${P}/station_log/details`,
    summary: 'one station report with its test items',
    input: ID_INPUT,
  }),
  items: declareCall<{ list: Row[]; total?: number }>()({
    path: `${P}/product_item/list`,
    summary: 'serial numbers of work orders with where each stands, order, product and line',
    input: listInput,
  }),
  item: declareCall<Row>()({
    path: `${P}/product_item/get`,
    summary: 'one serial number with where it stands',
    input: sn,
  }),
  findItem: declareCall<Row>()({
    path: `${P}/product_item/find`,
    summary: 'exactly this serial number, or 400',
    input: sn,
  }),
  searchItems: declareCall<Row[]>()({
    path: `${P}/product_item/search_key`,
    summary: 'up to 50 serial numbers containing the text',
    input: field.object({ search_key: field.text(SN_MAX) }),
  }),
  track: declareCall<Row>()({
    path: `${P}/product_track`,
    summary: 'the whole path of one serial number: item, reports with test items, flow steps',
    input: sn,
  }),
};

export const GENEALOGY = {
  backward: declareCall<Genealogy>()({
    path: `${P}/product_track/genealogy`,
    summary:
      'backward genealogy of a serial number: track, order, plan, BOM, reels on its slots at placement, parts, box, pallet, movements',
    input: sn,
  }),
  recall: declareCall<RecallAnswer>()({
    path: `${P}/product_track/recall`,
    summary:
      'forward genealogy: every serial number and box that may contain a reel { barcode }, a lot { lot, icitem_id? } or a material { icitem_id }',
    input: recallRules(field.object(RECALL_SHAPE)),
  }),
  recallSheet: declareCall<Blob>()({
    path: `${P}/product_track/recall/export`,
    summary: 'the recall list as xlsx ({ barcode | lot | icitem_id, locale? })',
    input: recallRules(field.object({ ...RECALL_SHAPE, locale: localeOrZh() })),
  }),
};
