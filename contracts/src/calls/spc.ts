import {
  SPC_CHART_MAX_POINTS,
  type SpcAlarm,
  type SpcBaseline,
  type SpcCapability,
  type SpcChartAnswer,
  type SpcLinePanel,
} from '../spc';
import { declareCall } from './declare-call';
import { field } from './fields';

// Statistical process control (issue 35, docs/spc.md): the calls beyond the characteristic resource's standard set.

const S = 'spc';
export const SPC_ALARM_STATES = ['open', 'released', 'all'] as const;

export const SPC_CALLS = {
  /** permission spc.spc_characteristic.freeze: a quality engineer's */
  freeze: declareCall<SpcBaseline>()({
    path: `${S}/spc_characteristic/freeze`,
    summary:
      "freeze a characteristic's control limits from a baseline window of its points (from_seq..to_seq, or the last `last` points; default all since the last freeze): in force until the next freeze",
    input: field.object({
      id: field.id(),
      from_seq: field.int(1).optional(),
      to_seq: field.int(1).optional(),
      last: field.int(2, SPC_CHART_MAX_POINTS).optional(),
      fdesc: field.optText(256),
    }),
    refusals: ['spc.no_characteristic', 'spc.baseline_too_small', 'spc.baseline_flat', 'spc.baseline_range'],
  }),
  chart: declareCall<SpcChartAnswer>()({
    path: `${S}/spc_characteristic/chart`,
    summary: `a characteristic's points as columns (the last \`limit\`, at most ${SPC_CHART_MAX_POINTS}), the limits in force and its open alarms`,
    input: field.object({
      id: field.id(),
      limit: field.int(1, SPC_CHART_MAX_POINTS).default(500),
      station_id: field.id().optional(),
    }),
    refusals: ['spc.no_characteristic'],
  }),
  capability: declareCall<SpcCapability | null>()({
    path: `${S}/spc_characteristic/capability`,
    summary: `Cp, Cpk, Pp, Ppk with 95 % intervals and the histogram over a window of a characteristic's points (the last \`limit\`, at most ${SPC_CHART_MAX_POINTS}; of one station): null for attribute charts, without spec limits or variation`,
    input: field.object({
      id: field.id(),
      limit: field.int(1, SPC_CHART_MAX_POINTS).default(500),
      station_id: field.id().optional(),
    }),
    refusals: ['spc.no_characteristic'],
  }),
  alarms: declareCall<{ list: SpcAlarm[] }>()({
    path: `${S}/spc_alarm/list`,
    summary:
      'SPC alarms, newest first: state open (default), released or all; product_line_id, station_id; at most 500',
    input: field.object({
      state: field.oneOf(SPC_ALARM_STATES).default('open'),
      product_line_id: field.id().optional(),
      station_id: field.id().optional(),
      limit: field.int(1, 500).default(100),
    }),
  }),
  /** permission spc.spc_alarm.release: a supervisor's; the password re-entered as a login signature */
  release: declareCall<SpcAlarm>()({
    path: `${S}/spc_alarm/release`,
    summary:
      'release an open SPC alarm (and its hold): cause, corrective action, and the password re-entered (nonce and sign as for user/login)',
    input: field.object({
      id: field.id(),
      cause: field.trimmed(512),
      action: field.trimmed(512),
      nonce: field.text(100),
      sign: field.text(128),
    }),
    refusals: ['spc.no_alarm', 'spc.alarm_released', 'spc.wrong_password'],
  }),
  /** public: a kanban screen's token or a user holding spc.spc_alarm.line */
  line: declareCall<SpcLinePanel>()({
    path: `${S}/spc_alarm/line`,
    summary: "a line's open SPC alarms and its characteristics' last points (the board's SPC panel): product_line_id",
    input: field.object({ product_line_id: field.id(), points: field.int(1, 100).default(30) }),
  }),
};
