import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'openpyxl-read.py');

export type OpenpyxlSheet = {
  name: string;
  /** the first cell below and right of the frozen panes ('A2': the header row stays in view), or null */
  freeze: string | null;
  /** declared column widths by column letter */
  widths: Record<string, number>;
  bold_header: boolean;
  max_row: number;
  /** the first rows' values, dates as ISO text (openpyxl's naive local times) */
  rows: unknown[][];
  /** the number formats of row 2's cells */
  formats: string[];
};

/**
 * An export as a second reader opens it: Debian's python3 with Debian's python3-openpyxl (scripts/test.ts installs
 * it), not a pyenv's python3. A file openpyxl cannot open rejects with its error.
 */
export async function openpyxl(file: Buffer, rows = 20): Promise<OpenpyxlSheet[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openpyxl-'));
  const path = join(dir, 'export.xlsx');
  writeFileSync(path, file);
  try {
    const out = await new Promise<string>((resolve, reject) =>
      execFile('/usr/bin/python3', [script, path, String(rows)], { timeout: 120_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`openpyxl could not open the export: ${stderr || error.message}`)) : resolve(stdout),
      ),
    );
    return (JSON.parse(out) as { sheets: OpenpyxlSheet[] }).sheets;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
