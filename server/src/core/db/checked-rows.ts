// The rows of a statement whose text is built at run time (docs/database.md, "Checked rows"): a typed statement needs
// one literal text, so these rows get their type from a declared row shape instead, checked row by row. A row that
// does not match is a programming error (the shape and the text disagree), never the caller's input: it throws an
// Error naming the column. Kinds are node-postgres's: int4 and float8 a number, int8 and numeric a string,
// timestamptz a Date, json and jsonb `unknown` (or a nested shape, checked the same way); a text limited to a few
// values (a CHECK, or the literals a text chooses between) is the list of them, typed as their union. The rows
// themselves are answered as they came (not copied): columns the shape does not name pass through untouched.

type Kinds = { number: number; string: string; boolean: boolean; date: Date; unknown: unknown };
type Base = keyof Kinds;
/** a column's kind: `'number'`, or `'number | null'` for one that may be NULL */
export type Kind = Base | `${Exclude<Base, 'unknown'>} | null`;
/** column -> kind, the values a text column takes, or a nested shape (a json object built by json_build_object) */
export type Shape = { readonly [column: string]: Kind | readonly string[] | Shape };

/** the row a shape describes */
export type Checked<S extends Shape> = {
  -readonly [C in keyof S]: S[C] extends `${infer B extends Base} | null`
    ? Kinds[B] | null
    : S[C] extends Base
      ? Kinds[S[C]]
      : S[C] extends readonly (infer V extends string)[]
        ? V
        : S[C] extends Shape
          ? Checked<S[C]>
          : never;
};

/** a row shape, named for the error a mismatch throws */
export type RowShape<S extends Shape> = { readonly name: string; readonly columns: S };

/** Declares the row of a statement built at run time: its name (`area.what`, as a typed statement's) and columns. */
export function rowShape<const S extends Shape>(name: string, columns: S): RowShape<S> {
  return { name, columns };
}

/** The rows of a query's answer (pg's `rows`, queryRows'), each checked against the shape. */
export function checkedRows<S extends Shape>(shape: RowShape<S>, answer: readonly unknown[]): Checked<S>[] {
  if (!Array.isArray(answer)) throw new Error(`${shape.name}: the answer is not a list of rows`);
  answer.forEach((row, i) => checkRow(shape.name, `row ${i}`, shape.columns, row));
  return answer as Checked<S>[];
}

function checkRow(name: string, where: string, columns: Shape, row: unknown): void {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    throw new Error(`${name}: ${where} is not a row (${describe(row)})`);
  const cells = row as Record<string, unknown>;
  for (const [column, kind] of Object.entries(columns)) {
    if (!(column in cells)) throw new Error(`${name}: ${where} has no column ${column}`);
    const value = cells[column];
    if (isValues(kind)) {
      if (typeof value === 'string' && kind.includes(value)) continue;
      throw new Error(`${name}: ${where} column ${column} is ${describe(value)}, not one of ${kind.join(', ')}`);
    }
    if (typeof kind === 'object') {
      checkRow(name, `${where} column ${column}`, kind, value);
      continue;
    }
    const [base, nullable] = kind.endsWith(' | null') ? [kind.slice(0, -7) as Base, true] : [kind as Base, false];
    if (value === null ? nullable || base === 'unknown' : isKind(base, value)) continue;
    throw new Error(`${name}: ${where} column ${column} is ${describe(value)}, not ${kind}`);
  }
}

// (Array.isArray does not narrow a readonly array)
const isValues = (kind: Kind | readonly string[] | Shape): kind is readonly string[] => Array.isArray(kind);

function isKind(base: Base, value: unknown): boolean {
  switch (base) {
    case 'date':
      return value instanceof Date;
    case 'unknown':
      return value !== undefined;
    default:
      return typeof value === base;
  }
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (value instanceof Date) return 'a Date';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value} (${JSON.stringify(value)?.slice(0, 40)})`;
}
