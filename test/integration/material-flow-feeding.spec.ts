import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { FEEDING, SmtFixture, type Row } from './smt-fixtures';

const V1 = '/api/v1/stock_mgt';

// A reel known to the hub (bundle) loaded in SMT feeding: its code alone names its material, and the reel's
// references show the slot it is on (docs/material-flow.md, "Links").
describe('material flow: reels in SMT feeding', () => {
  let api: ApiClient;
  let fx: SmtFixture;
  fixtureSuite('material_flow_feeding', SmtFixture, { workers: false }, (s) => ({ api, fx } = s));

  it('resolves a scanned reel code to its material and shows the slot on the reel', async () => {
    const { feeding } = await fx.newFeeding([
      ['1-01', 'R10K'],
      ['1-02', 'C100N'],
    ]);
    const cert = await fx.prepare(feeding.id);
    const reel = await api.ok<Row>(`${V1}/bundle/create`, {
      fnumber: 'MFF-REEL-1',
      icitem_id: fx.items.C100N.id,
      fqty: 4000,
    });
    const scan = (slot: string, barcode: string) =>
      api.call<{ verdict: string }>(`${FEEDING}/scanning`, { id: feeding.id, work_cert: cert, slot, barcode });
    expect((await scan('1-02', 'MFF-REEL-1')).data).toMatchObject({ verdict: 'pass' });
    expect((await scan('1-01', 'UNKNOWN-REEL')).msg).toMatch(/^fnumber: give the reel's material code/);
    expect((await scan('1-01', 'MFF-REEL-1')).msg).toMatch(/^slot: 1-01 expects/);
    // a desk scanner sends the label's first field as the material: a reel code, which names its reel's material
    await api.ok(`${V1}/bundle/create`, { fnumber: 'MFF-REEL-2', icitem_id: fx.items.R10K.id, fqty: 5000 });
    const desk = await api.call<{ verdict: string }>(`${FEEDING}/scanning`, {
      id: feeding.id,
      work_cert: cert,
      slot: '1-01',
      barcode: 'MFF-REEL-2',
      fnumber: 'MFF-REEL-2',
    });
    expect(desk.data).toMatchObject({ verdict: 'pass' });
    const ref = await api.ok<{ slots: Row[] }>(`${V1}/bundle/reference`, { id: reel.id });
    expect(ref.slots).toEqual([expect.objectContaining({ smt_feeding_id: feeding.id, slot: '1-02' })]);
  });
});
