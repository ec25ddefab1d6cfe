import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { BomFixture, PM, upload, type Row } from './bom-fixtures';
import { sheetRows } from './product-mgt-fixtures';
import { openpyxl } from '../support/openpyxl';

type Expanded = {
  fqty: number;
  levels: number;
  icbom: Row & { icitem: { fnumber: string } };
  rows: (Row & {
    key: string;
    parent_key: string | null;
    level: number;
    fnumber: string;
    qty: number;
    qty_per_top: number;
    need_per_top: number;
    total_qty: number;
    need_qty: number;
    child_bom: string;
  })[];
};

describe('BOMs: entries, multi-level expansion, sheets, differences, change records, lookups', () => {
  let api: ApiClient;
  let fx: BomFixture;

  fixtureSuite('bom', BomFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('stores a BOM with its entries and refuses a bad entry, naming it', async () => {
    const bom = await fx.newBom(
      'SUB',
      [
        ['CHIP', 3, 5],
        ['PASTE', 0.5],
      ],
      { check: false },
    );
    expect(bom).toMatchObject({ version: 'V1', icitem_id: fx.items.SUB.id, checked: false });
    expect((bom.entries as Row[]).map((e) => [e.icitem_id, e.qty, e.scrap_rate])).toEqual([
      [fx.items.CHIP.id, 3, 5],
      [fx.items.PASTE.id, 0.5, 0],
    ]);
    const bad = (entries: unknown) =>
      api.call(`${PM}/icbom/create`, { fnumber: `BAD-${fx.tag}`, icitem_id: fx.items.SUB.id, entries });
    expect((await bad([{ icitem_id: fx.items.CHIP.id, qty: 0 }])).msg).toBe(
      'entries[0].qty: must be between 0.000001 and 1000000000',
    );
    expect((await bad([{ icitem_id: fx.items.CHIP.id, qty: 1, scrap_rate: 101 }])).msg).toBe(
      'entries[0].scrap_rate: must be between 0 and 100',
    );
    expect((await bad([{ icitem_id: 999999, qty: 1 }])).msg).toBe('entries[0].icitem_id: no icitem 999999');
    // one number and version names one BOM
    const twin = await api.call(`${PM}/icbom/create`, { fnumber: bom.fnumber, icitem_id: fx.items.SUB.id });
    expect(twin.err).toBe(400);
    expect(twin.msg).toMatch(/already exists/);
    const v2 = await api.ok<Row>(`${PM}/icbom/create`, {
      fnumber: bom.fnumber,
      version: 'V2',
      icitem_id: fx.items.SUB.id,
    });
    expect(v2.version).toBe('V2');
    expect((await api.ok<{ total: number }>(`${PM}/icbom/get_entries`, { id: bom.id })).total).toBe(2);
  });

  it('expands three levels with the quantity per parent and per top unit (hand-computed)', async () => {
    const top = await fx.threeLevels();
    const x = await api.ok<Expanded>(`${PM}/icbom/multi_expand`, { id: top.id, fqty: 10 });
    expect(x.levels).toBe(3);
    expect(x.icbom.icitem.fnumber).toBe(fx.items.TOP.fnumber);
    const f = (k: keyof typeof fx.items) => fx.items[k].fnumber;
    // per top unit: SUB 2; CHIP 2 x 3 = 6 (with 5 % scrap 6.3); DIE 6 x 4 = 24 (25.2); PASTE 2 x 0.5 = 1; CASE 1
    expect(
      x.rows.map((r) => [r.level, r.fnumber, r.qty, r.qty_per_top, r.need_per_top, r.total_qty, r.need_qty]),
    ).toEqual([
      [1, f('SUB'), 2, 2, 2, 20, 20],
      [2, f('CHIP'), 3, 6, 6.3, 60, 63],
      [3, f('DIE'), 4, 24, 25.2, 240, 252],
      [2, f('PASTE'), 0.5, 1, 1, 10, 10],
      [1, f('CASE'), 1, 1, 1, 10, 10],
    ]);
    expect(x.rows[1].parent_key).toBe(x.rows[0].key);
    expect(x.rows[2].parent_key).toBe(x.rows[1].key);
    expect(x.rows[0].child_bom).toMatch(/^BOM-SUB-/);
    expect((await api.ok<Expanded>(`${PM}/icbom/multi_expand`, { id: top.id })).fqty).toBe(1);

    // an unchecked BOM of a child does not expand: the child stays a leaf
    const loose = await fx.newBom('EXTRA', [['DIE', 1]], { check: false });
    const withExtra = await fx.newBom('CASE', [['EXTRA', 2]], { check: false });
    const y = await api.ok<Expanded>(`${PM}/icbom/multi_expand`, { id: withExtra.id });
    expect(y.rows.map((r) => r.fnumber)).toEqual([f('EXTRA')]);
    await api.ok(`${PM}/icbom/check`, { id: loose.id });
    const z = await api.ok<Expanded>(`${PM}/icbom/multi_expand`, { id: withExtra.id });
    expect(z.rows.map((r) => [r.fnumber, r.qty_per_top])).toEqual([
      [f('EXTRA'), 2],
      [f('DIE'), 2],
    ]);
  });

  it('answers a cycle with 400 naming it, and refuses bad input', async () => {
    // PASTE -> CASE -> PASTE
    const a = await fx.newBom('PASTE', [['CASE', 1]]);
    await fx.newBom('CASE', [['PASTE', 1]]);
    const cycle = await api.call(`${PM}/icbom/multi_expand`, { id: a.id });
    expect(cycle.err).toBe(400);
    expect(cycle.msg).toBe(
      `id: BOM ${String(a.fnumber)} V1 has a cycle: ${fx.items.PASTE.fnumber} -> ${fx.items.CASE.fnumber} -> ${fx.items.PASTE.fnumber} (a material is part of itself)`,
    );
    expect((await api.call(`${PM}/icbom/multi_expand`, { id: 999999 })).msg).toBe('id: no icbom 999999');
    expect((await api.call(`${PM}/icbom/multi_expand`, { id: a.id, fqty: 0 })).msg).toMatch(/^fqty: /);
    expect((await api.call(`${PM}/icbom/multi_expand`, { id: a.id, depth: 2 })).msg).toBe('depth: unknown field');
  });

  it('exports BOMs one row per entry and imports the sheet back, all or none', async () => {
    const bom = await fx.newBom(
      'TOP',
      [
        ['SUB', 2],
        ['CASE', 1, 2],
      ],
      { check: false },
    );
    const file = (
      await api.call<Buffer>(`${PM}/icbom/export`, { filter: `fnumber:${String(bom.fnumber)}`, locale: 'en-US' })
    ).data;
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual([
      'BOM number',
      'Version',
      'Name',
      'Parent material code',
      'Product code',
      'Child material code',
      'Quantity per parent',
      'Scrap rate (%)',
      'Positions (designators)',
      'Substitute group',
      'Remarks',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[5], r[6], r[7]])).toEqual([
      [bom.fnumber, fx.items.TOP.fnumber, fx.items.SUB.fnumber, 2, 0],
      [bom.fnumber, fx.items.TOP.fnumber, fx.items.CASE.fnumber, 1, 2],
    ]);
    const [opened] = await openpyxl(file);
    expect(opened).toMatchObject({ freeze: 'A2', bold_header: true, max_row: 3 });
    expect(opened.rows[0]).toEqual(rows[0]);
    expect(opened.rows[1].slice(0, 8)).toEqual([
      bom.fnumber,
      'V1',
      null,
      fx.items.TOP.fnumber,
      null,
      fx.items.SUB.fnumber,
      2,
      0,
    ]);
    // the same file again: that number and version exists, nothing is imported
    const again = await api.call<{ errors: unknown[] }>(`${PM}/icbom/import`, {
      filename: 'bom.xlsx',
      content_base64: file.toString('base64'),
    });
    expect(again.err).toBe(400);
    expect(again.data.errors).toEqual([
      { row: 2, field: 'fnumber', message: `BOM ${String(bom.fnumber)} V1 already exists` },
    ]);

    const no = `IMP-${fx.tag}`;
    const header = [
      'BOM number',
      'Version',
      'Parent material code',
      'Child material code',
      'Quantity per parent',
      '位号',
    ];
    const bad = await api.call<{ errors: { row: number; field: string }[] }>(
      `${PM}/icbom/import`,
      await upload([
        header,
        [no, 'V1', fx.items.TOP.fnumber, fx.items.SUB.fnumber, 2, 'U1'],
        [no, 'V1', fx.items.SUB.fnumber, fx.items.CASE.fnumber, 1, ''],
        [`${no}-B`, 'V1', fx.items.SUB.fnumber, 'NO-SUCH', 1, ''],
      ]),
    );
    expect(bad.err).toBe(400);
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'parent_fnumber'],
      [4, 'child_fnumber'],
    ]);
    expect((await api.ok<{ total: number }>(`${PM}/icbom/list`, { filter: `search_key:${no}` })).total).toBe(0);

    const good = await api.ok(
      `${PM}/icbom/import`,
      await upload([
        header,
        [no, 'V1', fx.items.TOP.fnumber, fx.items.SUB.fnumber, 2, 'U1'],
        [no, 'V1', fx.items.TOP.fnumber, fx.items.CASE.fnumber, 1, ''],
        [no, 'V2', fx.items.TOP.fnumber, fx.items.SUB.fnumber, 3, 'U1,U2'],
      ]),
    );
    expect(good).toEqual({ imported: 2, entries: 3 });
    const made = (await api.ok<{ list: Row[] }>(`${PM}/icbom/list`, { filter: `fnumber:${no} sort:version-asc` })).list;
    expect(made.map((b) => b.version)).toEqual(['V1', 'V2']);
    const v1 = await api.ok<Row>(`${PM}/icbom`, { id: made[0].id });
    expect((v1.entries as Row[]).map((e) => [e.icitem_id, e.qty, e.position])).toEqual([
      [fx.items.SUB.id, 2, 'U1'],
      [fx.items.CASE.id, 1, ''],
    ]);

    // the differences from V1 to V2 as a sheet: CASE removed, SUB 2 -> 3
    const diff = await sheetRows(
      (await api.call<Buffer>(`${PM}/icbom/export_diff`, { id: made[0].id, other_id: made[1].id, locale: 'en-US' }))
        .data,
    );
    expect(diff[0].slice(0, 5)).toEqual([
      'Difference',
      'Material code',
      'Material name',
      `Quantity (${no} V1)`,
      `Quantity (${no} V2)`,
    ]);
    expect(diff.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['removed', fx.items.CASE.fnumber, 'CASE part', 1, undefined],
      ['changed', fx.items.SUB.fnumber, 'SUB part', 2, 3],
    ]);
    const zh = await sheetRows(
      (await api.call<Buffer>(`${PM}/icbom/export_diff`, { id: made[1].id, other_id: made[0].id })).data,
    );
    expect(zh.slice(1).map((r) => r[0])).toEqual(['新增', '变更']);
    expect((await api.call(`${PM}/icbom/export_diff`, { id: made[0].id })).msg).toBe(
      'other_id: must be a positive whole number',
    );
    expect((await api.call(`${PM}/icbom/import`, { draft: 'x' })).msg).toBe('draft: unknown field');
  });

  it('keeps change records of a BOM, checked like any record', async () => {
    const bom = await fx.newBom('SUB', [['CHIP', 3]], { check: false });
    const change = await api.ok<Row>(`${PM}/icbom_change/create`, {
      icbom_id: bom.id,
      change_type: 'replace',
      icitem_id: fx.items.CHIP.id,
      old_qty: 3,
      new_qty: 4,
      reason: 'ECN-7',
    });
    expect(change).toMatchObject({ icbom_id: bom.id, change_type: 'replace', old_qty: 3, new_qty: 4 });
    expect(
      (await api.ok<{ list: Row[] }>(`${PM}/icbom_change/list`, { filter: `icbom_id:${bom.id}` })).list,
    ).toHaveLength(1);
    expect((await api.ok<Row>(`${PM}/icbom_change/update`, { id: change.id, reason: 'ECN-8' })).reason).toBe('ECN-8');
    expect((await api.call(`${PM}/icbom_change/update`, { id: change.id, icbom_id: 999999 })).err).toBe(400);
    expect((await api.call(`${PM}/icbom_change/create`, { icbom_id: bom.id, change_type: 'swap' })).msg).toMatch(
      /^change_type: must be one of/,
    );
    await api.ok(`${PM}/icbom_change/check`, { id: change.id });
    expect((await api.call(`${PM}/icbom_change/delete`, { id: change.id })).err).toBe(400);
    await api.ok(`${PM}/icbom_change/check`, { id: change.id, checked: false });
    expect(await api.ok(`${PM}/icbom_change/delete`, { id: change.id })).toEqual({ id: change.id });
    expect(
      await api.ok<Row>(`${PM}/icbom_change`, {
        id: (await api.ok<Row>(`${PM}/icbom_change/create`, { icbom_id: bom.id })).id,
      }),
    ).toMatchObject({
      change_type: 'update',
    });
  });
});
