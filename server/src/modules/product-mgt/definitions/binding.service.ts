import { ErrorCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, inTransaction, poolOf, rows, run, sql, type Queryable, type RowOf } from '../../../core/db/sql';
import { pgOf, type AnyDb } from '../../../core/db/any-db';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { barcodeRegex } from './binding-policy.resource';

export type BindInput = { sn: string; barcode: string; station_id: number | null; icitem_id: number | null };
export type ChangeInput = { id: number; barcode: string; reason: string };

type Policy = RowOf<'product-mgt.binding_policies'>;

// Policies of a product that apply to one SN at one station: a work order's own before the product's, a station's
// own before "any station"; per material the first (most specific) one counts.
const POLICIES = sql(
  'product-mgt.binding_policies',
  `
SELECT p.id, p.icitem_id, p.qty, p.barcode_pattern, i.fnumber AS icitem
FROM material_binding_policy p JOIN icitem i ON i.id = p.icitem_id
WHERE p.product_id = $1 AND NOT p.disabled AND (p.worder_id IS NULL OR p.worder_id = $2)
  AND (p.station_id IS NULL OR p.station_id = $3::int) AND ($4::int IS NULL OR p.icitem_id = $4)
ORDER BY p.worder_id NULLS LAST, p.station_id NULLS LAST, p.id`,
);
const STATION = sql('product-mgt.binding_station', 'SELECT 1 FROM station WHERE id = $1');
const BIND = sql(
  'product-mgt.bind',
  `INSERT INTO material_binding (sn, worder_id, station_id, icitem_id, policy_id, barcode, creater_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const LOCK_BINDING = sql(
  'product-mgt.lock_binding',
  `SELECT b.id, b.sn, b.barcode, b.replaced, b.policy_id, b.icitem_id, p.barcode_pattern
       FROM material_binding b LEFT JOIN material_binding_policy p ON p.id = b.policy_id WHERE b.id = $1
       FOR UPDATE OF b`,
);
const MARK_REPLACED = sql(
  'product-mgt.binding_replaced',
  'UPDATE material_binding SET replaced = true, replaced_at = now(), updated_at = now() WHERE id = $1',
);
const REPLACE = sql(
  'product-mgt.binding_replace',
  `INSERT INTO material_binding (sn, worder_id, station_id, icitem_id, policy_id, barcode, replaces_id, reason,
         creater_id)
       SELECT sn, worder_id, station_id, icitem_id, policy_id, $2, id, $3, $4 FROM material_binding WHERE id = $1
       RETURNING id`,
);
const LOCK_SN = sql(
  'product-mgt.binding_lock_sn',
  `SELECT ws.worder_id, w.product_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1
       FOR UPDATE OF ws`,
);
const BOUND = sql('product-mgt.binding_bound', 'SELECT sn FROM material_binding WHERE barcode = $1 AND NOT replaced');
const COUNTS = sql(
  'product-mgt.binding_counts',
  'SELECT icitem_id, count(*)::int AS n FROM material_binding WHERE sn = $1 AND NOT replaced GROUP BY icitem_id',
  { notNull: ['n'] },
);

// Binding a material barcode to a serial number under the binding policies (docs/product-definitions.md). One SN's
// bindings are serialised by locking its worder_sn row, so the count per material holds when bindings race; the
// partial unique index on barcode keeps a barcode bound once even across SNs.
export class BindingService {
  // the DataSource: repair constructs this service too (its transactions run on the pool under it)
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  /** Records one binding after the policy's checks: pattern, count per SN, barcode bound elsewhere. */
  bind(input: BindInput, userId: number | null): Promise<Row> {
    return inTransaction(poolOf(this.ds), (c) => this.bindIn(c, input, userId));
  }

  /**
   * bind in the caller's transaction (a repair binds the new part with the rest of the repair): its client, or
   * (transitional, until repair's transactions move to the pool) its EntityManager.
   */
  async bindIn(tx: AnyDb, input: BindInput, userId: number | null): Promise<Row> {
    const c = pgOf(tx);
    const sn = await this.lockSn(c, input.sn);
    if (input.station_id !== null) {
      if (!(await first(c, STATION, [input.station_id])))
        throw refuseAs(ErrorCode.NO_STATION, 'station_id', 'product.no_station', { id: input.station_id });
    }
    const policies = firstPerMaterial(
      await rows(c, POLICIES, [sn.product_id, sn.worder_id, input.station_id, input.icitem_id]),
    );
    if (policies.length === 0) throw refuse('sn', 'product.binding_no_policy', { sn: input.sn });
    const matching = policies.filter((p) => barcodeRegex(p.barcode_pattern).test(input.barcode));
    if (matching.length === 0)
      throw refuse('barcode', 'product.binding_no_pattern_match', {
        barcode: input.barcode,
        patterns: policies.map((p) => `${p.icitem}: ${p.barcode_pattern || 'any'}`).join('; '),
      });
    await this.refuseBoundElsewhere(c, input.barcode);
    const counts = await this.counts(c, input.sn);
    const policy = matching.find((p) => (counts.get(p.icitem_id) ?? 0) < p.qty);
    if (!policy) {
      const p = matching[0];
      throw refuse('barcode', 'product.binding_full', { sn: input.sn, qty: p.qty, material: p.icitem });
    }
    const [{ id }] = await rows(c, BIND, [
      input.sn,
      sn.worder_id,
      input.station_id,
      policy.icitem_id,
      policy.id,
      input.barcode,
      userId,
    ]);
    await this.emit(tx, 'create', id, userId);
    return this.resources.get(this.def(), id, tx);
  }

  /** Replaces a bound barcode by another: the old row stays, flagged replaced; the new one names it. */
  change(input: ChangeInput, userId: number | null): Promise<Row> {
    return inTransaction(poolOf(this.ds), (c) => this.changeIn(c, input, userId));
  }

  /** change in the caller's transaction (a repair's replaced part): as bindIn's. */
  async changeIn(tx: AnyDb, input: ChangeInput, userId: number | null): Promise<Row> {
    const c = pgOf(tx);
    const old = await first(c, LOCK_BINDING, [input.id]);
    if (!old) throw refuse('id', 'product.binding_missing', { id: input.id });
    if (old.replaced) throw refuse('id', 'product.binding_replaced', { id: input.id });
    if (old.barcode === input.barcode) throw refuse('barcode', 'product.binding_same_barcode');
    if (!barcodeRegex(old.barcode_pattern ?? '').test(input.barcode))
      throw refuse('barcode', 'product.binding_pattern_mismatch', {
        barcode: input.barcode,
        pattern: String(old.barcode_pattern),
      });
    await this.refuseBoundElsewhere(c, input.barcode);
    await run(c, MARK_REPLACED, [old.id]);
    const [{ id }] = await rows(c, REPLACE, [old.id, input.barcode, input.reason, userId]);
    await this.emit(tx, 'update', old.id, userId);
    await this.emit(tx, 'create', id, userId);
    return this.resources.get(this.def(), id, tx);
  }

  private async lockSn(c: Queryable, sn: string): Promise<RowOf<'product-mgt.binding_lock_sn'>> {
    const found = await first(c, LOCK_SN, [sn]);
    if (!found) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'product.sn_in_no_order', { sn });
    return found;
  }

  private async refuseBoundElsewhere(c: Queryable, barcode: string): Promise<void> {
    const bound = await first(c, BOUND, [barcode]);
    if (bound) throw refuse('barcode', 'product.binding_barcode_taken', { barcode, sn: bound.sn });
  }

  private async counts(c: Queryable, sn: string): Promise<Map<number, number>> {
    const found = await rows(c, COUNTS, [sn]);
    return new Map(found.map((r) => [r.icitem_id, r.n]));
  }

  async emit(tx: AnyDb, action: 'create' | 'update', id: number, by: number | null): Promise<void> {
    await resourceEvent(tx, this.def(), action, id, by);
  }
}

function firstPerMaterial(policies: Policy[]): Policy[] {
  const seen = new Set<number>();
  return policies.filter((p) => !seen.has(p.icitem_id) && seen.add(p.icitem_id));
}
