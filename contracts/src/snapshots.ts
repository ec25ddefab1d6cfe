import type { LineHour, StationCounters, WorderProgress } from './production';

// What a join answers as `snapshot` for each kind of room (server/src/modules/realtime/snapshots.ts); the deltas then
// keep it current (docs/events.md). The screens read these defensively all the same: a snapshot crosses the network.

export type LineRow = { id: number; fnumber: string; fname: string; line_type: string };
export type StationRow = { id: number; fnumber: string; fname: string; product_line_id: number | null };
export type WorderRow = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_id: number | null;
  product_line_id?: number | null;
  workflow_id: number | null;
};
/** One station of a work order's flow, in flow order. */
export type FlowStepRow = { seq: number; id: number; fnumber: string; fname: string };

/** `line:<id>`: the line, its hours of the last 12, and its working orders with their progress and counters. */
export type LineSnapshot = {
  line: LineRow | null;
  hours: LineHour[];
  orders: (WorderRow & { progress: WorderProgress; stations: StationCounters[] })[];
};

/** `worder:<id>`: the order, its progress, the counters of each station and its flow. */
export type WorderSnapshot = {
  worder: WorderRow | null;
  progress: WorderProgress;
  stations: StationCounters[];
  steps: FlowStepRow[];
};

/** `station:<id>`: the station and its counters for every order it worked on. */
export type StationSnapshot = { station: StationRow | null; orders: StationCounters[] };
