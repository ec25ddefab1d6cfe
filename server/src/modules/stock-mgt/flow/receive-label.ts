import { randomBytes } from 'node:crypto';
import { refuse } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import type { MslLevel } from '../../msd';
import { openLineFor, receiveOnLine, type Receipt } from './receipt-line';
import { readReelLabel, type ReelLabel } from '../../msd';
import { first, rows, sql, type Queryable, type RowOf, type Tx } from '../../../core/db/sql';

const BY_MPN = sql(
  'stock-mgt.flow.label_material_by_mpn',
  `SELECT i.id, i.fnumber, 'icitem_mpn' AS how FROM icitem_mpn x JOIN icitem i ON i.id = x.icitem_id WHERE x.mpn = $1 AND NOT x.disabled
         UNION ALL SELECT id, fnumber, 'icitem.mpn' FROM icitem WHERE mpn = $1 AND NOT disabled`,
  { notNull: ['id', 'fnumber', 'how'] },
);
const BY_PART = sql(
  'stock-mgt.flow.label_material_by_part',
  `SELECT id, fnumber, 'icitem.fnumber' AS how FROM icitem WHERE fnumber = $1`,
  { notNull: ['how'] },
);
const REEL_TAKEN = sql('stock-mgt.flow.label_reel_taken', 'SELECT id FROM bundle WHERE fnumber = $1');

// One scan of a received reel's supplier label makes the reel (bundle): material by the maker's part number, quantity,
// lot, date code and MSL from the label (docs/msd.md, "Reel labels").

export type ReceiveLabelInput = {
  label: string;
  /** the reel's code; default: the label's package id (3S / S), else a new code */
  fnumber?: string;
  supplier_id?: number | null;
  /** the MSL when the label does not carry it (read off the moisture caution label) */
  msl?: MslLevel;
  msd_label_hours?: number | null;
  /** receive against this receipt: the reel takes its quantity off an open line of its material */
  receipt?: Receipt;
};

/** how: 'icitem_mpn', 'icitem.mpn' or 'icitem.fnumber' (where the material was found) */
type Material = RowOf<'stock-mgt.flow.label_material_by_part'>;

/** The material of a label: its 1P through icitem_mpn, then the material's own mpn; else P as our material code. */
export async function materialOfLabel(c: Queryable, label: ReelLabel): Promise<Material> {
  const byMpn: Material[] = label.mpn ? await rows(c, BY_MPN, [label.mpn]) : [];
  const byPart: Material[] = label.part ? await rows(c, BY_PART, [label.part]) : [];
  const mapped = byMpn[0];
  if (mapped && byMpn.some((x) => x.id !== mapped.id))
    throw refuse('label', 'msd.mpn_ambiguous', { mpn: String(label.mpn) });
  if (mapped && byPart[0] && byPart[0].id !== mapped.id)
    throw refuse('label', 'msd.part_mpn_conflict', {
      part: String(label.part),
      part_material: byPart[0].fnumber,
      mpn: String(label.mpn),
      mpn_material: mapped.fnumber,
    });
  const found = mapped ?? byPart[0];
  if (!found)
    throw label.mpn ? refuse('label', 'msd.mpn_unmapped', { mpn: label.mpn }) : refuse('label', 'msd.label_no_part');
  return found;
}

/** Reads the label and creates the reel through the engine (its checks, its outbox entry); answers both. */
export async function receiveReelLabel(
  c: Tx,
  resources: ResourceService,
  bundleDef: ResourceDef,
  input: ReceiveLabelInput,
  ctx: { userId: number | null },
): Promise<{
  bundle: Record<string, unknown>;
  label: ReelLabel;
  material: Material;
  receipt: { doc_type: string; doc_id: number; fbillno: string; entry_id: number; left: number } | null;
}> {
  const label = readReelLabel(input.label);
  if (!label) throw refuse('label', 'msd.not_reel_label');
  if (label.qty === null) throw refuse('label', 'msd.label_no_qty');
  const material = await materialOfLabel(c, label);
  const fnumber =
    input.fnumber ??
    label.package_id ??
    `RL${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const taken = await first(c, REEL_TAKEN, [fnumber]);
  if (taken) throw refuse('fnumber', 'msd.reel_already_received', { fnumber });
  const line = input.receipt ? await openLineFor(c, input.receipt, material, label.qty) : null;
  const bundle = await resources.create(
    bundleDef,
    {
      fnumber,
      icitem_id: material.id,
      fqty: label.qty,
      lot_no: (label.lot ?? '').slice(0, 64),
      date_code: (label.date_code ?? '').slice(0, 16),
      production_date: label.production_date,
      msl: input.msl ?? label.msl,
      msd_label_hours: input.msd_label_hours ?? null,
      supplier_id: input.supplier_id ?? null,
      fdesc: [label.mpn && `1P ${label.mpn}`, label.country && `4L ${label.country}`, label.order && `K ${label.order}`]
        .filter(Boolean)
        .join(' · ')
        .slice(0, 256),
    },
    ctx,
    c,
  );
  const onLine = line ? await receiveOnLine(c, line, { id: bundle.id, icitem_id: material.id, fqty: label.qty }) : null;
  const receipt = line && onLine ? { doc_type: line.doc, doc_id: line.parent, fbillno: line.fbillno, ...onLine } : null;
  return { bundle, label, material, receipt };
}
