import { AppException } from '../api/app.exception';
import { translatePgError } from './sql-errors';

const pg = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('pg says no'), { code, severity: 'ERROR', ...extra });
const said = (e: unknown): string => {
  const t = translatePgError(e, 'factory');
  return t instanceof AppException ? `${t.err} ${t.message}` : 'unchanged';
};

describe(translatePgError.name, () => {
  it('names the field of integrity violations (class 23)', () => {
    expect(said(pg('23505', { detail: 'Key (fnumber)=(F1) already exists.' }))).toBe(
      "400 fnumber: 'F1' already exists in factory",
    );
    expect(said(pg('23503', { detail: 'Key (id)=(3) is still referenced from table "station".' }))).toMatch(
      /^400 id: is still used by station/,
    );
    expect(said(pg('23503', { detail: 'Key (stock_id)=(9) is not present in table "stock".' }))).toBe(
      '400 stock_id: no stock 9',
    );
    expect(said(pg('23502', { column: 'fname' }))).toBe('400 fname: must not be null');
    // a check rule names the field it guards, never the constraint
    expect(said(pg('23514', { constraint: 'material_split_fqty_check', table: 'material_split' }))).toBe(
      '400 fqty: is outside the values allowed here',
    );
    expect(said(pg('23514', { constraint: 'dm_repair_record_span', table: 'dm_repair_record' }))).toBe(
      '400 end_at: must not be before start_at',
    );
    expect(said(pg('23514', { constraint: 'qty_positive', table: 'x' }))).toBe(
      '400 body: is outside the values allowed here',
    );
    expect(said(pg('23P01'))).toBe('400 body: conflicts with an existing factory');
  });

  it('answers 400 to every data exception (class 22)', () => {
    expect(said(pg('22021'))).toBe('400 body: contains a character the database cannot store (NUL)');
    expect(said(pg('22008'))).toBe('400 body: a date-time is out of range');
    expect(said(pg('22007'))).toBe('400 body: a date-time is malformed');
    expect(said(pg('22009'))).toMatch(/^400 body: a date-time has an impossible time zone/);
    expect(said(pg('22P02'))).toBe('400 body: a value has the wrong type');
    expect(said(pg('2202E', { message: 'array subscript out of range' }))).toBe(
      '400 body: a value the database cannot take (array subscript out of range)',
    );
  });

  it("reads TypeORM's wrapped driverError", () => {
    expect(said(Object.assign(new Error('query failed'), { driverError: pg('22001') }))).toBe(
      '400 body: a value is longer than its column',
    );
  });

  it('leaves everything else to the 500', () => {
    for (const e of [pg('40001'), pg('42P01'), pg('08006'), new Error('boom'), { code: 'ECONNREFUSED' }, null, 'text'])
      expect(said(e)).toBe('unchanged');
  });
});
