import type { FigureRef, ReelOnSlot } from './tracing-dashboard';

// The backward genealogy of a serial number (product_track/genealogy, docs/tracing-dashboard.md), shared by the
// server that writes it and the screens that read it. `Time` is what a moment is on each side: the server holds the
// database's Date, the screens read the ISO string JSON made of it.

export type TraceTestItem = {
  id: number;
  name: string;
  value: string;
  lower: string;
  upper: string;
  unit: string;
  result: number;
};

/** a station report (product_coll/station_log list, details and the genealogy's logs) */
export type TraceStationLog<Time = string> = {
  id: number;
  sn: string;
  seq: number;
  result: number;
  first_pass: boolean;
  source: string;
  operator: string;
  created_at: Time;
  station: FigureRef;
  worder: { id: number; fbillno: string };
  test_items?: TraceTestItem[];
};

/** an SN and where it stands (product_coll/product_item) */
export type TraceItem = {
  id: number;
  sn: string;
  worder: { id: number; fbillno: string };
  product: FigureRef;
  product_line: FigureRef;
  next_station_fnumber?: string | null;
  last_result: number;
  fail_count: number;
  done: boolean;
};

export type TraceStepState = 'passed' | 'current' | 'pending';

export type TraceStep<Time = string> = {
  seq: number;
  station: FigureRef;
  state: TraceStepState;
  /** reports at this step in this flow (a retest counts again) */
  reports: number;
  last_result: number | null;
  last_at: Time | null;
};

export type GenealogyOrder = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product: FigureRef;
  product_line: FigureRef;
};
export type GenealogyPlan = { id: number; fbillno: string; fname: string; icbom_fnumber: string };
export type GenealogyBom = { id: number; fnumber: string; version: string; fname: string };
export type SmtPlacement = {
  smt_order: { id: number; fbillno: string; side: string | null };
  panel_barcode: string | null;
  /** the moment the board is taken to have been placed: its board report, else its first report on the line */
  placed_at: string | null;
  reels: ReelOnSlot[];
};
export type BoundPart<Time = string> = {
  id: number;
  barcode: string;
  icitem: FigureRef;
  station: FigureRef | null;
  replaced: boolean;
  reason: string;
  created_at: Time;
  lots: string[];
};
/** a repair of the SN (repair_record) with its defect codes and the parts it replaced */
export type GenealogyRepair<Time = string> = {
  id: number;
  /** 1 waiting, 2 repaired (sent back into the flow), 3 scrapped */
  status: number;
  station: FigureRef;
  fdesc: string;
  cause: string;
  action: string;
  repairer: string | null;
  created_at: Time;
  repaired_at: Time | null;
  back_station: FigureRef | null;
  defects: { id: number; fnumber: string; fname: string }[];
  /** created_at: built inside the database's JSON, a string on both sides */
  replaced: { old_barcode: string; new_barcode: string | null; reason: string; created_at: string }[];
};
export type GenealogyBox = {
  id: number;
  fnumber: string;
  status: number;
  level: string;
  parent: { id: number; fnumber: string } | null;
  pallet: { id: number; fnumber: string; status: number } | null;
};
export type GenealogyMovement<Time = string> = {
  id: number;
  doc_type: string;
  doc_id: number;
  bill_type: number;
  fqty: number;
  stock_fnumber: string;
  batch_no: string;
  barcode: string;
  box_fnumber: string | null;
  created_at: Time;
};

/** what the genealogy adds to the SN's track */
export type GenealogyParts<Time = string> = {
  order: GenealogyOrder;
  plans: GenealogyPlan[];
  bom: GenealogyBom | null;
  smt: SmtPlacement[];
  parts: BoundPart<Time>[];
  repairs: GenealogyRepair<Time>[];
  box: GenealogyBox | null;
  movements: GenealogyMovement<Time>[];
};

export type Genealogy<Time = string> = GenealogyParts<Time> & {
  item: TraceItem;
  workflow: FigureRef | null;
  steps: TraceStep<Time>[];
  station_logs: (TraceStationLog<Time> & { test_items: TraceTestItem[] })[];
};
