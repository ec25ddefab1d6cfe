import { z } from 'zod';
import type { RefusalCode } from '../refusals';
import { declareCall } from './declare-call';
import { coded, field, localeOrZh } from './fields';

export { localeOrZh };

// The fields the stock calls share (contracts/src/calls/stock*.ts; not exported from the package).

/** a body naming one record: `{ id }` */
export const byId = () => field.object({ id: field.id() });

/** a scanned code: a non-empty string of at most `max` characters as sent, trimmed after (a blank code is '') */
export const scanned = (max: number) => field.text(max).trim();

/** a number above zero up to `max` (finite), refused with one code */
export const positive = (max = Infinity, code: RefusalCode = 'input.positive_number') => {
  const c = coded(code);
  return max === Infinity ? z.number(c).gt(0, c) : z.number(c).gt(0, c).max(max, c);
};

/** the label fields a reel scan may carry besides its code (they must agree with the reel) */
const labelText = () => {
  const c = coded('stock.string_1_to_64');
  return z.string(c).min(1, c).max(64, c).optional();
};
export const reelLabel = { icitem_fnumber: labelText(), uid: labelText(), fqty: positive().optional() };

/** stock_mgt/<doc>/enter answers the clerks now working on it */
/** where a quantity stands: the warehouse, the place and the material, by id, number and name */
export type StockedAt = {
  stock_id: number;
  stock_fnumber: string;
  stock_fname: string;
  stock_place_id: number | null;
  stock_place_fnumber: string | null;
  stock_place_fname: string | null;
  icitem_id: number;
  icitem_fnumber: string;
  icitem_fname: string;
};

export type DocWorkEntered = { id: number; entered_at: string; users: number[] };
export type DocWorkLeft = { id: number; left_at: string };
export type DocWorker = { user_id: number; entered_at: string };

/** a clerk's work on a document (docs/stock.md, "Working on a document"): enter, leave, who works on it now */
export function workCalls(name: string, noun: string) {
  const path = (action: string) => `stock_mgt/${name}/${action}`;
  return {
    enter: declareCall<DocWorkEntered>()({ path: path('enter'), summary: `start working on a ${noun}`, input: byId() }),
    leave: declareCall<DocWorkLeft>()({ path: path('leave'), summary: `stop working on a ${noun}`, input: byId() }),
    workers: declareCall<DocWorker[]>()({
      path: path('workers'),
      summary: `who works on a ${noun} now`,
      input: byId(),
    }),
  };
}
