import { isRecord } from '@mes/contracts';
import type { QueueOptions } from '../work/scan-queue';
import type { CheckAnswer, GlueAnswer } from './binding-calls';

// The binding stations' offline queue (docs/repair-binding.md, "Offline queue"): the work stations' queue and sender
// with their own storage key. Every bind, lot and glue weighing carries an idempotency key; the server answers a key
// it stored before with that row (repeated), so a scan replayed after an outage is never stored twice.

export const BINDING_QUEUE_KEY = 'MES_binding_queue';

/** A queued scan's body: a bind (sn, barcode), a lot put (barcode) or a glue weighing (sn, weight). */
export type BindBody = {
  idempotency_key: string;
  station_id: number;
  sn?: string;
  barcode?: string;
  weight?: number;
};

/** What those calls answer: the SN's parts after a bind, the glue verdict, the lot row. */
export type BindAnswer = Partial<CheckAnswer> & Partial<GlueAnswer> & { repeated?: boolean; lotno?: string };

const isBindBody = (v: unknown): v is BindBody =>
  isRecord(v) &&
  typeof v.idempotency_key === 'string' &&
  typeof v.station_id === 'number' &&
  (v.sn === undefined || typeof v.sn === 'string') &&
  (v.barcode === undefined || typeof v.barcode === 'string') &&
  (v.weight === undefined || typeof v.weight === 'number');

export const BINDING_QUEUE: QueueOptions<BindBody> = { storageKey: BINDING_QUEUE_KEY, isBody: isBindBody };

/** what a queued scan is about, as the results list names it: the part or lot barcode, else the SN. */
export const subjectOf = (body: BindBody): string => body.barcode ?? body.sn ?? '';
