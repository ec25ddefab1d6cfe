import { ErrorCode } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { barcodeRegex } from './binding-policy.resource';

export type BindInput = { sn: string; barcode: string; station_id: number | null; icitem_id: number | null };
export type ChangeInput = { id: number; barcode: string; reason: string };

type Policy = { id: number; icitem_id: number; qty: number; barcode_pattern: string; icitem: string };
type Binding = Row & { sn: string; barcode: string; replaced: boolean; policy_id: number | null; icitem_id: number };

// Policies of a product that apply to one SN at one station: a work order's own before the product's, a station's
// own before "any station"; per material the first (most specific) one counts.
const POLICIES = `
SELECT p.id, p.icitem_id, p.qty, p.barcode_pattern, i.fnumber AS icitem
FROM material_binding_policy p JOIN icitem i ON i.id = p.icitem_id
WHERE p.product_id = $1 AND NOT p.disabled AND (p.worder_id IS NULL OR p.worder_id = $2)
  AND (p.station_id IS NULL OR p.station_id = $3::int) AND ($4::int IS NULL OR p.icitem_id = $4)
ORDER BY p.worder_id NULLS LAST, p.station_id NULLS LAST, p.id`;

// Binding a material barcode to a serial number under the binding policies (docs/product-definitions.md). One SN's
// bindings are serialised by locking its worder_sn row, so the count per material holds when bindings race; the
// partial unique index on barcode keeps a barcode bound once even across SNs.
export class BindingService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: () => ResourceDef,
  ) {}

  /** Records one binding after the policy's checks: pattern, count per SN, barcode bound elsewhere. */
  bind(input: BindInput, userId: number | null): Promise<Row> {
    return this.ds.transaction((m) => this.bindIn(m, input, userId));
  }

  /** bind in the caller's transaction (a repair binds the new part with the rest of the repair). */
  async bindIn(m: EntityManager, input: BindInput, userId: number | null): Promise<Row> {
    const sn = await this.lockSn(m, input.sn);
    if (input.station_id !== null) {
      const st = (await m.query('SELECT 1 FROM station WHERE id = $1', [input.station_id])) as unknown[];
      if (st.length === 0)
        throw refuseAs(ErrorCode.NO_STATION, 'station_id', 'product.no_station', { id: input.station_id });
    }
    const policies = firstPerMaterial(
      (await m.query(POLICIES, [sn.product_id, sn.worder_id, input.station_id, input.icitem_id])) as Policy[],
    );
    if (policies.length === 0) throw refuse('sn', 'product.binding_no_policy', { sn: input.sn });
    const matching = policies.filter((p) => barcodeRegex(p.barcode_pattern).test(input.barcode));
    if (matching.length === 0)
      throw refuse('barcode', 'product.binding_no_pattern_match', {
        barcode: input.barcode,
        patterns: policies.map((p) => `${p.icitem}: ${p.barcode_pattern || 'any'}`).join('; '),
      });
    await this.refuseBoundElsewhere(m, input.barcode);
    const counts = await this.counts(m, input.sn);
    const policy = matching.find((p) => (counts.get(p.icitem_id) ?? 0) < p.qty);
    if (!policy) {
      const p = matching[0];
      throw refuse('barcode', 'product.binding_full', { sn: input.sn, qty: p.qty, material: p.icitem });
    }
    const [{ id }] = (await m.query(
      `INSERT INTO material_binding (sn, worder_id, station_id, icitem_id, policy_id, barcode, creater_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [input.sn, sn.worder_id, input.station_id, policy.icitem_id, policy.id, input.barcode, userId],
    )) as { id: number }[];
    await this.emit(m, 'create', id, userId);
    return this.resources.get(this.def(), id, m);
  }

  /** Replaces a bound barcode by another: the old row stays, flagged replaced; the new one names it. */
  change(input: ChangeInput, userId: number | null): Promise<Row> {
    return this.ds.transaction((m) => this.changeIn(m, input, userId));
  }

  /** change in the caller's transaction (a repair's replaced part). */
  async changeIn(m: EntityManager, input: ChangeInput, userId: number | null): Promise<Row> {
    const rows = (await m.query(
      `SELECT b.id, b.sn, b.barcode, b.replaced, b.policy_id, b.icitem_id, p.barcode_pattern
       FROM material_binding b LEFT JOIN material_binding_policy p ON p.id = b.policy_id WHERE b.id = $1
       FOR UPDATE OF b`,
      [input.id],
    )) as (Binding & { barcode_pattern: string | null })[];
    const old = rows[0];
    if (!old) throw refuse('id', 'product.binding_missing', { id: input.id });
    if (old.replaced) throw refuse('id', 'product.binding_replaced', { id: input.id });
    if (old.barcode === input.barcode) throw refuse('barcode', 'product.binding_same_barcode');
    if (!barcodeRegex(old.barcode_pattern ?? '').test(input.barcode))
      throw refuse('barcode', 'product.binding_pattern_mismatch', {
        barcode: input.barcode,
        pattern: String(old.barcode_pattern),
      });
    await this.refuseBoundElsewhere(m, input.barcode);
    await m.query(
      'UPDATE material_binding SET replaced = true, replaced_at = now(), updated_at = now() WHERE id = $1',
      [old.id],
    );
    const [{ id }] = (await m.query(
      `INSERT INTO material_binding (sn, worder_id, station_id, icitem_id, policy_id, barcode, replaces_id, reason,
         creater_id)
       SELECT sn, worder_id, station_id, icitem_id, policy_id, $2, id, $3, $4 FROM material_binding WHERE id = $1
       RETURNING id`,
      [old.id, input.barcode, input.reason, userId],
    )) as { id: number }[];
    await this.emit(m, 'update', old.id, userId);
    await this.emit(m, 'create', id, userId);
    return this.resources.get(this.def(), id, m);
  }

  private async lockSn(m: EntityManager, sn: string): Promise<{ worder_id: number; product_id: number }> {
    const rows = (await m.query(
      `SELECT ws.worder_id, w.product_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1
       FOR UPDATE OF ws`,
      [sn],
    )) as { worder_id: number; product_id: number }[];
    if (!rows[0]) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'product.sn_in_no_order', { sn });
    return rows[0];
  }

  private async refuseBoundElsewhere(m: EntityManager, barcode: string): Promise<void> {
    const rows = (await m.query('SELECT sn FROM material_binding WHERE barcode = $1 AND NOT replaced', [barcode])) as {
      sn: string;
    }[];
    if (rows[0]) throw refuse('barcode', 'product.binding_barcode_taken', { barcode, sn: rows[0].sn });
  }

  private async counts(m: EntityManager, sn: string): Promise<Map<number, number>> {
    const rows = (await m.query(
      'SELECT icitem_id, count(*)::int AS n FROM material_binding WHERE sn = $1 AND NOT replaced GROUP BY icitem_id',
      [sn],
    )) as { icitem_id: number; n: number }[];
    return new Map(rows.map((r) => [r.icitem_id, r.n]));
  }

  async emit(m: EntityManager, action: 'create' | 'update', id: number, by: number | null): Promise<void> {
    await resourceEvent(m, this.def(), action, id, by);
  }
}

function firstPerMaterial(policies: Policy[]): Policy[] {
  const seen = new Set<number>();
  return policies.filter((p) => !seen.has(p.icitem_id) && seen.add(p.icitem_id));
}
