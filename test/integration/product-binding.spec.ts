import { PM, productDefsFixture, type Rec } from '../support/product-defs-fixture';

type Binding = Rec & { sn: string; barcode: string; replaced: boolean; replaces_id: number | null; reason: string };

// Product definitions (docs/product-definitions.md): binding policies and bindings, and material lot numbers.
describe('product definitions: binding and lots', () => {
  const f = productDefsFixture();

  describe('material binding', () => {
    beforeAll(async () => {
      await f.api.ok(`${PM}/material_binding_policy/create`, {
        fnumber: 'BP-BAT',
        product_id: f.productId,
        icitem_id: f.icitem.BAT,
        qty: 1,
        barcode_pattern: 'BAT-[0-9]{4}',
      });
      await f.api.ok(`${PM}/material_binding_policy/create`, {
        fnumber: 'BP-LCD',
        product_id: f.productId,
        station_id: f.ids.stations['ASSY-01-DL'],
        icitem_id: f.icitem.LCD,
        qty: 2,
      });
    });

    const bind = (sn: string, barcode: string, extra: Record<string, unknown> = {}) =>
      f.api.call<Binding>(`${PM}/binding_details/bind`, { sn, barcode, ...extra });

    it('refuses a policy with a bad pattern or the same scope twice', async () => {
      expect(
        await f.api.call(`${PM}/material_binding_policy/create`, {
          fnumber: 'BP-X',
          product_id: f.productId,
          icitem_id: f.icitem.BAT,
          barcode_pattern: 'BAT-[',
        }),
      ).toMatchObject({ err: 400, msg: expect.stringMatching(/^barcode_pattern: is not a valid regular expression/) });
      expect(
        await f.api.call(`${PM}/material_binding_policy/create`, {
          fnumber: 'BP-BAT2',
          product_id: f.productId,
          icitem_id: f.icitem.BAT,
        }),
      ).toMatchObject({ err: 400, msg: expect.stringContaining('already exists') });
    });

    it('binds under the policy: pattern, count per SN, a barcode bound once, an SN of an order', async () => {
      const sn = f.ids.sns[20];
      const first = await bind(sn, 'BAT-0001');
      expect(first).toMatchObject({
        err: 0,
        data: { sn, barcode: 'BAT-0001', icitem_id: f.icitem.BAT, replaced: false },
      });
      expect((await bind(sn, 'BAT-0002')).msg).toBe(`barcode: ${sn} already has 1 of 1 T-BAT bound`);
      expect((await bind(f.ids.sns[21], 'BAT-0001')).msg).toBe(`barcode: 'BAT-0001' is already bound to ${sn}`);
      expect((await bind(f.ids.sns[21], 'XYZ')).msg).toMatch(/^barcode: 'XYZ' matches the pattern of no material/);
      expect((await bind('NOT-AN-SN', 'BAT-0003')).err).toBe(1213);
      // The LCD is bound only at its station; any barcode matches its empty pattern, two per SN.
      expect((await bind(sn, 'LCD-A', { icitem_id: f.icitem.LCD })).msg).toMatch(/^sn: no binding policy asks/);
      expect((await bind(sn, 'LCD-A')).msg).toBe(
        "barcode: 'LCD-A' matches the pattern of no material to bind (T-BAT: BAT-[0-9]{4})",
      );
      const at = { station_id: f.ids.stations['ASSY-01-DL'], icitem_id: f.icitem.LCD };
      expect((await bind(sn, 'LCD-A', at)).err).toBe(0);
      expect((await bind(sn, 'LCD-B', at)).err).toBe(0);
      expect((await bind(sn, 'LCD-C', at)).msg).toBe(`barcode: ${sn} already has 2 of 2 T-LCD bound`);
      expect((await bind(sn, 'LCD-C', { ...at, station_id: 999999 })).err).toBe(1205);
    });

    it('lets only one of two racing bindings of one SN through when one is left', async () => {
      const sn = f.ids.sns[22];
      const answers = await Promise.all([bind(sn, 'BAT-1001'), bind(sn, 'BAT-1002'), bind(sn, 'BAT-1003')]);
      expect(answers.filter((a) => a.err === 0)).toHaveLength(1);
      const rows = await f.db.query('SELECT count(*)::int AS n FROM material_binding WHERE sn = $1', [sn]);
      expect(rows.rows[0].n).toBe(1);
    });

    it('changes a bound barcode, keeping the old binding flagged, and lists and deletes bindings', async () => {
      const sn = f.ids.sns[23];
      const old = (await bind(sn, 'BAT-2001')).data;
      const change = (id: number, barcode: string) =>
        f.api.call<Binding>(`${PM}/binding_details/change`, { id, barcode, reason: 'damaged' });
      expect((await change(old.id, 'WRONG')).msg).toMatch(/^barcode: 'WRONG' does not match the pattern/);
      expect((await change(old.id, 'BAT-0001')).msg).toMatch(/is already bound to/);
      const next = await change(old.id, 'BAT-2002');
      expect(next).toMatchObject({ err: 0, data: { sn, barcode: 'BAT-2002', replaces_id: old.id, reason: 'damaged' } });
      expect((await change(old.id, 'BAT-2003')).msg).toMatch(/^id: binding \d+ was already replaced/);
      const list = await f.api.ok<{ list: Binding[] }>(`${PM}/binding_details/list`, {
        filter: `sn:${sn} sort:id-asc`,
      });
      expect(list.list.map((b) => [b.barcode, b.replaced])).toEqual([
        ['BAT-2001', true],
        ['BAT-2002', false],
      ]);
      // The old barcode is free again.
      expect((await bind(f.ids.sns[24], 'BAT-2001')).err).toBe(0);
      expect((await f.api.call(`${PM}/binding_details/delete`, { id: next.data.id })).err).toBe(0);
      expect((await f.api.call(`${PM}/binding_details/delete`, { id: next.data.id })).err).toBe(400);
    });
  });

  describe('material lot numbers', () => {
    it('keeps the expiry after the production date and a lot number once per material', async () => {
      const lot = await f.api.ok<Rec>(`${PM}/material_lotno/create`, {
        icitem_id: f.icitem.BAT,
        lotno: 'L-1',
        production_date: '2025-03-01',
        expiry_date: '2026-03-01',
        qty: 500,
      });
      expect(lot).toMatchObject({ lotno: 'L-1', qty: 500 });
      expect(
        await f.api.call(`${PM}/material_lotno/update`, { id: lot.id, expiry_date: '2025-02-01T00:00:00Z' }),
      ).toMatchObject({ err: 400, msg: 'expiry_date: must be after production_date' });
      expect(
        await f.api.call(`${PM}/material_lotno/create`, {
          icitem_id: f.icitem.BAT,
          lotno: 'L-2',
          production_date: '2025-03-01',
          expiry_date: '2025-03-01',
        }),
      ).toMatchObject({ err: 400, msg: 'expiry_date: must be after production_date' });
      expect((await f.api.call(`${PM}/material_lotno/create`, { icitem_id: f.icitem.BAT, lotno: 'L-1' })).msg).toMatch(
        /already exists/,
      );
      expect(
        (await f.api.call(`${PM}/material_lotno/create`, { icitem_id: f.icitem.BAT, lotno: 'L-3', qty: -1 })).err,
      ).toBe(400);
    });
  });
});
