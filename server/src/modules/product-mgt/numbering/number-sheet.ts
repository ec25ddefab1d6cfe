import type { DraftStore } from '../../../core/resource/drafts';
import { defineResource } from '../../../core/resource/resource.types';
import { parseUpload, type RowError } from '../../../core/spreadsheet/spreadsheet';
import { tr } from '../../basicdata';
import { snProblem } from '../serial-numbers';
import { uploadedFile } from '../sheets';
import type { NumberKind } from './numbering.resources';

// The sheet a policy's numbers come from: one column `sn` (or 序列号 / Serial number) for serial numbers, `bn` (or
// 批次号 / Batch number) for batch numbers; other columns are ignored. A number twice in the file names both rows.

const SHEETS = {
  sn: defineResource({
    name: 'sn',
    module: 'product_mgt',
    table: 'sn_table',
    label: tr('序列号', 'Serial numbers'),
    fields: { sn: { type: 'string', max: 64, required: true, label: tr('序列号', 'Serial number') } },
  }),
  bn: defineResource({
    name: 'bn',
    module: 'product_mgt',
    table: 'bn_table',
    label: tr('批次号', 'Batch numbers'),
    fields: { bn: { type: 'string', max: 64, required: true, label: tr('批次号', 'Batch number') } },
  }),
};

export type NumberRow = { row: number; number: string };

export async function readNumberSheet(
  kind: NumberKind,
  drafts: DraftStore,
  body: Record<string, unknown>,
): Promise<{ rows: NumberRow[]; errors: RowError[] }> {
  const { filename, file } = await uploadedFile(drafts, body);
  const parsed = await parseUpload(file, filename, SHEETS[kind]);
  const errors = parsed.errors.filter((e) => !(e.row === 1 && e.message.startsWith('unknown column')));
  const rows: NumberRow[] = [];
  const seen = new Map<string, number>();
  for (const r of parsed.rows) {
    const number = String(r.values[kind]).trim();
    const problem = snProblem(number);
    const earlier = seen.get(number);
    if (problem) errors.push({ row: r.row, field: kind, message: problem });
    else if (earlier !== undefined)
      errors.push({ row: r.row, field: kind, message: `${number} is also in row ${earlier} of the file` });
    else {
      seen.set(number, r.row);
      rows.push({ row: r.row, number });
    }
  }
  if (errors.length === 0 && rows.length === 0) errors.push({ row: 0, field: 'file', message: 'has no numbers' });
  return { rows, errors: errors.sort((a, b) => a.row - b.row) };
}
