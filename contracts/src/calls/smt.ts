import { z } from 'zod';
import type { SmtFeedingStep, SmtScanVerdict } from '../smt';
import { SMT_REEL_STEPS, type SmtReelStep, type WorkCert } from '../smt-feeding-client';
import { declareCall } from './declare-call';
import { coded, field, ID_INPUT, rule } from './fields';
import type { Row } from './smt-plans';

// SMT calls beyond the engine's standard set (docs/api.md, "SMT"): the feeding steps and reads of
// /api/v1/work/smt_feeding/..., the line queue (production_scheduling), the settings and the bad-mark lookup. The
// process plan, feeder list and steel mesh calls are in ./smt-plans.ts.

/** a list call's answer: the rows a filter selects (the tracing lists' filter syntax) */
export type ListRows = { list: Row[]; [k: string]: unknown };

/** what a feeding step answers: the document after the step */
export type FeedingStepAnswer = {
  id: number;
  status: number;
  turn: number;
  turn_count: number;
  step: SmtFeedingStep;
  verdict: SmtScanVerdict;
  message: string;
  slot: string | null;
};

/** a settings call's answer: the values now and what each setting takes */
export type SettingsAnswer = { values: Record<string, number | boolean>; settings: Record<string, unknown> };

/** `{}` reads the settings; `{ values: { key: value } }` changes those keys first (each checked by its setting) */
export const SETTINGS_INPUT = field.object({
  values: z.record(z.string(), z.unknown(), coded('smt.settings_values_object')).optional(),
});

const W = 'work/smt_feeding';
const id = field.id();
const slot = field.text(32);
/** the work certificate prepare answered: checked against the feeding (its refusals name the feeding's number) */
const workCert = z.unknown().optional();
/** a list call's body: its filter (tracing-list syntax) */
const listInput = field.object({ filter: z.string(coded('input.string')).optional() });

const REEL_STEP_SUMMARIES: Record<SmtReelStep, string> = {
  scanning: 'load a reel onto a slot of the current turn (verified against the feeder list)',
  scan_checking: 'check a loaded reel of the current turn; the last slot of the last turn puts the feeding to work',
  full_checking: 'check every slot again (a round starts from a running state)',
  splicing: 'splice a new reel onto a running slot (waits for splice_checking)',
  splice_checking: 'check a splice',
  changing: 'change the reel of a running slot (waits for change_checking)',
  change_checking: 'check a reel change',
  unloading: 'take the reel off a slot',
};

/** a reel step's body: the slot and the reel's barcode (its material code and turn when known) */
const reelInput = field.object({
  id,
  work_cert: workCert,
  slot,
  barcode: field.text(128),
  fnumber: field.text(64).optional(),
  icitem_id: field.id().optional(),
  turn: field.int(1).optional(),
});

const reelStep = (step: SmtReelStep) =>
  declareCall<FeedingStepAnswer & { slot_state: Row; check: Row }>()({
    path: `${W}/${step}`,
    summary: REEL_STEP_SUMMARIES[step],
    input: reelInput,
  });

/** the eight reel steps of a feeding, by step */
export const SMT_REEL_CALLS = Object.fromEntries(SMT_REEL_STEPS.map((s) => [s, reelStep(s)])) as Record<
  SmtReelStep,
  ReturnType<typeof reelStep>
>;

export const SMT_FEEDING = {
  prepare: declareCall<FeedingStepAnswer & WorkCert & { turns: number[] }>()({
    path: `${W}/prepare`,
    summary: 'copy the feeder list into the feeding (first time) and answer a work_cert valid 24 h',
    input: ID_INPUT,
  }),
  finish: declareCall<FeedingStepAnswer>()({
    path: `${W}/finish`,
    summary: 'close the feeding (idle)',
    input: field.object({ id, work_cert: workCert }),
  }),
  sync: declareCall<FeedingStepAnswer>()({
    path: `${W}/sync`,
    summary: 'copy the feeder list again into a prepared feeding that has not loaded anything',
    input: field.object({ id, work_cert: workCert }),
  }),
  unlockSlot: declareCall<FeedingStepAnswer>()({
    path: `${W}/unlock_slot`,
    summary: 'unlock a slot locked by failed scans (supervisor), with a reason',
    // the reason is read first (as the call always did)
    input: field.object({
      reason: field
        .text(256)
        .trim()
        .refine((r) => r !== '', coded('smt.unlock_reason_required')),
      id,
      slot,
    }),
  }),
  entries: declareCall<Row & { entries: Row[]; allowed_steps: string[] }>()({
    path: `${W}/get_entries`,
    summary: 'the slots of a feeding with their reels and progress (one turn when given)',
    input: field.object({ id, turn: field.int(1).optional() }),
  }),
  ofOrder: declareCall<(Row & { entries: Row[] }) | null>()({
    path: `${W}/getsmtfeeding`,
    summary: "an SMT order's open feeding (else its latest) with its slots; null when none",
    input: field.object({ smt_order_id: field.id() }),
  }),
  pendingChanges: declareCall<Row[]>()({
    path: `${W}/change/get_entries`,
    summary: 'the slots whose splice or reel change waits for its check',
    input: ID_INPUT,
  }),
  changes: declareCall<ListRows>()({
    path: `${W}/change/list`,
    summary:
      'splices and reel changes: time, operator, slot, old and new reel (filter smt_feeding_id:, slot:, from:, to:)',
    input: listInput,
  }),
  log: declareCall<ListRows>()({
    path: `${W}/log/list`,
    summary:
      'every step of feedings, refused scans included: time, operator, slot, reel, verdict, status move (filter smt_feeding_id:, step:, verdict:, slot:, from:, to:)',
    input: listInput,
  }),
  trace: declareCall<{ smt_order_id: number; at: string; slots: Row[] }>()({
    path: `${W}/trace`,
    summary: 'the reels on the slots of an SMT order at a moment (at) or when a serial number passed its line (sn)',
    // the moment: when sn passed the line, else at
    input: field
      .object({
        smt_order_id: field.id(),
        sn: field.text(64).optional(),
        at: field.dateTime().optional(),
        slot: field.text(32).optional(),
      })
      .refine(
        ...rule<{ sn?: string; at?: Date }>(
          (b) => b.sn !== undefined || b.at !== undefined,
          'at',
          'input.date_time_string',
        ),
      ),
  }),
  export: declareCall<Blob>()({
    path: `${W}/export`,
    summary: 'the feedings a filter selects (.xlsx)',
    input: field.object({ filter: z.string(coded('input.string')).optional(), locale: field.locale().optional() }),
  }),
};

/** a changeover between two consecutive orders of a line queue: the materials kept, loaded and unloaded */
export type SchedulingTransition = {
  from: (Row & { fbillno?: string }) | null;
  to: (Row & { fbillno?: string }) | null;
  keep: number;
  load: { fnumber: string; fname?: string }[];
  unload: { fnumber: string; fname?: string }[];
  slot_changes: { slot: string }[];
};

const S = 'product_mgt/production_scheduling';

export const SMT_SCHEDULING = {
  append: declareCall<Row>()({
    path: `${S}/append`,
    summary: "put an SMT order (smt_order_id) or a work order (worder_id) at the end of its line's queue",
    input: field
      .object({ product_line_id: field.id(), smt_order_id: field.id().optional(), worder_id: field.id().optional() })
      .refine(
        ...rule<{ smt_order_id?: number; worder_id?: number }>(
          (b) => (b.smt_order_id === undefined) !== (b.worder_id === undefined),
          'smt_order_id',
          'smt.order_or_worder',
        ),
      ),
  }),
  move: declareCall<Row>()({
    path: `${S}/move`,
    summary: 'move a queued order to another position of its line (1 = next)',
    input: field.object({ id, to_position: field.int(1) }),
  }),
  settings: declareCall<SettingsAnswer>()({
    path: `${S}_log/setting`,
    summary: 'scheduling settings ({} reads; { values } changes): remove_on_finish, max_queue',
    input: SETTINGS_INPUT,
  }),
  differential: declareCall<{ product_line_id: number; queue: Row[]; transitions: SchedulingTransition[] }>()({
    path: `${S}_log/get_differential_material`,
    summary: 'the materials that differ between consecutive orders of a line queue',
    input: field.object({ product_line_id: field.id() }),
  }),
};

export const SMT_BAD_MARK = {
  isExisted: declareCall<{ existed: boolean; marks: Row[] }>()({
    path: 'product_mgt/smt_bad_mark/isexisted',
    summary: 'whether a board (and position) is marked bad, with its marks',
    input: field.object({
      barcode: field.text(128).refine((b) => b.trim() !== '', coded('input.not_blank')),
      position: field.int(0).optional(),
    }),
  }),
};
