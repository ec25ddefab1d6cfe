import type { Locale } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { rows, sql, type Queryable } from '../../../core/db/sql';
import type { FileAnswer } from '../../../core/api/file-answer';
import type { DraftStore } from '../../../core/resource/drafts';
import { defineResource, type FieldDef } from '../../../core/resource/resource.types';
import { parseUpload, type RowError } from '../../../core/spreadsheet/spreadsheet';
import { tr } from '../../basicdata';
import { col, importRefused, sheetAnswer, type SheetColumn } from '../../product-mgt';
import type { FeederEntryInput } from './feeder-entries';

// The two spreadsheet layouts of a feeder list (smt_feeder/custom_export and custom_import; import is F4):
// F4, the full sheet: slot, machine, table, feeder, material code, name, specification, alternates, quantity, turn,
// no_verify, designators; F2, the short sheet a line leader prints: slot, material code, name, quantity, alternates.
// Alternates are material codes separated by '/'. Name and specification are written, and ignored when read.

export const LAYOUTS = ['F4', 'F2'] as const;
export type Layout = (typeof LAYOUTS)[number];

type Column = SheetColumn & { field: FieldDef };
function column(
  key: string,
  zh: string,
  en: string,
  type: 'string' | 'number' | 'int' | 'bool',
  max?: number,
  required = false,
): Column {
  return {
    ...col(key, zh, en, type),
    field: { type, label: tr(zh, en), ...(max ? { max } : {}), ...(required ? { required } : {}) },
  };
}

const COLUMNS: Record<string, Column> = Object.fromEntries(
  [
    column('slot', '站位', 'Slot', 'string', 32, true),
    column('machine', '机台', 'Machine', 'string', 64),
    column('station', '料台', 'Table', 'string', 32),
    column('feeder_type', '飞达', 'Feeder', 'string', 32),
    column('fnumber', '物料编码', 'Material code', 'string', 64, true),
    column('fname', '物料名称', 'Material name', 'string', 128),
    column('fspec', '规格', 'Specification', 'string', 256),
    column('qty_per_board', '用量', 'Quantity per board', 'number'),
    column('alternates', '替代料', 'Alternates', 'string', 1024),
    column('turns', '轮次', 'Turn', 'int'),
    column('no_verify', '免检', 'No verify', 'bool'),
    column('designators', '位号', 'Designators', 'string', 1024),
  ].map((c) => [c.key, c]),
);

const KEYS: Record<Layout, string[]> = {
  F4: [
    'slot',
    'machine',
    'station',
    'feeder_type',
    'fnumber',
    'fname',
    'fspec',
    'alternates',
    'qty_per_board',
    'turns',
    'no_verify',
    'designators',
  ],
  F2: ['slot', 'fnumber', 'fname', 'qty_per_board', 'alternates'],
};

const SHEET_ROWS = sql(
  'smt.feeder_sheet',
  `SELECT e.slot, COALESCE(sm.fnumber, '') AS machine, e.station, e.feeder_type, i.fnumber, i.fname, i.fspec, e.qty_per_board::float8 AS qty_per_board,
       (SELECT COALESCE(string_agg(a.fnumber, '/' ORDER BY array_position(e.alternates, a.id)), '') FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternates,
       e.turns, e.no_verify, e.designators
     FROM smt_feeder_entry e JOIN icitem i ON i.id = e.icitem_id LEFT JOIN smt_machine sm ON sm.id = e.smt_machine_id
     WHERE e.smt_feeder_id = $1 ORDER BY e.seq, e.id`,
);
const ITEMS = sql('smt.items_by_code', 'SELECT id, fnumber FROM icitem WHERE fnumber = ANY($1)');
const MACHINES = sql('smt.machines_by_code', 'SELECT id, fnumber FROM smt_machine WHERE fnumber = ANY($1)');

export async function feederSheet(
  db: Queryable,
  feeder: { id: number; fnumber: string; version: number },
  layout: Layout,
  locale: Locale,
): Promise<FileAnswer> {
  return sheetAnswer(
    tr('料站表', 'Feeder list'),
    KEYS[layout].map((k) => COLUMNS[k]),
    await rows(db, SHEET_ROWS, [feeder.id]),
    locale,
    `${feeder.fnumber}-v${feeder.version}-${layout}.xlsx`,
  );
}

async function upload(drafts: DraftStore, body: Record<string, unknown>): Promise<{ filename: string; file: Buffer }> {
  if (typeof body.draft_id === 'string')
    return drafts.get(body.draft_id).then((d) => ({ filename: d.filename, file: d.body }));
  if (typeof body.content_base64 === 'string' && typeof body.filename === 'string')
    return { filename: body.filename, file: Buffer.from(body.content_base64, 'base64') };
  throw refuse('draft_id', 'smt.upload_required');
}

/** the slots of an uploaded sheet in either layout (columns are found by their headers), material and machine codes
 * resolved; every problem named by row. */
export async function readFeederSheet(
  db: Queryable,
  drafts: DraftStore,
  body: Record<string, unknown>,
): Promise<FeederEntryInput[]> {
  const { filename, file } = await upload(drafts, body);
  const fields = Object.fromEntries(Object.keys(COLUMNS).map((k) => [k, COLUMNS[k].field]));
  const def = defineResource({
    name: 'smt_feeder_entry',
    module: 'product_mgt',
    table: 'smt_feeder_entry',
    label: tr('料站表', 'Feeder list'),
    fields,
  });
  const parsed = await parseUpload(file, filename, def);
  const errors: RowError[] = parsed.errors.filter((e) => !(e.row === 1 && e.message.startsWith('unknown column')));
  const codes = [
    ...new Set(parsed.rows.flatMap((r) => [String(r.values.fnumber ?? ''), ...splitCodes(r.values.alternates)])),
  ];
  const items = new Map((await rows(db, ITEMS, [codes])).map((i) => [i.fnumber, i.id]));
  const machineCodes = [...new Set(parsed.rows.map((r) => String(r.values.machine ?? '')).filter((c) => c !== ''))];
  const machines = new Map((await rows(db, MACHINES, [machineCodes])).map((i) => [i.fnumber, i.id]));
  const slots = new Map<string, number>();
  const entries: FeederEntryInput[] = [];
  for (const { row, values: v } of parsed.rows) {
    const bad = (field: string, message: string) => errors.push({ row, field, message });
    const slot = String(v.slot ?? '').trim();
    if (slots.has(slot.toLowerCase())) bad('slot', `${slot} is also on row ${slots.get(slot.toLowerCase())}`);
    slots.set(slot.toLowerCase(), row);
    const icitem = items.get(String(v.fnumber ?? ''));
    if (icitem === undefined) bad('fnumber', `no material ${String(v.fnumber ?? '')}`);
    const alternates = splitCodes(v.alternates).map((c) => items.get(c) ?? (bad('alternates', `no material ${c}`), 0));
    const machine = v.machine
      ? (machines.get(String(v.machine)) ?? (bad('machine', `no smt_machine ${String(v.machine)}`), null))
      : null;
    entries.push({
      slot,
      smt_machine_id: machine,
      station: String(v.station ?? ''),
      feeder_type: String(v.feeder_type ?? ''),
      icitem_id: icitem ?? 0,
      alternates: [...new Set(alternates.filter((a) => a !== 0 && a !== icitem))],
      qty_per_board: typeof v.qty_per_board === 'number' ? v.qty_per_board : 1,
      turns: typeof v.turns === 'number' ? v.turns : 1,
      no_verify: v.no_verify === true,
      designators: String(v.designators ?? ''),
    });
  }
  if (errors.length === 0 && entries.length === 0) errors.push({ row: 0, field: 'file', message: 'has no slots' });
  if (errors.length > 0) throw importRefused(errors.sort((a, b) => a.row - b.row));
  return entries;
}

function splitCodes(v: unknown): string[] {
  return typeof v === 'string'
    ? v
        .split(/[/,;，、\s]+/)
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : [];
}
