import { REEL_LABELS } from '@mes/server/modules/msd/reel-labels.fixture';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { StockFixture, V1 } from './stock-fixtures';

type Row = { id: number; [k: string]: unknown };
type Doc = Row & { fbillno: string; entries: (Row & { icitem_id: number; fqty: number; bundle_id: number | null })[] };
type Received = { bundle: Row; material: Row; receipt: { fbillno: string; entry_id: number; left: number } | null };

const RS = '\u001e';
const GS = '\u001d';
const EOT = '\u0004';
const label = (...fields: string[]) => `[)>${RS}06${GS}${fields.join(GS)}${RS}${EOT}`;
let seq = 0;

// The receive screen's call (docs/msd.md, "The receive screen"): a supplier label received against a receipt line,
// the reel taking its quantity off the open line of its material; what does not fit is refused naming why.
describe('supplier labels received against a receipt', () => {
  let api: ApiClient;
  let fx: StockFixture;
  fixtureSuite('receive_label', StockFixture, { workers: false }, (s) => ({ api, fx } = s));

  const material = async (mpn: string) => {
    const item = await api.ok<Row & { fnumber: string }>('/api/v1/basicdata/icitem/create', {
      fnumber: `RCV-${process.pid}-${++seq}`,
      fname: `received part ${seq}`,
    });
    await api.ok('/api/v1/basicdata/icitem_mpn/create', { mpn, icitem_id: item.id });
    return item;
  };
  const receipt = (entries: { icitem_id: number; fqty: number }[]) =>
    api.ok<Doc>(`${V1}/cs_instock/create`, {
      entries: entries.map((e) => ({ ...e, stock_id: fx.strict, stock_place_id: fx.placeB })),
    });
  const receive = (doc: Row, text: string) =>
    api.call<Received>(`${V1}/bundle/receive_label`, { label: text, doc_type: 'cs_instock', doc_id: doc.id });
  const doc = (id: number) => api.ok<Doc>(`${V1}/cs_instock/get`, { id });

  it('splits the open line into the scanned reels, then refuses what is no longer open', async () => {
    const item = await material(`MPN-A-${process.pid}`);
    const other = await material(`MPN-B-${process.pid}`);
    const d = await receipt([
      { icitem_id: item.id, fqty: 10000 },
      { icitem_id: other.id, fqty: 500 },
    ]);
    const reel = (n: number, qty: number) =>
      label(`1PMPN-A-${process.pid}`, `Q${qty}`, '1TLOT-1', '10D2430', `3SPKG-${process.pid}-${n}`);

    const first = await receive(d, reel(1, 4000));
    expect(first.err).toBe(0);
    expect(first.data.bundle).toMatchObject({ icitem_id: item.id, fqty: 4000, lot_no: 'LOT-1', date_code: '2430' });
    expect(first.data.receipt).toMatchObject({ fbillno: d.fbillno, left: 6000 });
    let now = await doc(d.id);
    expect(now.entries.filter((e) => e.icitem_id === item.id).map((e) => [e.fqty, e.bundle_id])).toEqual(
      expect.arrayContaining([
        [6000, null],
        [4000, first.data.bundle.id],
      ]),
    );

    // the same label twice: one reel
    expect((await receive(d, reel(1, 4000))).msg).toBe(`fnumber: reel PKG-${process.pid}-1 was already received`);
    // more than is open
    expect((await receive(d, reel(2, 7000))).msg).toBe(
      `label: quantity 7000 is more than the 6000 of material ${item.fnumber} still open on receipt ${d.fbillno}`,
    );
    expect((await receive(d, reel(3, 6000))).data.receipt).toMatchObject({ left: 0 });
    now = await doc(d.id);
    expect(now.entries.filter((e) => e.icitem_id === item.id && e.bundle_id === null)).toHaveLength(0);
    expect((await receive(d, reel(4, 1))).msg).toBe(
      `label: receipt ${d.fbillno} has no open line of material ${item.fnumber}`,
    );
    // a failed scan leaves no reel behind
    const left = await api.ok<{ list: Row[] }>(`${V1}/bundle/list`, { filter: `fnumber:PKG-${process.pid}-4` });
    expect(left.list).toHaveLength(0);
  });

  it('refuses an unknown part number, a checked receipt and a bad receipt naming the field', async () => {
    const item = await material(`MPN-C-${process.pid}`);
    const d = await receipt([{ icitem_id: item.id, fqty: 100 }]);
    expect((await receive(d, label('1PNOBODY-MAKES-THIS', 'Q5'))).msg).toBe(
      'label: no material for manufacturer part number NOBODY-MAKES-THIS: map it in icitem_mpn',
    );
    const call = (body: Record<string, unknown>) => api.call(`${V1}/bundle/receive_label`, body);
    const text = label(`1PMPN-C-${process.pid}`, 'Q5');
    expect((await call({ label: text, doc_type: 'material_rec', doc_id: d.id })).msg).toBe(
      'doc_type: must be one of cs_instock, ex_instock',
    );
    expect((await call({ label: text, doc_type: 'cs_instock' })).msg).toMatch(/^doc_id: /);
    expect((await call({ label: text, doc_type: 'cs_instock', doc_id: 999999 })).msg).toBe(
      'doc_id: no cs_instock 999999',
    );
    await api.ok(`${V1}/cs_instock/check`, { id: d.id });
    expect((await receive(d, text)).msg).toBe(
      `doc_id: receipt ${d.fbillno} is checked: nothing more can be received on it`,
    );
  });

  it('takes two scans of one line at once without taking its quantity twice', async () => {
    const item = await material(`MPN-D-${process.pid}`);
    const d = await receipt([{ icitem_id: item.id, fqty: 100 }]);
    const scans = await Promise.all(
      [1, 2, 3].map((n) => receive(d, label(`1PMPN-D-${process.pid}`, 'Q60', `3SRACE-${process.pid}-${n}`))),
    );
    expect(scans.filter((s) => s.err === 0)).toHaveLength(1);
    const now = await doc(d.id);
    expect(now.entries.reduce((n, e) => n + e.fqty, 0)).toBe(100);
  });

  it("receives every label of the corpus that names a maker's part", async () => {
    for (const c of REEL_LABELS) {
      if (!c.reads?.mpn || c.reads.qty == null) continue;
      const item = await material(c.reads.mpn);
      const d = await receipt([{ icitem_id: item.id, fqty: c.reads.qty }]);
      const got = await api.ok<Received>(`${V1}/bundle/receive_label`, {
        label: c.text,
        doc_type: 'cs_instock',
        doc_id: d.id,
        fnumber: `CORPUS-${process.pid}-${++seq}`,
      });
      expect(got.bundle).toMatchObject({ icitem_id: item.id, fqty: c.reads.qty });
      expect(got.receipt).toMatchObject({ left: 0 });
      await api.ok('/api/v1/basicdata/icitem_mpn/delete', {
        id: (await api.ok<{ list: Row[] }>('/api/v1/basicdata/icitem_mpn/list', { filter: `mpn:${c.reads.mpn}` }))
          .list[0].id,
      });
    }
  });
});
