import type { RefusalCode, RefusalParams } from '@mes/contracts';
import type { AppException } from '../api/app.exception';
import { refuse } from '../api/app.exception';

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
const DATA_EXCEPTIONS: Record<string, RefusalCode> = {
  '22001': 'db.value_too_long',
  '22003': 'db.number_out_of_range',
  '22007': 'db.date_time_malformed',
  '22008': 'db.date_time_out_of_range',
  '22009': 'db.time_zone_offset',
  '22012': 'db.division_by_zero',
  '22021': 'db.nul_character',
  '22P02': 'db.wrong_type',
  '22P05': 'db.untranslatable_character',
  '2201B': 'db.invalid_regex',
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
const NAMED_CHECKS: Record<string, [field: string, code: RefusalCode, params?: RefusalParams]> = {
  dm_repair_record_span: ['end_at', 'input.not_before', { other: 'start_at' }],
  glue_plan_window: ['max_weight', 'input.not_below', { other: 'min_weight' }],
  worder_fqty_min: ['fqty', 'input.at_least', { min: 1 }],
  box_item_log_target: ['box_id', 'db.box_or_pallet'],
};

// A check rule refused the row: the field it guards, never the constraint's name. PostgreSQL names a column's own
// check `<table>_<column>_check` (a second one `…_check1`).
function checkViolation(pg: PgError): AppException {
  const name = text(pg.constraint);
  const named = NAMED_CHECKS[name];
  if (named) return refuse(...named);
  const table = text(pg.table);
  const column =
    table && name.startsWith(`${table}_`) ? /^(.+)_check\d*$/.exec(name.slice(table.length + 1))?.[1] : undefined;
  return refuse(column || 'body', 'db.outside_check');
}

function integrityViolation(pg: PgError, code: string, subject: string): AppException {
  const detail = text(pg.detail);
  const column = text(pg.column);
  switch (code) {
    case '23505': {
      const m = /Key \(([^)]+)\)=\((.*)\) already exists/.exec(detail);
      return m
        ? refuse(m[1], 'db.value_exists', { value: m[2], resource: subject })
        : refuse('body', 'db.duplicate', { resource: subject });
    }
    case '23503': {
      const still = /is still referenced from table "([^"]+)"/.exec(detail);
      if (still) return refuse('id', 'db.still_used', { table: still[1], resource: subject });
      const m = /Key \(([^)]+)\)=\((.*)\) is not present in table "([^"]+)"/.exec(detail);
      return m ? refuse(m[1], 'record.no_such', { resource: m[3], id: m[2] }) : refuse('body', 'db.missing_reference');
    }
    case '23502':
      return refuse(column || 'body', 'input.not_null');
    case '23514':
      return checkViolation(pg);
    case '23P01':
      return refuse(text(pg.constraint) || 'body', 'db.conflict', { resource: subject });
    default:
      return refuse(column || 'body', 'db.integrity', { resource: subject });
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
  const known = DATA_EXCEPTIONS[code];
  return known ? refuse(column, known) : refuse(column, 'db.data_exception', { detail: text(pg.message) || code });
}
