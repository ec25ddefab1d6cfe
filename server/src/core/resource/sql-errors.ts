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
      return badRequest(text(pg.constraint) || 'body', 'violates a check rule');
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
