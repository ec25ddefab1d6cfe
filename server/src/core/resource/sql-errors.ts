import type { AppException } from '../api/app.exception';
import { badRequest } from '../api/app.exception';

type PgError = {
  code?: unknown;
  detail?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  message?: unknown;
};

// SQLSTATE class 22 (data exception: a value the column or the operation cannot take) and class 23 (integrity
// constraint violation) are the caller's input, not the server's fault: they answer 400. Anything else stays a 500.
const CALLERS_FAULT = /^2[23][0-9A-Z]{3}$/;

// What each common data exception means to a caller; the rest of class 22 answer with PostgreSQL's own words.
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'a value is longer than its column',
  '22003': 'a number is out of range',
  '22007': 'a date-time is malformed',
  '22008': 'a date-time is out of range',
  '22009': 'a date-time has an impossible time zone offset',
  '22012': 'divides by zero',
  '22021': 'contains a character the database cannot store (NUL)',
  '22P02': 'a value has the wrong type',
  '22P05': 'contains a character the database cannot store',
  '2201B': 'is not a valid regular expression',
};

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The PostgreSQL error inside e (TypeORM wraps it as driverError; pg's own pool throws it bare), or null. */
export function pgErrorOf(e: unknown): PgError | null {
  if (typeof e !== 'object' || e === null) return null;
  const inner = (e as { driverError?: unknown }).driverError;
  const pg = (typeof inner === 'object' && inner !== null ? inner : e) as PgError;
  return typeof pg.code === 'string' && CALLERS_FAULT.test(pg.code) ? pg : null;
}

// The check rules the migrations name themselves, by the field a user corrects and what it must be.
const NAMED_CHECKS: Record<string, [field: string, message: string]> = {
  dm_repair_record_span: ['end_at', 'must not be before start_at'],
  glue_plan_window: ['max_weight', 'must not be below min_weight'],
  worder_fqty_min: ['fqty', 'must be at least 1'],
  box_item_log_target: ['box_id', 'give a box or a pallet, not both'],
};

// A check rule refused the row: the field it guards, never the constraint's name. PostgreSQL names a column's own
// check `<table>_<column>_check` (a second one `…_check1`).
function checkViolation(pg: PgError): AppException {
  const name = text(pg.constraint);
  const named = NAMED_CHECKS[name];
  if (named) return badRequest(named[0], named[1]);
  const table = text(pg.table);
  const column =
    table && name.startsWith(`${table}_`) ? /^(.+)_check\d*$/.exec(name.slice(table.length + 1))?.[1] : undefined;
  return badRequest(column || 'body', 'is outside the values allowed here');
}

function integrityViolation(pg: PgError, code: string, subject: string): AppException {
  const detail = text(pg.detail);
  const column = text(pg.column);
  switch (code) {
    case '23505': {
      const m = /Key \(([^)]+)\)=\((.*)\) already exists/.exec(detail);
      return badRequest(
        m?.[1] ?? 'body',
        m ? `'${m[2]}' already exists in ${subject}` : `duplicates an existing ${subject}`,
      );
    }
    case '23503': {
      const still = /is still referenced from table "([^"]+)"/.exec(detail);
      if (still) return badRequest('id', `is still used by ${still[1]}: remove those first or disable this ${subject}`);
      const m = /Key \(([^)]+)\)=\((.*)\) is not present in table "([^"]+)"/.exec(detail);
      return badRequest(m?.[1] ?? 'body', m ? `no ${m[3]} ${m[2]}` : 'refers to a record that does not exist');
    }
    case '23502':
      return badRequest(column || 'body', 'must not be null');
    case '23514':
      return checkViolation(pg);
    case '23P01':
      return badRequest(text(pg.constraint) || 'body', `conflicts with an existing ${subject}`);
    default:
      return badRequest(column || 'body', `violates an integrity rule of ${subject}`);
  }
}

/**
 * The one translation of PostgreSQL's refusals of a caller's value into a 400 naming the field where PostgreSQL
 * tells it (or `body`). The dispatcher applies it to every call; `subject` names the resource or call in messages.
 * Anything that is not class 22 or 23 comes back unchanged, for the envelope filter's 500.
 */
export function translatePgError(e: unknown, subject: string): unknown {
  const pg = pgErrorOf(e);
  if (!pg) return e;
  const code = pg.code as string;
  if (code.startsWith('23')) return integrityViolation(pg, code, subject);
  const column = text(pg.column) || 'body';
  return badRequest(column, DATA_EXCEPTIONS[code] ?? `a value the database cannot take (${text(pg.message) || code})`);
}
