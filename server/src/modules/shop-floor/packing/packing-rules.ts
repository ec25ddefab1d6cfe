import { ErrorCode, inBoth, StationReportResult, WorkOrderStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../../core/api/app.exception';
import type { RoutingCache, StationInfo } from '../routing-cache';
import { first, sql, type RowOf } from '../../../core/db/sql';

export const PACKING_FUNCTION = 'PACKING';

const ORDER_OF_SN = sql(
  'shop-floor.order_of_sn',
  `SELECT w.id AS worder_id, w.fbillno, w.status, w.workflow_id, w.product_id, w.product_line_id
     FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1`,
);
const BOX_LEVEL = sql(
  'shop-floor.box_level',
  `SELECT p.id AS plan_id, p.fnumber AS plan_fnumber, l.qty, l.weight::float8 AS weight,
       l.tolerance::float8 AS tolerance, l.label_design_id, l.id IS NOT NULL AS has_box
     FROM packaging_plan p LEFT JOIN packaging_plan_level l ON l.packaging_plan_id = p.id AND l.level = 'box'
     WHERE NOT p.disabled AND (p.worder_id = $1 OR (p.worder_id IS NULL AND p.product_id = $2))
     ORDER BY p.worder_id IS NULL, p.checked DESC, p.id DESC LIMIT 1`,
  { notNull: ['has_box'] },
);
const SN_STATE = sql(
  'shop-floor.lock_sn_state',
  'SELECT next_seq, done, last_result FROM sn_state WHERE sn = $1 FOR UPDATE',
);
/** an order's row locked: every change of that order's boxes waits here for the one before */
export const LOCK_ORDER = sql('shop-floor.lock_order', 'SELECT id FROM worder WHERE id = $1 FOR UPDATE');

export type UnitOrder = RowOf<'shop-floor.order_of_sn'>;

/** the box level of a plan (a plan without one is refused, so its columns are there) */
export type BoxLevel = {
  plan_id: number;
  plan_fnumber: string;
  qty: number;
  weight: number;
  tolerance: number;
  label_design_id: number | null;
};

export async function stationOf(
  cache: RoutingCache,
  ref: { station_id?: number; station?: string },
): Promise<StationInfo> {
  const station = await cache.station(ref.station_id !== undefined ? { id: ref.station_id } : { fnumber: ref.station });
  if (!station || station.disabled)
    throw refuseAs(
      ErrorCode.NO_STATION,
      ref.station_id !== undefined ? 'station_id' : 'station',
      'packing.no_station',
      {
        station: ref.station_id ?? ref.station ?? '',
      },
    );
  return station;
}

/** 1505 unless the station is a packing station. */
export function requirePacking(station: StationInfo, call: string): void {
  if (station.fn !== PACKING_FUNCTION)
    throw refuseAs(ErrorCode.STATION_FUNCTION_CHECK_FAILED, 'station_id', 'packing.station_function', {
      station: station.fnumber,
      fn: station.fn ?? 'none',
      call,
      needs: PACKING_FUNCTION,
    });
}

/** the work order of a unit (1213 when it is in none). */
export async function orderOfSn(db: pg.PoolClient, sn: string): Promise<UnitOrder> {
  const order = await first(db, ORDER_OF_SN, [sn]);
  if (!order) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'packing.sn_in_no_order', { sn });
  return order;
}

export function requireWorking(order: UnitOrder): void {
  if (order.status !== WorkOrderStatus.WORKING)
    throw refuseAs(ErrorCode.NO_WORK_ORDER, 'sn', 'packing.order_not_working', {
      fbillno: order.fbillno,
      status: inBoth((l) => WorkOrderStatus.label(order.status, l).toLowerCase()),
    });
}

/** the box level of the plan the order packs by (the order's own plan, else its product's): 1503 without one. */
export async function boxLevelOf(db: pg.PoolClient | pg.Pool, order: UnitOrder): Promise<BoxLevel> {
  const plan = await first(db, BOX_LEVEL, [order.worder_id, order.product_id]);
  if (!plan) throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'worder_id', 'packing.no_plan', { fbillno: order.fbillno });
  if (!plan.has_box)
    throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'worder_id', 'packing.plan_no_box_level', {
      plan: plan.plan_fnumber,
      fbillno: order.fbillno,
    });
  // has_box: the level's row is there, its NOT NULL columns with it
  return { ...plan, qty: Number(plan.qty), weight: plan.weight ?? 0, tolerance: plan.tolerance ?? 0 };
}

/**
 * A packing station outside the unit's flow (the demo's: packing after the last test) packs units that finished
 * their flow, on the order's own line: 1214 for a station of another line, 1215 for a unit still on its way (the
 * station it waits at is named). A packing station inside the flow is a step like any other: the caller reports
 * there and the station report's rules answer.
 */
export async function checkFinishedFlow(
  db: pg.PoolClient,
  cache: RoutingCache,
  station: StationInfo,
  order: UnitOrder,
  sn: string,
): Promise<'in_flow' | 'after_flow'> {
  const steps = await cache.steps(order.workflow_id, db);
  if (steps.length === 0)
    throw refuseAs(ErrorCode.NO_WORKFLOW, 'sn', 'packing.workflow_no_stations', { fbillno: order.fbillno });
  if (steps.some((s) => s.station_id === station.id)) return 'in_flow';
  if (station.product_line_id !== order.product_line_id)
    throw refuseAs(ErrorCode.STATION_NOT_IN_FLOW, 'station_id', 'packing.station_not_in_flow', {
      station: station.fnumber,
      sn,
      fbillno: order.fbillno,
    });
  const state = await first(db, SN_STATE, [sn]);
  if (!state?.done || state.last_result !== StationReportResult.PASS) {
    const waiting = steps.find((s) => s.seq === (state?.next_seq ?? steps[0].seq)) ?? steps[0];
    throw refuseAs(ErrorCode.STATION_UNREACHABLE, 'sn', 'packing.must_pass_first', {
      station: station.fnumber,
      sn,
      waiting: waiting.fnumber,
    });
  }
  return 'after_flow';
}
