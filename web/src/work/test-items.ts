import type { TestItem } from './work.types';

// Test items of one report: typed into the small table or pasted as a block (one item a line: name, value, lower,
// upper, unit, result; separated by tabs, as copied from a spreadsheet, or by commas or semicolons).

export const blankItem = (): TestItem => ({ name: '', value: '', lower: '', upper: '', unit: '', result: 0 });

const PASS_WORDS = ['pass', 'ok', 'p', '1', 'y', '合格', '通过'];
const FAIL_WORDS = ['fail', 'ng', 'f', '2', 'n', '不合格', '不良'];

export function resultWord(word: string): 0 | 1 | 2 {
  const w = word.trim().toLowerCase();
  if (PASS_WORDS.includes(w)) return 1;
  if (FAIL_WORDS.includes(w)) return 2;
  return 0;
}

const num = (s: string): number | null => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/** An item's result: the one given, else from its limits when value and a limit are numbers, else 0 (none). */
export function itemResult(item: TestItem): 0 | 1 | 2 {
  if (item.result !== 0) return item.result;
  const value = num(item.value);
  const lower = num(item.lower);
  const upper = num(item.upper);
  if (value === null || (lower === null && upper === null)) return 0;
  return (lower !== null && value < lower) || (upper !== null && value > upper) ? 2 : 1;
}

/** One pasted line as an item, or null for a line without a name. */
export function parseItemLine(line: string): TestItem | null {
  const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  const [name = '', value = '', lower = '', upper = '', unit = '', result = ''] = line.split(sep).map((c) => c.trim());
  if (name === '') return null;
  return {
    name: name.slice(0, 128),
    value: value.slice(0, 128),
    lower: lower.slice(0, 64),
    upper: upper.slice(0, 64),
    unit: unit.slice(0, 32),
    result: resultWord(result),
  };
}

/** The pasted lines as items; a first line of column names (name / 名称 / item) is skipped. */
export function parseItemLines(lines: readonly string[]): TestItem[] {
  const items = lines.map(parseItemLine).filter((i): i is TestItem => i !== null);
  if (items.length > 0 && /^(name|item|名称|测试项)$/i.test(items[0].name)) items.shift();
  return items;
}

/** The items to send: named rows with a value or a result (a bare template row is not a measurement). */
export function itemsToSend(rows: readonly TestItem[]): TestItem[] {
  return rows
    .filter((r) => r.name.trim() !== '' && (r.value.trim() !== '' || r.result !== 0))
    .map((r) => ({ ...r, name: r.name.trim(), result: itemResult(r) }));
}

/** The report's result: FAIL when asked for, or when any item failed; PASS otherwise. */
export function reportResult(items: readonly TestItem[], markFail: boolean): 1 | 2 {
  return markFail || items.some((i) => itemResult(i) === 2) ? 2 : 1;
}

/** After a report the table keeps the names, limits and units for the next unit; values and results are cleared. */
export function clearValues(rows: readonly TestItem[]): TestItem[] {
  return rows.map((r) => ({ ...r, value: '', result: 0 }));
}
