import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, sql } from '../../../core/db/sql';
import { hasControlCharacter, isLabelVariable } from './label-variables';

type Body = Record<string, unknown>;

const SN_ORDER = sql('product-mgt.label_sn_order', 'SELECT worder_id FROM worder_sn WHERE sn = $1');
const ORDER_VALUES = sql(
  'product-mgt.label_order_values',
  `SELECT w.fbillno, w.fqty, w.software_version, w.sn_prefix, p.fnumber AS product_fnumber,
        p.fname AS product_fname, p.fspec AS product_fspec, o.fnumber AS customer_fnumber, o.fname AS customer_fname
       FROM worder w JOIN product p ON p.id = w.product_id LEFT JOIN organization o ON o.id = w.organization_id
       WHERE w.id = $1`,
);

// The values a label prints (label-variables.ts): the work order's and its product's and customer's (from
// `worder_id`, or the order of `sn`), the SN itself, the clock, then whatever the caller gives in `values`, which wins.
export class LabelValuesService {
  constructor(private readonly pool: pg.Pool) {}

  async resolve(body: Body, now = new Date()): Promise<Record<string, string>> {
    const values: Record<string, string> = { date: localDate(now), time: localTime(now) };
    let worderId = body.worder_id === undefined ? null : (body.worder_id as number);
    if (typeof body.sn === 'string') {
      const owner = await first(this.pool, SN_ORDER, [body.sn]);
      if (!owner) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'product.label_sn_no_order', { sn: body.sn });
      if (worderId !== null && worderId !== owner.worder_id)
        throw refuse('sn', 'product.label_sn_other_order', { sn: body.sn, worder_id: worderId });
      worderId = owner.worder_id;
      values.sn = body.sn;
    }
    if (worderId !== null) Object.assign(values, await this.order(worderId));
    return { ...values, ...callerValues(body.values) };
  }

  private async order(id: number): Promise<Record<string, string>> {
    const o = await first(this.pool, ORDER_VALUES, [id]);
    if (!o) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: id });
    return {
      'worder.fbillno': o.fbillno,
      'worder.fqty': String(o.fqty),
      'worder.software_version': o.software_version,
      'worder.sn_prefix': o.sn_prefix,
      'product.fnumber': o.product_fnumber,
      'product.fname': o.product_fname,
      'product.fspec': o.product_fspec,
      ...(o.customer_fnumber === null
        ? {}
        : { 'customer.fnumber': o.customer_fnumber, 'customer.fname': o.customer_fname ?? '' }),
    };
  }
}

/** `values`: known variables to texts or numbers; anything else answers 400 naming it. */
export function callerValues(v: unknown): Record<string, string> {
  if (v === undefined) return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw refuse('values', 'product.label_values_object');
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v as Body)) {
    if (!isLabelVariable(k)) throw refuse(`values.${k}`, 'product.label_not_variable');
    if (typeof x === 'number' && Number.isFinite(x)) out[k] = String(x);
    else if (typeof x === 'string' && x.length <= 500 && !hasControlCharacter(x)) out[k] = x;
    else throw refuse(`values.${k}`, 'product.label_value_invalid');
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
// The factory's clock: the server's local time, as the shifts are (docs/state-machines.md, "Shifts").
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
