import type { RecallRow, ReelOnSlot } from '@mes/contracts';
import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { cfxSuite, H, type CfxFixture } from './cfx-fixture';
import { FEEDING_SLOTS, SmtFixture } from './smt-fixtures';

const TRACK = '/api/v1/product_coll/product_track';
type Genealogy = { smt: { panel_barcode: string; smt_order: { id: number }; reels: ReelOnSlot[] }[] };

// CFX materials (docs/cfx.md "Materials", docs/cfx-oee-genealogy.md): reels a machine loads go through the SMT
// feeding log's rules, and the reels it reports installing into a panel (MaterialsInstalled) are in the genealogy
// both ways, marked as reported by the machine.
describe('IPC-CFX materials', () => {
  let fx: CfxFixture;
  let smt: SmtFixture;
  cfxSuite('cfx-materials', (f) => (fx = f));
  beforeAll(async () => {
    smt = await SmtFixture.open(fx.hub, fx.api);
  });
  afterAll(async () => {
    await smt?.close();
  });

  it('materials loaded on a machine go into the feeding log; reels installed go into the genealogy both ways', async () => {
    const { order, feeding } = await smt.newFeeding(FEEDING_SLOTS);
    await smt.prepare(feeding.id);
    const loaded = await fx.apply(
      envelope(H.mnt, 'Materials.Storage.MaterialsLoaded', {
        Materials: [
          {
            LocationIdentifier: 'L1',
            LocationName: '1-01',
            MaterialPackage: {
              UniqueIdentifier: 'REEL-CFX-1',
              InternalPartNumber: smt.items.R10K.fnumber,
              Quantity: 5000,
            },
          },
        ],
      }),
    );
    expect(loaded).toMatchObject({ status: 'applied' });
    const wrong = await fx.apply(
      envelope(H.mnt, 'Materials.Storage.MaterialsLoaded', {
        Materials: [
          {
            LocationName: '1-02',
            MaterialPackage: { UniqueIdentifier: 'REEL-CFX-2', InternalPartNumber: smt.items.MCU.fnumber },
          },
        ],
      }),
    );
    expect(wrong).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^1-02: /) });
    const log = await fx.db.query<{ step: string; slot: string; barcode: string; verdict: string }>(
      'SELECT step, slot, barcode, verdict FROM smt_feeding_log WHERE smt_feeding_id = $1 AND barcode IS NOT NULL ORDER BY id',
      [feeding.id],
    );
    expect(log.rows).toEqual([
      { step: 'scanning', slot: '1-01', barcode: 'REEL-CFX-1', verdict: 'pass' },
      { step: 'scanning', slot: '1-02', barcode: 'REEL-CFX-2', verdict: 'fail' },
    ]);

    // a panel of two boards placed on the mounter: its board report dates the placement
    const [sn, other] = [fx.ids.sns[5], fx.ids.sns[6]];
    await fx.db.query(
      'INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ($1, $2, 1, $4), ($1, $3, 2, $4)',
      ['PANEL-CFX-1', sn, other, order.id],
    );
    const tx = 'b0a7c0de-0000-4000-8000-000000000003';
    await fx.apply(
      envelope(H.mnt, 'Production.WorkStarted', { TransactionID: tx, PrimaryIdentifier: 'PANEL-CFX-1', Units: [] }),
    );
    // REEL-CFX-1 into both boards (the one the feeding log has on 1-01); REEL-CFX-9, which no scan ever loaded, into
    // board 1 only: the machine is the only witness of it
    const installed = (unit: number, reel: string, slot: string) => ({
      UnitIdentifier: 'PANEL-CFX-1',
      UnitPositionNumber: unit,
      QuantityInstalled: 3,
      Material: { UniqueIdentifier: reel, InternalPartNumber: smt.items.R10K.fnumber },
      CarrierLocation: { LocationName: slot },
    });
    const inst = await fx.apply(
      envelope(H.mnt, 'Production.Assembly.MaterialsInstalled', {
        TransactionId: tx,
        InstalledMaterials: [
          installed(1, 'REEL-CFX-1', '1-01'),
          installed(2, 'REEL-CFX-1', '1-01'),
          installed(1, 'REEL-CFX-9', '1-03'),
        ],
      }),
    );
    expect(inst).toMatchObject({ status: 'applied', outcome: { installed: 3 } });
    await fx.apply(envelope(H.mnt, 'Production.WorkCompleted', { TransactionID: tx, Result: 'Completed' }));
    const board = await fx.db.query('SELECT barcode, station_id FROM smt_board_station_log WHERE barcode = $1', [
      'PANEL-CFX-1',
    ]);
    expect(board.rows).toEqual([{ barcode: 'PANEL-CFX-1', station_id: fx.ids.stations['SMT-01-MNT'] }]);
    const rows = await fx.db.query(
      'SELECT unit, position, reel, location, smt_order_id FROM cfx_installed ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { unit: 'PANEL-CFX-1', position: 1, reel: 'REEL-CFX-1', location: '1-01', smt_order_id: order.id },
      { unit: 'PANEL-CFX-1', position: 2, reel: 'REEL-CFX-1', location: '1-01', smt_order_id: order.id },
      { unit: 'PANEL-CFX-1', position: 1, reel: 'REEL-CFX-9', location: '1-03', smt_order_id: order.id },
    ]);

    // backward from board 1: the scanned reel marked with the machine, and the machine-only reel as `installed`
    const g = await fx.api.ok<Genealogy>(`${TRACK}/genealogy`, { sn });
    expect(g.smt).toHaveLength(1);
    expect(g.smt[0].panel_barcode).toBe('PANEL-CFX-1');
    expect(g.smt[0].reels.map((r) => [r.slot, r.barcode, r.step, r.by_machine ?? null])).toEqual([
      ['1-01', 'REEL-CFX-1', 'scanning', H.mnt],
      ['1-03', 'REEL-CFX-9', 'installed', H.mnt],
    ]);
    // board 2 got only REEL-CFX-1
    const g2 = await fx.api.ok<Genealogy>(`${TRACK}/genealogy`, { sn: other });
    expect(g2.smt[0].reels.map((r) => [r.slot, r.barcode, r.by_machine ?? null])).toEqual([
      ['1-01', 'REEL-CFX-1', H.mnt],
    ]);

    // forward from the machine-only reel: board 1 only, via the machine
    // (the panel's boards only: the demo order's other units are not this test's)
    const recall = (barcode: string) =>
      fx.api
        .ok<{ list: RecallRow[] }>(`${TRACK}/recall`, { barcode })
        .then((r) => r.list.filter((x) => x.sn === sn || x.sn === other).map((x) => [x.sn, x.via, x.slot]));
    expect(await recall('REEL-CFX-9')).toEqual([[sn, 'machine', '1-03']]);
    // forward from the scanned reel: both boards by the machine, board rows from the feeding log beside them
    const both = await recall('REEL-CFX-1');
    expect(both).toEqual(
      expect.arrayContaining([
        [sn, 'machine', '1-01'],
        [other, 'machine', '1-01'],
        [sn, 'reel', '1-01'],
        [other, 'reel', '1-01'],
      ]),
    );
    expect(both).toHaveLength(4);
    // by material: the machine's rows name the part
    const byItem = await fx.api.ok<{ list: RecallRow[] }>(`${TRACK}/recall`, { icitem_id: smt.items.R10K.id });
    expect(
      byItem.list
        .filter((r) => r.via === 'machine')
        .map((r) => r.barcode)
        .sort(),
    ).toEqual(['REEL-CFX-1', 'REEL-CFX-1', 'REEL-CFX-9']);
  });
});
