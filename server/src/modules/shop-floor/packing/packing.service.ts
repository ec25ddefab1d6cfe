import { BoxStatus, ErrorCode, inBoth, type PackAnswer, type PackedParent, type TryBoxAnswer } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { RoutingCache, StationInfo } from '../routing-cache';
import { StationReportService } from '../station-report.service';
import type { TestLimitCache } from '../test-limits';
import {
  BOX_BY_ID,
  BOX_LABEL,
  PACKING_STATUSES,
  levelOf,
  boxAnswer,
  palletAnswer,
  parentsOf,
  recountBox,
  type BoxRow,
} from './box-rows';
import { moveContent, targetOf, type Moved } from './container-moves';
import type { LabelPrinting } from './label-printing';
import type { BoxRef, BoxSnInput, PackInput, TryBoxInput } from './packing.input';
import {
  boxLevelOf,
  checkFinishedFlow,
  LOCK_ORDER,
  orderOfSn,
  requirePacking,
  requireWorking,
  stationOf,
  type UnitOrder,
} from './packing-rules';
import { settleBox, type ClosedParent } from './packing-levels';
import { weighBox } from './box-weighing';
import { first, inTransaction, rows, run, sql } from '../../../core/db/sql';

const PACK_UNIT = sql(
  'shop-floor.pack_unit',
  'INSERT INTO box_item (box_id, sn, icitem_id, creater_id, pack_key) VALUES ($1, $2, NULL, $3, $4)',
);
const UNPACK_UNIT = sql('shop-floor.unpack_unit', 'DELETE FROM box_item WHERE box_id = $1 AND sn = $2');
const PUT_UNIT = sql('shop-floor.put_unit', 'INSERT INTO box_item (box_id, sn, creater_id) VALUES ($1, $2, $3)');
const LOCK_BOX_BY_ID = sql(
  'shop-floor.lock_box_by_id',
  `SELECT id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight FROM box WHERE id = $1 FOR UPDATE`,
);
const LOCK_BOX_BY_FNUMBER = sql(
  'shop-floor.lock_box_by_fnumber',
  `SELECT id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight FROM box WHERE fnumber = $1 FOR UPDATE`,
);
const UNIT_IN_BOX = sql('shop-floor.unit_in_box', 'SELECT 1 FROM box_item WHERE box_id = $1 AND sn = $2');
const BOX_OF_SN = sql(
  'shop-floor.box_of_sn',
  'SELECT b.fnumber FROM box_item i JOIN box b ON b.id = i.box_id WHERE i.sn = $1',
);
const PACKED_BEFORE = sql(
  'shop-floor.packed_before',
  'SELECT i.box_id, b.fnumber, i.pack_key FROM box_item i JOIN box b ON b.id = i.box_id WHERE i.sn = $1',
);
const OPEN_BOX = sql(
  'shop-floor.open_box',
  `SELECT id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight FROM box WHERE worder_id = $1 AND station_id = $2 AND status = 1 AND level = 'box'
       ORDER BY id LIMIT 1 FOR UPDATE`,
);
const NEW_BOX = sql(
  'shop-floor.new_box',
  `INSERT INTO box (fnumber, worder_id, product_id, packaging_plan_id, station_id, status, capacity, creater_id)
       SELECT $2 || '-B' || lpad((count(*) + 1)::text, 4, '0'), $1, $3, $4, $5, 1, $6, NULL FROM box
       WHERE worder_id = $1 AND level = 'box'
       RETURNING id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight`,
);
const SN_STATE = sql('shop-floor.sn_step', 'SELECT next_seq, done FROM sn_state WHERE sn = $1');

type Changed = { box: BoxRow; closed: boolean; station: number | null; parents: ClosedParent[] };

// The packing station (docs/packing.md): units into boxes by the plan's box quantity, boxes out and back, the box
// label confirmed and the closed box weighed. Every change of a box runs in one transaction that first locks the
// unit's work order (all packing of one order is serialized, so two stations never fill one box past its quantity)
// and relies on box_item's unique SN (one unit in one box): a unit packed twice at once answers 1504 to the second.
export class PackingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: RoutingCache,
    private readonly limits: TestLimitCache,
    private readonly labels: LabelPrinting,
  ) {}

  async autoPack(input: PackInput, userId: number | null): Promise<PackAnswer> {
    const station = await stationOf(this.cache, input);
    requirePacking(station, 'packing/auto_pack');
    const done = await inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, input.sn);
      const seen = await this.packedBefore(c, input.sn, input.idempotency_key);
      if (seen) return { kind: 'repeated' as const, box: await this.boxById(c, seen) };
      requireWorking(order);
      const level = await boxLevelOf(c, order);
      const where = await checkFinishedFlow(c, this.cache, station, order, input.sn);
      if (where === 'in_flow') {
        // a step of the flow: reported there as a pass, by the station report's own rules (1214-1216)
        await new StationReportService(c, this.cache, this.limits).report(
          { sn: input.sn, station_id: station.id, result: 1, operator: input.operator, test_items: [] },
          ['PACKING'],
          'packing',
          userId,
        );
      }
      const box = await this.openBox(c, order, station, level);
      await run(c, PACK_UNIT, [box.id, input.sn, userId, input.idempotency_key ?? null]);
      const after = await recountBox(c, box.id, { sn: input.sn, action: 'pack', stationId: station.id, userId });
      const parents = await settleBox(c, box.id, { stationId: station.id, userId });
      return {
        kind: 'packed' as const,
        changed: { box: after, closed: after.status === BoxStatus.WORKING_FINISHED, station: station.id, parents },
      };
    });
    if (done.kind === 'repeated') return { sn: input.sn, ...(await this.answer(done.box)), repeated: true };
    return { sn: input.sn, ...(await this.finish(done.changed, station.id)), repeated: false };
  }

  /** takes a unit out of its box (open or closed); a full box that loses one opens again. */
  async subtract(input: BoxSnInput, userId: number | null): Promise<PackAnswer> {
    const station = await this.optionalStation(input);
    const upper = await this.upperTarget(input, 'subtract', station?.id ?? null, userId);
    if (upper) return upper;
    const changed = await inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, input.sn);
      const box = await this.lockBox(c, input, order);
      const gone = await run(c, UNPACK_UNIT, [box.id, input.sn]);
      if (gone === 0)
        throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'sn', 'packing.sn_not_in_box', { sn: input.sn, box: box.fnumber });
      const after = await recountBox(c, box.id, {
        sn: input.sn,
        action: 'subtract',
        stationId: station?.id ?? null,
        userId,
      });
      await settleBox(c, box.id, { stationId: station?.id ?? null, userId });
      return after;
    });
    return { sn: input.sn, ...(await this.answer(changed)), repeated: false };
  }

  /** puts a unit into a given box (open, or closed and not full): the unit's order, plan and flow checked as packing. */
  async subjoin(input: BoxSnInput, userId: number | null): Promise<PackAnswer> {
    const station = await this.optionalStation(input);
    const upper = await this.upperTarget(input, 'subjoin', station?.id ?? null, userId);
    if (upper) return upper;
    const changed = await inTransaction(this.pool, async (c) => {
      const order = await this.lockOrder(c, input.sn);
      const box = await this.lockBox(c, input, order);
      const inBox = await this.boxOfSn(c, input.sn);
      if (inBox) throw refuseAs(ErrorCode.IS_PACKING, 'sn', 'packing.sn_already_packed', { sn: input.sn, box: inBox });
      requireWorking(order);
      await boxLevelOf(c, order);
      const packer = (box.station_id !== null ? await this.cache.station({ id: box.station_id }, c) : null) ?? station;
      if (packer) await this.checkPassed(c, packer, order, input.sn);
      if (box.capacity > 0 && Number(box.fqty) >= box.capacity)
        throw refuse('box', 'shop_floor.box_full', {
          fnumber: box.fnumber,
          fqty: Number(box.fqty),
          capacity: box.capacity,
        });
      await run(c, PUT_UNIT, [box.id, input.sn, userId]);
      const after = await recountBox(c, box.id, {
        sn: input.sn,
        action: 'subjoin',
        stationId: station?.id ?? null,
        userId,
      });
      const at = station?.id ?? box.station_id;
      return {
        box: after,
        closed: after.status === BoxStatus.WORKING_FINISHED,
        station: at,
        parents: await settleBox(c, box.id, { stationId: at, userId }),
      };
    });
    return { sn: input.sn, ...(await this.finish(changed, changed.station)), repeated: false };
  }

  /**
   * The box label scanned to confirm a box (1401 when it names no box, another box than the one on screen, or a box
   * without the unit given); with a weight, the closed box is weighed against its plan (1502 outside the tolerance).
   */
  async tryBox(input: TryBoxInput, userId: number | null): Promise<TryBoxAnswer> {
    const station = await stationOf(this.cache, input);
    requirePacking(station, 'packing/try_box');
    return inTransaction(this.pool, async (c) => {
      const box = await first(c, LOCK_BOX_BY_FNUMBER, [input.box]);
      if (!box) throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.box_label_no_box', { box: input.box });
      if (input.box_id !== undefined && input.box_id !== box.id) {
        const other = await first(c, BOX_LABEL, [input.box_id]);
        throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.scanned_other_box', {
          scanned: box.fnumber,
          box: other?.fnumber ?? input.box_id,
        });
      }
      if (input.sn !== undefined) {
        const has = await run(c, UNIT_IN_BOX, [box.id, input.sn]);
        if (has === 0)
          throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.sn_not_in_box', {
            sn: input.sn,
            box: box.fnumber,
          });
      }
      if (input.weight === undefined) return { box: await boxAnswer(c, box), weighing: null };
      return weighBox(c, box, station, input.weight, userId);
    });
  }

  /** after the commit: the labels of what closed (box, then carton, then pallet), and the answer. */
  private async finish(changed: Changed, stationId: number | null): Promise<Omit<PackAnswer, 'sn' | 'repeated'>> {
    const label =
      changed.closed && stationId !== null
        ? await this.labels.afterClose({ level: levelOf(changed.box.level), id: changed.box.id }, stationId)
        : null;
    return { ...(await this.answer(changed.box, changed.parents, stationId)), closed: changed.closed, label };
  }

  /** a box as answered, with its carton and pallet; the labels of the ones in `closed` printed at the station. */
  private async answer(
    row: BoxRow,
    closed: ClosedParent[] = [],
    stationId: number | null = null,
  ): Promise<Omit<PackAnswer, 'sn' | 'repeated'>> {
    const [box] = await rows(this.pool, BOX_BY_ID, [row.id]);
    const parents: PackedParent[] = [];
    for (const p of await parentsOf(this.pool, box)) {
      const shut = closed.some((x) => x.level === p.level && x.id === p.id);
      const label = shut && stationId !== null ? await this.labels.afterClose(p, stationId) : null;
      parents.push({ ...p, closed: shut, label });
    }
    return { box: await boxAnswer(this.pool, box), closed: false, label: null, parents };
  }

  /** box_subtract / box_subjoin on a carton or pallet label: a box or carton out or in (container-moves.ts). */
  private async upperTarget(
    input: BoxSnInput,
    op: 'subtract' | 'subjoin',
    stationId: number | null,
    userId: number | null,
  ): Promise<PackAnswer | null> {
    const target = await targetOf(this.pool, input);
    if (!target || target.level === 'box') return null;
    const moved = await inTransaction(this.pool, (c) =>
      moveContent(c, op, { level: target.level as 'carton' | 'pallet', id: target.id }, input.sn, {
        stationId,
        userId,
      }),
    );
    return { sn: input.sn, ...(await this.movedAnswer(moved)), repeated: false };
  }

  private async movedAnswer(moved: Moved): Promise<Omit<PackAnswer, 'sn' | 'repeated'>> {
    const { target, closed, station } = moved;
    const shut = closed.some((x) => x.level === target.level && x.id === target.id);
    const label = shut && station !== null ? await this.labels.afterClose(target, station) : null;
    if (target.level === 'pallet')
      return { box: await palletAnswer(this.pool, target.id), closed: shut, label, parents: [] };
    const [carton] = await rows(this.pool, BOX_BY_ID, [target.id]);
    return { ...(await this.answer(carton, closed, station)), closed: shut, label };
  }

  private async optionalStation(input: { station_id?: number; station?: string }): Promise<StationInfo | null> {
    if (input.station_id === undefined && input.station === undefined) return null;
    const station = await stationOf(this.cache, input);
    requirePacking(station, 'the box calls');
    return station;
  }

  /** the unit's order, locked: every change of that order's boxes waits here for the one before. */
  private async lockOrder(c: pg.PoolClient, sn: string): Promise<UnitOrder> {
    const order = await orderOfSn(c, sn);
    await run(c, LOCK_ORDER, [order.worder_id]);
    return order;
  }

  private async boxOfSn(c: pg.PoolClient, sn: string): Promise<string | null> {
    return (await first(c, BOX_OF_SN, [sn]))?.fnumber ?? null;
  }

  /** the box of a repeated auto_pack (same key), null when new; 1504 when the unit is already in a box. */
  private async packedBefore(c: pg.PoolClient, sn: string, key: string | undefined): Promise<number | null> {
    const row = await first(c, PACKED_BEFORE, [sn]);
    if (!row) return null;
    if (key !== undefined && row.pack_key === key) return row.box_id;
    throw refuseAs(ErrorCode.IS_PACKING, 'sn', 'packing.sn_already_packed', { sn, box: row.fnumber });
  }

  private async boxById(c: pg.PoolClient, id: number): Promise<BoxRow> {
    const [box] = await rows(c, BOX_BY_ID, [id]);
    return box;
  }

  /** the station's open box of the order (the oldest), or a new one of the plan's box quantity. */
  private async openBox(
    c: pg.PoolClient,
    order: UnitOrder,
    station: StationInfo,
    level: { plan_id: number; qty: number },
  ): Promise<BoxRow> {
    const open = await first(c, OPEN_BOX, [order.worder_id, station.id]);
    if (open) return open;
    // Numbered per order under the order's lock: <order>-B0001, -B0002, …
    const [made] = await rows(c, NEW_BOX, [
      order.worder_id,
      order.fbillno,
      order.product_id,
      level.plan_id,
      station.id,
      level.qty,
    ]);
    return made;
  }

  /** a box named by id or label, of the unit's order, in a packing status, locked. */
  private async lockBox(c: pg.PoolClient, ref: BoxRef, order: UnitOrder): Promise<BoxRow> {
    const box =
      ref.box_id !== undefined
        ? await first(c, LOCK_BOX_BY_ID, [ref.box_id])
        : await first(c, LOCK_BOX_BY_FNUMBER, [ref.box ?? null]);
    if (!box)
      throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.box_label_no_box', {
        box: ref.box ?? ref.box_id ?? '',
      });
    if (box.worder_id !== order.worder_id)
      throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.box_other_order', {
        box: box.fnumber,
        fbillno: order.fbillno,
      });
    if (!PACKING_STATUSES.includes(box.status))
      throw refuse('box', 'shop_floor.box_not_packing', {
        fnumber: box.fnumber,
        status: inBoth((l) => BoxStatus.label(box.status, l).toLowerCase()),
      });
    return box;
  }

  /** a unit put back into a box must have passed its packing: the packing step, or its whole flow. */
  private async checkPassed(c: pg.PoolClient, packer: StationInfo, order: UnitOrder, sn: string): Promise<void> {
    const steps = await this.cache.steps(order.workflow_id, c);
    const step = steps.find((s) => s.station_id === packer.id);
    if (!step) {
      await checkFinishedFlow(c, this.cache, packer, order, sn);
      return;
    }
    const state = await first(c, SN_STATE, [sn]);
    if (!state || (!state.done && state.next_seq <= step.seq))
      throw refuseAs(ErrorCode.STATION_UNREACHABLE, 'sn', 'packing.not_passed_packing', {
        station: packer.fnumber,
        sn,
      });
  }
}
