import { NoSuchCall } from '@mes/server/core/api/app.exception';
import { openDataSource, runMigrations } from '@mes/server/core/database/data-source';
import { defineResource } from '@mes/server/core/resource/resource.types';
import type { DataSource } from 'typeorm';
import { engineCalls, type EngineCalls } from '../support/engine-calls';
import { createTestDatabase, templateOf } from '../support/test-env';

const tr = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

// A test-only document (no stock document exists yet): a header with entry rows in their own table, which this test
// creates, shaped like the stock bills of 001 §3-§4 (a material, a quantity, a place, a barcode per entry).
const DOC = defineResource({
  name: 'doc_test',
  module: 'test_mgt',
  table: 'doc_test',
  label: tr('测试单据', 'Test document'),
  io: false,
  fields: {
    fbillno: { type: 'string', label: tr('单号', 'Number'), max: 32, required: true, unique: true, search: true },
    fdesc: { type: 'string', label: tr('备注', 'Remarks'), max: 64, default: '' },
  },
  entries: {
    table: 'doc_test_entry',
    parent: 'doc_test_id',
    label: tr('测试单据明细', 'Test document entry'),
    required: true,
    max: 50,
    fields: {
      icitem_id: { type: 'int', label: tr('物料', 'Material'), required: true, ref: 'icitem' },
      qty: { type: 'number', label: tr('数量', 'Quantity'), required: true, min: 0.001 },
      barcode: { type: 'string', label: tr('条码', 'Barcode'), max: 64, default: '' },
    },
  },
});

type Row = Record<string, unknown> & { id: number };
type Entry = { id: number; doc_test_id: number; icitem_id: number; qty: number; barcode: string };
type Doc = Row & { fbillno: string; entries: Entry[] };
type Page = { list: Entry[]; total: number; pn: number; ps: number; page_next_id: number | null };

describe('documents: a header with entry rows', () => {
  let ds: DataSource;
  let icitems: number[];

  let call: EngineCalls['call'];
  let refusal: EngineCalls['refusal'];
  const count = async (table: string) =>
    ((await ds.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;

  beforeAll(async () => {
    ds = await openDataSource(await createTestDatabase('documents', templateOf('bare')));
    await runMigrations(ds);
    await ds.query(`CREATE TABLE doc_test (
      id serial PRIMARY KEY, fbillno varchar(32) NOT NULL UNIQUE, fdesc varchar(64) NOT NULL DEFAULT '',
      checked boolean NOT NULL DEFAULT false, disabled boolean NOT NULL DEFAULT false, creater_id int,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    await ds.query(`CREATE TABLE doc_test_entry (
      id serial PRIMARY KEY, doc_test_id int NOT NULL REFERENCES doc_test(id), icitem_id int NOT NULL REFERENCES icitem(id),
      qty numeric(18, 3) NOT NULL, barcode varchar(64) NOT NULL DEFAULT '')`);
    const made = (await ds.query(
      `INSERT INTO icitem (fnumber, fname) SELECT 'DOC-M' || g, 'material ' || g FROM generate_series(1, 3) g RETURNING id`,
    )) as { id: number }[];
    icitems = made.map((r) => r.id);
    ({ call, refusal } = engineCalls(ds, [DOC]));
  }, 90_000);

  afterAll(async () => {
    await ds?.destroy();
  });

  const entriesOf = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ icitem_id: icitems[i % 3], qty: i + 1.5, barcode: `B-${i + 1}` }));

  it('creates the header and its entries in one transaction and answers them with get', async () => {
    const doc = (await call('test_mgt/doc_test/create', { fbillno: 'D-1', entries: entriesOf(3) })) as Doc;
    expect(doc.fbillno).toBe('D-1');
    expect(doc.entries.map((e) => [e.icitem_id, e.qty, e.barcode, e.doc_test_id])).toEqual([
      [icitems[0], 1.5, 'B-1', doc.id],
      [icitems[1], 2.5, 'B-2', doc.id],
      [icitems[2], 3.5, 'B-3', doc.id],
    ]);
    const got = (await call('test_mgt/doc_test', { id: doc.id })) as Doc;
    expect(got.entries).toEqual(doc.entries);
  });

  it('refuses the whole document for one bad entry, naming it, and writes nothing', async () => {
    const [docs, entries] = [await count('doc_test'), await count('doc_test_entry')];
    const bad = entriesOf(4);
    bad[2] = { ...bad[2], qty: 'many' as unknown as number };
    expect(await refusal('test_mgt/doc_test/create', { fbillno: 'D-BAD', entries: bad })).toEqual({
      err: 400,
      msg: 'entries[2].qty: must be a number, not string',
    });
    const missingRef = entriesOf(2);
    missingRef[1] = { ...missingRef[1], icitem_id: 2_000_000 };
    expect(await refusal('test_mgt/doc_test/create', { fbillno: 'D-BAD', entries: missingRef })).toMatchObject({
      msg: 'entries[1].icitem_id: no icitem 2000000',
    });
    expect((await refusal('test_mgt/doc_test/create', { fbillno: 'D-BAD', entries: [{ qty: 1 }] })).msg).toBe(
      'entries[0].icitem_id: is required',
    );
    expect(
      (await refusal('test_mgt/doc_test/create', { fbillno: 'D-BAD', entries: [{ ...entriesOf(1)[0], x: 1 }] })).msg,
    ).toBe('entries[0].x: unknown field of doc_test entry');
    expect((await refusal('test_mgt/doc_test/create', { fbillno: 'D-BAD', entries: [] })).msg).toBe(
      'entries: must be an array of 1 to 50 entries',
    );
    expect([await count('doc_test'), await count('doc_test_entry')]).toEqual([docs, entries]);
  });

  it('lists the entries of one document with the list grammar through the one list runner', async () => {
    const doc = (await call('test_mgt/doc_test/create', { fbillno: 'D-2', entries: entriesOf(7) })) as Doc;
    const first = (await call('test_mgt/doc_test/get_entries', { id: doc.id, filter: 'ps:3' })) as Page;
    expect(first.total).toBe(7);
    expect(first.list.map((e) => e.barcode)).toEqual(['B-1', 'B-2', 'B-3']);
    expect(first.page_next_id).toBe(first.list[2].id);
    const next = (await call('test_mgt/doc_test/get_entries', {
      id: doc.id,
      filter: `ps:3 page_next_id:${first.page_next_id}`,
    })) as Page;
    expect(next.list.map((e) => e.barcode)).toEqual(['B-4', 'B-5', 'B-6']);
    const last = (await call('test_mgt/doc_test/get_entries', { id: doc.id, filter: 'ps:3 pn:3' })) as Page;
    expect(last.list.map((e) => e.barcode)).toEqual(['B-7']);
    expect(last.page_next_id).toBeNull();
    const filtered = (await call('test_mgt/doc_test/get_entries', {
      id: doc.id,
      filter: `icitem_id:${icitems[1]} sort:qty-desc`,
    })) as Page;
    expect(filtered.list.map((e) => e.barcode)).toEqual(['B-5', 'B-2']);
    expect(
      (await call('test_mgt/doc_test/get_entries', { id: doc.id, filter: 'search_key:B-1' })) as Page,
    ).toMatchObject({
      total: 7,
    });
    expect((await refusal('test_mgt/doc_test/get_entries', { id: doc.id, filter: 'checked:true' })).msg).toBe(
      'filter.checked: unknown field of doc_test entry',
    );
    expect((await refusal('test_mgt/doc_test/get_entries', { id: doc.id, filter: 'nope:1' })).msg).toBe(
      'filter.nope: unknown field of doc_test entry',
    );
    expect((await refusal('test_mgt/doc_test/get_entries', { id: 2_000_000 })).msg).toBe('id: no doc_test 2000000');
  });

  it('answers one entry by its id, only of its document when the document is named', async () => {
    const a = (await call('test_mgt/doc_test/create', { fbillno: 'D-3', entries: entriesOf(2) })) as Doc;
    const b = (await call('test_mgt/doc_test/create', { fbillno: 'D-4', entries: entriesOf(1) })) as Doc;
    const eid = a.entries[1].id;
    expect(await call(`test_mgt/doc_test/get_entries/${eid}`, {})).toEqual(a.entries[1]);
    expect(await call(`test_mgt/doc_test/get_entries/${eid}`, { id: a.id })).toEqual(a.entries[1]);
    expect((await refusal(`test_mgt/doc_test/get_entries/${eid}`, { id: b.id })).msg).toBe(
      `eid: no entry ${eid} of doc_test ${b.id}`,
    );
    expect((await refusal('test_mgt/doc_test/get_entries/x1', {})).msg).toBe('eid: must be a positive whole number');
    await expect(call(`test_mgt/doc_test/get_entries/${eid}/more`, {})).rejects.toBeInstanceOf(NoSuchCall);
  });

  it('update replaces the entries when they are given and keeps them otherwise', async () => {
    const doc = (await call('test_mgt/doc_test/create', { fbillno: 'D-5', entries: entriesOf(3) })) as Doc;
    const renamed = (await call('test_mgt/doc_test/update', { id: doc.id, fdesc: 'renamed' })) as Doc;
    expect(renamed.entries).toEqual(doc.entries);
    const replaced = (await call('test_mgt/doc_test/update', {
      id: doc.id,
      entries: [{ icitem_id: icitems[2], qty: 9 }],
    })) as Doc;
    expect(replaced.entries.map((e) => [e.icitem_id, e.qty, e.barcode])).toEqual([[icitems[2], 9, '']]);
    expect(
      (
        await refusal('test_mgt/doc_test/update', {
          id: doc.id,
          fdesc: 'x',
          entries: [{ icitem_id: icitems[0], qty: 0 }],
        })
      ).msg,
    ).toBe('entries[0].qty: must be between 0.001 and 1000000000000');
    const kept = (await call('test_mgt/doc_test', { id: doc.id })) as Doc;
    expect([kept.fdesc, kept.entries]).toEqual(['renamed', replaced.entries]);
    await call('test_mgt/doc_test/delete', { id: doc.id });
    expect(
      (
        (await ds.query('SELECT count(*)::int AS n FROM doc_test_entry WHERE doc_test_id = $1', [doc.id])) as {
          n: number;
        }[]
      )[0].n,
    ).toBe(0);
  });
});
