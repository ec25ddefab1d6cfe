import type { Genealogy, RecallRow, ReelOnSlot, TraceItem, TraceStationLog, TraceTestItem } from '@mes/contracts';

// The answers of the tracing calls the screens read (server/src/modules/tracing); the genealogy's are in contracts.
export type TestItem = TraceTestItem;
export type StationLog = TraceStationLog;
export type ProductItem = TraceItem;
export type Reel = ReelOnSlot;
export type { Genealogy, RecallRow };
export type Recall = { list: RecallRow[]; sns: number; truncated: boolean };
export type Page<T> = { list: T[]; total: number; pn: number; ps: number };
