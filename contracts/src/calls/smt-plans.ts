import { declareCall } from './declare-call';
import { coded, field, rule, UPLOAD_SHAPE } from './fields';
import { z } from 'zod';
import { SETTINGS_INPUT, type SettingsAnswer } from './smt';

// product_mgt calls of process plans, feeder lists and steel meshes beyond the standard set (docs/api.md, "SMT").
// Answers are records of the engine's resources (icpp, smt_feeder, steel_mesh): `Row`, their fields by the
// resource's declaration (/api/v1/meta/resources).

/** a record as the resource engine answers it */
export type Row = Record<string, unknown>;
/** the most slots a feeder list takes in one call */
export const MAX_FEEDER_ENTRIES = 2000;

const P = 'product_mgt';
const byId = { id: field.id() };

export const SMT_PLANS = {
  icppJoin: declareCall<Row[]>()({
    path: `${P}/icpp/join`,
    summary: 'join work orders to a process plan',
    input: field
      .object({ worder_ids: field.ids(500), ...byId })
      .refine(...rule<{ worder_ids: number[] }>((b) => b.worder_ids.length > 0, 'worder_ids', 'smt.worder_ids_empty')),
  }),
  icppFreeze: declareCall<Row>()({
    path: `${P}/icpp/freeze`,
    summary: 'freeze a process plan (freeze: false unfreezes): no new SMT order, start or feeding on it',
    input: field.object({ ...byId, freeze: field.bool().default(true), reason: field.optText(256) }),
  }),
  icppUnfreeze: declareCall<Row>()({
    path: `${P}/icpp/unfreeze`,
    summary: 'unfreeze a process plan',
    input: field.object(byId),
  }),
  feederEntries: declareCall<Row>()({
    path: `${P}/smt_feeder/entries`,
    summary: 'a feeder list with its slots',
    input: field.object(byId),
  }),
  feederSetEntries: declareCall<Row>()({
    path: `${P}/smt_feeder/set_entries`,
    summary: 'replace the slots of a feeder list',
    // each slot is read by the feeder list's own reader (its refusals name entries[i].field)
    input: field.object({
      ...byId,
      entries: z
        .array(z.unknown(), coded('smt.entries_array', { max: MAX_FEEDER_ENTRIES }))
        .max(MAX_FEEDER_ENTRIES, coded('smt.entries_array', { max: MAX_FEEDER_ENTRIES })),
    }),
  }),
  feederNewVersion: declareCall<Row>()({
    path: `${P}/smt_feeder/new_version`,
    summary: 'copy a feeder list with its slots as the next version',
    input: field.object(byId),
  }),
  feederExport: declareCall<Blob>()({
    path: `${P}/smt_feeder/custom_export`,
    summary: 'a feeder list as .xlsx in the F4 (full) or F2 (short) layout',
    input: field.object({
      ...byId,
      layout: field.oneOf(['F4', 'F2']).default('F4'),
      locale: field.locale().default('zh-CN'),
    }),
  }),
  feederImport: declareCall<{ imported: number }>()({
    path: `${P}/smt_feeder/import`,
    summary: 'replace the slots of a feeder list from an F4 sheet, all or none',
    input: field.object({ ...byId, ...UPLOAD_SHAPE }),
  }),
  feederCustomImport: declareCall<{ imported: number }>()({
    path: `${P}/smt_feeder/custom_import`,
    summary: 'replace the slots of a feeder list from a sheet in the F4 or F2 layout, all or none',
    input: field.object({ ...byId, layout: field.oneOf(['F4', 'F2']).default('F2'), ...UPLOAD_SHAPE }),
  }),
  feederSettings: declareCall<SettingsAnswer>()({
    path: `${P}/smt_feeder/setting`,
    summary: 'feeding settings ({} reads; { values } changes): lock_after_failures',
    input: SETTINGS_INPUT,
  }),
  feederLatest: declareCall<Row[]>()({
    path: `${P}/smt_feeder/latested`,
    summary: 'the newest version of the feeder lists of a process plan, product or code',
    input: field
      .object({ icpp_id: field.id().optional(), product_id: field.id().optional(), fnumber: field.text(64).optional() })
      .refine(
        ...rule<{ icpp_id?: number; product_id?: number; fnumber?: string }>(
          (b) => b.icpp_id !== undefined || b.product_id !== undefined || b.fnumber !== undefined,
          'fnumber',
          'input.non_empty_string',
        ),
      ),
  }),
  feederLatestOfChain: declareCall<Row>()({
    path: `${P}/smt_feeder/latested_by_parent_id`,
    summary: 'the newest version in the chain of a feeder list',
    input: field.object({ parent_id: field.id() }),
  }),
  meshesOfPlan: declareCall<Row[]>()({
    path: `${P}/steel_mesh/list_by_icppid`,
    summary: 'the steel meshes assigned to a process plan',
    input: field.object({ icpp_id: field.id() }),
  }),
  meshesUsable: declareCall<Row[]>()({
    path: `${P}/steel_mesh/list_by_icppid2`,
    summary: "the steel meshes a process plan can use: its own and its product's unassigned ones",
    input: field.object({ icpp_id: field.id() }),
  }),
  meshShelve: declareCall<Row>()({
    path: `${P}/steel_mesh/update_shelved`,
    summary: 'shelve (1) or unshelve (2) a steel mesh, optionally at a location',
    input: field.object({
      ...byId,
      shelved: field.int(0),
      location: z
        .string(coded('input.string'))
        .max(64, coded('input.too_long', { max: 64 }))
        .optional(),
    }),
  }),
};
