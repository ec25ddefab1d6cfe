import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';
import { objects, textOf } from './cfx.types';

const BOARDS = sql(
  'cfx.panel_boards',
  'SELECT barcode, sn, position, smt_order_id FROM smt_board_items WHERE barcode = ANY($1) ORDER BY barcode, position, id',
);

/** A unit a message names, with the panel it came in when it was one of a panel's boards. */
export type Unit = { sn: string; panel: string | null; position: number };
export type Panel = { barcode: string; smt_order_id: number | null; sns: string[] };

/** The unit identifiers of a production message: its unit lists, else the PrimaryIdentifier (a panel or a unit). */
export function unitIds(body: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const list of ['Units', 'TestedUnits', 'InspectedUnits', 'UnitSummaries'])
    for (const u of objects(body[list])) {
      const id = textOf(u.UnitIdentifier);
      if (id && !ids.includes(id)) ids.push(id);
    }
  const primary = textOf(body.PrimaryIdentifier);
  if (ids.length === 0 && primary) ids.push(primary);
  return ids;
}

/**
 * Each identifier is a serial number or a panel barcode: a panel (smt_board_items) stands for its boards' serial
 * numbers. Panels answer with their SMT order, for the board report that dates the placement.
 */
export async function expandUnits(c: pg.PoolClient, ids: string[]): Promise<{ units: Unit[]; panels: Panel[] }> {
  if (ids.length === 0) return { units: [], panels: [] };
  const boardRows = await rows(c, BOARDS, [ids]);
  const units: Unit[] = [];
  const panels: Panel[] = [];
  for (const id of ids) {
    const boards = boardRows.filter((r) => r.barcode === id);
    if (boards.length === 0) {
      units.push({ sn: id, panel: null, position: 0 });
      continue;
    }
    panels.push({ barcode: id, smt_order_id: boards[0].smt_order_id, sns: boards.map((b) => b.sn) });
    for (const b of boards) units.push({ sn: b.sn, panel: id, position: b.position });
  }
  return { units, panels };
}
