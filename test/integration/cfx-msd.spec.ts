import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { cfxSuite, H, type CfxFixture, type Row } from './cfx-fixture';

const BUNDLE = '/api/v1/stock_mgt/bundle';
const MSD = 'Materials.Management.MSDManagement';

// CFX MSDManagement messages (docs/cfx.md, docs/msd.md): each package is a floor-life event of its reel through the
// same service as a scan, each under its own savepoint; an unknown reel is named in the reason, the others recorded.
describe('IPC-CFX moisture-sensitive reels', () => {
  let fx: CfxFixture;
  cfxSuite('cfx-msd', (f) => (fx = f));

  const status = (barcode: string) =>
    fx.api.ok<{ floor_life: { state: string; msl: string } | null; history: Row[] }>(`${BUNDLE}/msd_status`, {
      barcode,
    });

  it('opens and dries a reel from the machine, names an unknown one, keeps what it cannot apply', async () => {
    const item = await fx.api.ok<Row>('/api/v1/basicdata/icitem/create', {
      fnumber: `CFX-MSD-${process.pid}`,
      fname: 'MSL 3 part',
      is_msd: true,
      msl_level: '3',
      msd_thickness_mm: 1.2,
    });
    const code = String(
      (await fx.api.ok<Row>(`${BUNDLE}/create`, { fnumber: `CFX-MSR-${process.pid}`, icitem_id: item.id, fqty: 100 }))
        .fnumber,
    );
    const opened = await fx.apply(
      envelope(H.mnt, `${MSD}.MaterialsOpened`, {
        Materials: [{ UniqueIdentifier: code }, { UniqueIdentifier: 'NO-SUCH-REEL' }],
      }),
    );
    expect(opened).toMatchObject({
      status: 'applied',
      reason: expect.stringMatching(/^NO-SUCH-REEL: no such batch/),
      outcome: expect.objectContaining({ recorded: [code] }),
    });
    expect((await status(code)).floor_life).toMatchObject({ msl: '3', state: 'floor' });
    const dried = await fx.apply(
      envelope(H.mnt, `${MSD}.MaterialsPlacedInDryStorage`, { Materials: [{ UniqueIdentifier: code }] }),
    );
    expect(dried.status).toBe('applied');
    const { floor_life, history } = await status(code);
    expect(floor_life?.state).not.toBe('floor');
    expect(history.map((h) => [h.event, h.source])).toEqual([
      ['open', 'cfx'],
      ['dry_in', 'cfx'],
    ]);
    // only unknown reels: refused as a whole, kept with the reason
    const unknown = await fx.apply(
      envelope(H.mnt, `${MSD}.MaterialsOpened`, { Materials: [{ UniqueIdentifier: 'NO-SUCH-REEL' }] }),
    );
    expect(unknown).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^NO-SUCH-REEL: no such batch/) });
    // a restoration names no bake: refused per reel; a package without its identifier is refused naming the field
    const restored = await fx.apply(
      envelope(H.mnt, `${MSD}.MaterialsRestored`, { Materials: [{ UniqueIdentifier: code }] }),
    );
    expect(restored).toMatchObject({ status: 'refused', reason: expect.stringContaining('bake') });
    const bare = await fx.apply(envelope(H.mnt, `${MSD}.MaterialsOpened`, { Materials: [{}] }));
    expect(bare).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Materials: /) });
  });
});
