import { badRequest } from '../api/app.exception';

type PgError = { code?: string; detail?: string; table?: string; constraint?: string };

// PostgreSQL's refusals of a write, turned into 400s that name the field; anything else is left to the filter (500).
export function translatePgError(e: unknown, resource: string): unknown {
  const pg = (e as { driverError?: PgError }).driverError ?? (e as PgError);
  const detail = pg.detail ?? '';
  if (pg.code === '23505') {
    const m = /Key \(([^)]+)\)=\((.*)\) already exists/.exec(detail);
    return badRequest(m?.[1] ?? 'body', m ? `'${m[2]}' already exists in ${resource}` : `duplicates an existing ${resource}`);
  }
  if (pg.code === '23503') {
    const still = /is still referenced from table "([^"]+)"/.exec(detail);
    if (still) return badRequest('id', `is still used by ${still[1]}: remove those first or disable this ${resource}`);
    const m = /Key \(([^)]+)\)=\((.*)\) is not present in table "([^"]+)"/.exec(detail);
    return badRequest(m?.[1] ?? 'body', m ? `no ${m[3]} ${m[2]}` : 'refers to a record that does not exist');
  }
  if (pg.code === '22001') return badRequest('body', 'a value is longer than its column');
  if (pg.code === '22003') return badRequest('body', 'a number is out of range');
  if (pg.code === '23514') return badRequest(pg.constraint ?? 'body', 'violates a check rule');
  return e;
}
