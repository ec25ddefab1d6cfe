import type { RefusalCode, RefusalParams, Translated } from '@mes/contracts';
import type { Queryable, Tx } from '../db/sql';

// A resource is declared once (docs/architecture.md, "the resource engine"): the engine serves its standard calls,
// validates bodies, applies the list grammar, checks permissions and emits `<resource>.<action>` events from this.

export type FieldType = 'string' | 'text' | 'int' | 'number' | 'bool' | 'datetime' | 'json';

export type FieldDef = {
  type: FieldType;
  label: Translated;
  /** varchar length for 'string' (required for 'string'); the column is varchar(max). */
  max?: number;
  /** numeric range for 'int' and 'number'. */
  min?: number;
  maxValue?: number;
  /** must be given on create. */
  required?: boolean;
  /** column may hold NULL (default: false; a non-required field then has a default). */
  nullable?: boolean;
  unique?: boolean;
  default?: string | number | boolean | null;
  /** allowed values. */
  enum?: readonly (string | number)[];
  /** this int column points at another resource's id (checked on write; `has:` can join it). */
  ref?: string;
  /** this int column points at a record of the resource the field `refBy` names (a document's source, whose kind
   * is another column): screens show that record's number, linked (not checked on write). */
  refBy?: string;
  /** included in search_key matching. */
  search?: boolean;
  /** a create that leaves this field out (or empty) gets a document number with this prefix (bill-number.ts). */
  numbered?: string;
  /** set by hooks or the server, never by the caller. */
  readonly?: boolean;
  /** never returned (for example an encrypted secret). */
  hidden?: boolean;
};

/** `has:{name}` joins the resource named by `resource` through this resource's `via` column. */
export type RelationDef = { resource: string; via: string };

export const STANDARD_ACTIONS = ['get', 'create', 'update', 'delete', 'list', 'check', 'disable'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];
export const IO_ACTIONS = ['import', 'export'] as const;
export type IoAction = (typeof IO_ACTIONS)[number];

export type Row = Record<string, unknown> & { id: number };

/**
 * A lookup the engine serves at /{module}/{name}/{path}, permission {module}.{name}.{path} (docs/api.md, "Lookups").
 * `ids`: body `{ ids }`, the records of those ids in the get call's shape, by id (unknown ids are left out):
 * list_by_ids. `key`: body `{ <key.field> }`, the records a key reaches through other tables (see LookupKey).
 */
export type LookupDef = { path: string; by: 'ids' } | KeyLookupDef;

export type KeyLookupDef = {
  path: string;
  by: 'key';
  summary: string;
  key: LookupKey;
  /** SQL naming the answered ids ($1: the value `key.find` found), e.g. through a join table. Without it the answer
   * is the one record whose id is that value, as the get call answers it, with `carry` and `attach`. */
  ids?: string;
  /** columns of `key.find`'s row answered with the one record (e.g. an SN's position). */
  carry?: readonly string[];
  /** more of the one record (e.g. a workflow's stations), read with the engine's reader. */
  attach?: (row: Row, read: LookupReader) => Promise<Record<string, unknown>>;
};

/** what a lookup's `attach` may read: SQL, and records of a resource (by name) in the get call's shape, by id. */
export type LookupReader = {
  /** where to read, outside a transaction: the pool */
  db: Queryable;
  getMany: (resource: string, ids: number[]) => Promise<Row[]>;
};

/**
 * The body's one field of a key lookup: an id or a text of at most `max` characters. `find` ($1: the key) answers
 * the key's value as `k` (e.g. the work order of an SN); no row answers `missing` naming the field.
 */
export type LookupKey = {
  field: string;
  type: 'id' | 'text';
  max?: number;
  find: string;
  /** the err and the refusal's code and parameters */
  missing: { code: number; refusal: (key: string | number) => { code: RefusalCode; params?: RefusalParams } };
};

/** the usual list_by_ids. */
export const LIST_BY_IDS: LookupDef = { path: 'list_by_ids', by: 'ids' };

/**
 * The entry rows of a document (docs/api.md, "Documents"): their own table, one row per entry, pointing at the header
 * through `parent`. Entries are validated like fields (400 `entries[2].qty: …`) and written with the header in one
 * transaction; get answers the header with `entries`, and `get_entries`, `get_entries/<eid>` are served generically.
 */
export type EntriesDef = {
  table: string;
  /** the entry table's column holding the header's id */
  parent: string;
  label: Translated;
  fields: Record<string, FieldDef>;
  /** at most this many entries in a document (default 1000) */
  max?: number;
  /** a create needs at least one entry */
  required?: boolean;
};

/**
 * A kind of linked document of push_up / push_down (docs/api.md, "Links between documents"): the target's table and
 * back-office route, and the SQL naming the linked target ids ($1 the source document's id).
 */
export type LinkDef = {
  table: string;
  route: string;
  ids: string;
  /** the target's column answered as fbillno (default fbillno) */
  fbillno?: string;
  /** SQL of the product whose fnumber and fname the answer names, over the target `t` (default t.product_id) */
  product?: string;
};

/** a value of the created target, from the source row (or entry): a source column's name, a constant, a function. */
export type MappedValue = string | { value: unknown } | ((row: Row, header: Row) => unknown);

/**
 * push_down/create (docs/api.md, "Links between documents"): the target resource made from the source, its header
 * fields and its entries mapped from the source's, and the target's column recording the source (read by both
 * links' `ids`). The target is created as a user's create would be (same validation), in the source's transaction.
 */
export type LinkCreateDef = {
  /** the target resource's name */
  resource: string;
  header: Record<string, MappedValue>;
  /** one target entry per source entry: target entry field -> value from the source entry (and header). */
  entries?: Record<string, MappedValue>;
  /** the target's column (not a caller's field) set to the source's id. */
  sourceColumn: string;
  /** the source must be in one of these states to be pushed down, e.g. { field: 'checked', in: [true] }. */
  require?: { field: string; in: readonly unknown[] };
  /** at most one target of this kind per source: a second push_down/create is refused. */
  once?: boolean;
};

/** push_up: the documents this one comes from; push_down: those made from it (in declaration order, each by id). */
export type LinksDef = { push_up?: readonly LinkDef[]; push_down?: readonly (LinkDef & { create?: LinkCreateDef })[] };
export const LINK_ACTIONS = ['push_up', 'push_down'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export type HookContext = { userId: number | null };

export type ResourceHooks = {
  /**
   * turn the validated input into the columns to write (for example password secret -> encrypted column). `tx` is the
   * write's transaction: a hook may lock what the record depends on and refuse (throw) before anything is written.
   */
  beforeWrite?(
    input: Record<string, unknown>,
    ctx: HookContext & { action: 'create' | 'update'; current?: Row; tx?: Tx },
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * in the transaction of a check or disable, with the record locked (FOR UPDATE) and before the flag is written: it
   * may refuse the change (throw) or write other tables with it (a stock document's check posts to the ledger). Two
   * checks of one record run one after the other, and the second sees the first's result in `row`.
   */
  beforeFlag?(change: FlagChange, tx: Tx, ctx: HookContext): Promise<void> | void;
  /**
   * in the write's transaction, after a document's entries were written by a create or an update that gave them: it
   * may refuse them (throw, naming `entries[2].fqty`) with what only the database knows (a material's precision).
   */
  afterEntries?(tx: Tx, id: number, entries: readonly Record<string, unknown>[]): Promise<void>;
  /**
   * in the create's (or an import row's) transaction, after the row and its entries were written: it may refuse the
   * record (throw) with what only the database knows, or write what goes with it (opening a repair marks its device
   * down), so nothing of it is seen before it commits.
   */
  afterCreate?(tx: Tx, row: Row, ctx: HookContext): Promise<void>;
  /**
   * in the delete's transaction, the row locked: refuse (throw) a record that must stay, or remove what goes with it
   * (for example a serial number with station reports stays; one without leaves its work order's list).
   */
  beforeDelete?(row: Row, tx: Tx): Promise<void>;
  /** after a change to one record has committed (for example: end the sessions of a user just disabled). */
  afterCommit?(change: CommittedChange): Promise<void> | void;
  /**
   * values computed from other tables, added to the rows the engine answers (get, list, list_by_ids, key lookups),
   * one call per page rather than per row (order WIP's quantity per stage). `db` is the read's: the write's
   * transaction when a create or update answers its record.
   */
  afterRead?(rows: Row[], db: Queryable): Promise<void>;
};

/** a check (`checked`) or disable (`disabled`) about to be written: the flag's new value and the locked record. */
export type FlagChange = { flag: 'checked' | 'disabled'; value: boolean; row: Row };

export type CommittedChange = { action: 'update' | 'delete' | 'check' | 'disable'; id: number };

export type ResourceDef = {
  /** route segment and event prefix: /api/v1/{module}/{name}, `{name}.{action}` */
  name: string;
  module: string;
  table: string;
  label: Translated;
  /** fields besides the common ones every record has: id, checked, disabled, creater_id, created_at, updated_at. */
  fields: Record<string, FieldDef>;
  relations?: Record<string, RelationDef>;
  /** default: every standard action. */
  actions?: readonly StandardAction[];
  /** default sort of list; default 'id-desc'. */
  defaultSort?: string;
  /** the fields the back office's generic list shows, in order (default: code and name first, then the first few). */
  listColumns?: readonly string[];
  /** sample values of a valid record, for forms' placeholders and the generated contract tests. */
  example?: Record<string, unknown>;
  /** spreadsheet import and export calls (default true); 'export': only the export (a read-only log). */
  io?: boolean | 'export';
  /** the largest ps a list honours (default 1000); larger asks are clamped to it. */
  maxPageSize?: number;
  hooks?: ResourceHooks;
  /** lookups served generically (see LookupDef). */
  lookups?: readonly LookupDef[];
  /** push_up / push_down served generically (see LinksDef). */
  links?: LinksDef;
  /** a document's entry rows (see EntriesDef). */
  entries?: EntriesDef;
  /** the columns every row of the table has (default COMMON_COLUMNS); an entry table has only id. */
  common?: Readonly<Record<string, FieldType>>;
};

export function defineResource<const D extends ResourceDef>(def: D): D {
  return def;
}

// Lookups by a name that came from a caller: own keys only, so 'constructor' or '__proto__' is just unknown.
export function fieldOf(def: ResourceDef, name: string): FieldDef | undefined {
  return Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
}

export function lookupOf(def: ResourceDef, path: string): LookupDef | undefined {
  return def.lookups?.find((l) => l.path === path);
}

export function relationOf(def: ResourceDef, name: string): RelationDef | undefined {
  return def.relations && Object.hasOwn(def.relations, name) ? def.relations[name] : undefined;
}
