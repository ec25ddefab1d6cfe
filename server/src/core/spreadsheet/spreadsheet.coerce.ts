import { readDateTime } from '../api/date-input';
import type { FieldDef } from '../resource/resource.types';
import type { CellRaw } from './spreadsheet.types';

// One cell -> one field value, by the field's declaration. Values come out as the JSON body of a create would carry
// them (datetime as an ISO 8601 string, json parsed), so the engine validates imported rows like any other input.

export type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', '是']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', '否']);
const INT_TEXT = /^[+-]?\d+$/;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** true when the cell holds nothing (blank or only whitespace). */
export function isBlank(raw: CellRaw | undefined): boolean {
  return raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

function asText(raw: CellRaw): string {
  if (raw instanceof Date) return raw.toISOString();
  if (typeof raw === 'boolean') return raw ? 'TRUE' : 'FALSE';
  return String(raw);
}

function toNumber(raw: CellRaw): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && NUMBER_TEXT.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

function inRange(field: FieldDef, n: number): Coerced {
  if (field.min !== undefined && n < field.min) return fail(`must be at least ${field.min}`);
  if (field.maxValue !== undefined && n > field.maxValue) return fail(`must be at most ${field.maxValue}`);
  return ok(n);
}

function toBool(raw: CellRaw): Coerced {
  if (typeof raw === 'boolean') return ok(raw);
  const word = asText(raw).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail(`"${asText(raw)}" is not a yes/no value (TRUE/FALSE, 1/0, 是/否, yes/no)`);
}

function toDatetime(raw: CellRaw): Coerced {
  let date: Date | undefined;
  if (raw instanceof Date) date = raw;
  else if (typeof raw === 'number') date = new Date(EXCEL_EPOCH_MS + Math.round(raw * 86_400_000));
  else if (typeof raw === 'string') {
    // The shared reader: a time without zone is UTC, as exceljs reads Excel dates; 2025-02-30 is refused.
    const r = readDateTime(raw);
    if (r.ok) date = r.date;
  }
  if (!date || Number.isNaN(date.getTime()))
    return fail(`"${asText(raw)}" is not a date (use an Excel date or YYYY-MM-DD HH:mm:ss)`);
  return ok(date.toISOString());
}

function byType(field: FieldDef, raw: CellRaw): Coerced {
  switch (field.type) {
    case 'string': {
      const s = asText(raw).trim();
      if (field.max !== undefined && [...s].length > field.max) return fail(`longer than ${field.max} characters`);
      return ok(s);
    }
    case 'text':
      return ok(asText(raw));
    case 'int': {
      const n = typeof raw === 'string' ? (INT_TEXT.test(raw.trim()) ? Number(raw.trim()) : undefined) : toNumber(raw);
      if (n === undefined || !Number.isSafeInteger(n)) return fail(`"${asText(raw)}" is not a whole number`);
      return inRange(field, n);
    }
    case 'number': {
      const n = toNumber(raw);
      if (n === undefined || !Number.isFinite(n)) return fail(`"${asText(raw)}" is not a number`);
      return inRange(field, n);
    }
    case 'bool':
      return toBool(raw);
    case 'datetime':
      return toDatetime(raw);
    case 'json':
      try {
        return ok(JSON.parse(asText(raw)));
      } catch {
        return fail('is not valid JSON');
      }
  }
}

/** coerce a non-blank cell; an Excel error cell (#N/A, #REF!...) is always an error. */
export function coerceCell(field: FieldDef, raw: CellRaw): Coerced {
  if (typeof raw === 'object' && !(raw instanceof Date)) return fail(`cell holds the Excel error ${raw.excelError}`);
  const result = byType(field, raw);
  if (result.ok && field.enum && !field.enum.some((allowed) => allowed === result.value)) {
    return fail(`"${String(result.value)}" is not one of: ${field.enum.join(', ')}`);
  }
  return result;
}
