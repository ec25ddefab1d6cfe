import pg from 'pg';
import { CfxLink, envelope } from '@mes/server/cli/cfx/cfx-link';
import { machineLogin } from '@mes/server/cli/cfx/machine-login';
import { freePort } from '../../scripts/lib/ports';
import { screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { eventually } from '../support/test-env';
import { webSuite } from '../support/web-suite';
import { type WebLocale } from '../support/web-pages';

const MACHINE = 'SMT1.E2E.MNT';

// Reels a CFX machine reported installing (docs/cfx-oee-genealogy.md) on the product track: the scanned reel marked
// with the machine, a reel only the machine saw as "installed", and the recall list's machine rows; both languages.
describe('CFX-installed reels in the genealogy screens', () => {
  let ids: DemoIds;
  let link: CfxLink;
  let port = 0;
  const suite = webSuite('e2e_cfx_genealogy', {
    before: async () => {
      port = await freePort();
      return { MES_CFX_PORT: String(port) };
    },
    setup: async ({ api, hub }) => {
      ids = await demoIds(api);
      await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
      await api.ok('/api/v1/cfx/cfx_machine/create', { handle: MACHINE, station_id: ids.stations['SMT-01-MNT'] });
      const login = await machineLogin(api, 'e2e-cfx-genealogy', ids.stations['SMT-01-MNT']);
      link = await CfxLink.open({ host: '127.0.0.1', port, id: 'e2e-cfx-genealogy', login });
    },
    teardown: async () => link?.close(),
  });
  const open = (locale: WebLocale, path: string) => suite.open(locale, path);

  it('shows the reels the machine installed, marked, backward and forward', async () => {
    const sn = ids.sns[150];
    const db = new pg.Client({ connectionString: suite.hub.env.DATABASE_URL });
    await db.connect();
    try {
      const q = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
      const [w] = await q('SELECT product_id FROM worder WHERE id = $1', [ids.worderId]);
      const [{ id: order }] = await q(
        `INSERT INTO smt_order (fbillno, product_id, product_line_id, worder_id, fqty, status) VALUES ('SMT-CFX-E2E', $1, $2, $3, 10, 2) RETURNING id`,
        [w.product_id, ids.smtLineId, ids.worderId],
      );
      const [{ id: feeding }] = await q(
        `INSERT INTO smt_feeding (fbillno, smt_order_id, product_line_id) VALUES ('FD-CFX-E2E', $1, $2) RETURNING id`,
        [order, ids.smtLineId],
      );
      const [item] = await q(`SELECT id FROM icitem WHERE fnumber = 'M-R0402-10K'`);
      await q(
        `INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, barcode, icitem_id, verdict, created_at)
         VALUES ($1, $2, $3, 'scanning', '1-01', 'CFX-E2E-R1', $4, 'pass', now() - interval '2 hours')`,
        [feeding, order, ids.smtLineId, item.id],
      );
      await q(`INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ('CFX-E2E-P1', $1, 1, $2)`, [
        sn,
        order,
      ]);
      await q(
        `INSERT INTO smt_board_station_log (barcode, smt_order_id, station_id, product_line_id, result, created_at)
         VALUES ('CFX-E2E-P1', $1, $2, $3, 1, now() - interval '30 minutes')`,
        [order, ids.stations['SMT-01-MNT'], ids.smtLineId],
      );
      const installed = (reel: string, slot: string) => ({
        UnitIdentifier: 'CFX-E2E-P1',
        UnitPositionNumber: 1,
        QuantityInstalled: 2,
        Material: { UniqueIdentifier: reel, InternalPartNumber: 'M-R0402-10K' },
        CarrierLocation: { LocationName: slot },
      });
      const env = envelope(MACHINE, 'Production.Assembly.MaterialsInstalled', {
        InstalledMaterials: [installed('CFX-E2E-R1', '1-01'), installed('CFX-E2E-R9', '1-03')],
      });
      expect(await link.send(env)).toBe('accepted');
      await eventually('the installs applied', async () => {
        const [r] = await q('SELECT status FROM cfx_message WHERE unique_id = $1', [env.UniqueID]);
        return r?.status === 'applied' ? r : undefined;
      });
    } finally {
      await db.end();
    }

    const page = await open('en-US', `/product_coll/product_track?sn=${sn}`);
    const rows = page.getByTestId('track-reels').locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor({ timeout: 30_000 });
    const reels = await rows.allInnerTexts();
    expect(reels[0]).toMatch(new RegExp(`1-01\\s+CFX-E2E-R1.*Loaded · ${MACHINE}`, 's'));
    expect(reels[1]).toMatch(new RegExp(`1-03\\s+CFX-E2E-R9.*Installed \\(machine\\) · ${MACHINE}`, 's'));
    await page.getByTestId('track-reels').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('cfx-genealogy-reels-en'), fullPage: true });

    const zh = await open('zh-CN', `/product_coll/product_track?sn=${sn}`);
    await zh.getByTestId('track-reels').locator('tbody tr.ant-table-row').nth(1).waitFor({ timeout: 30_000 });
    expect((await zh.getByTestId('track-reels').locator('tbody tr.ant-table-row').allInnerTexts())[1]).toMatch(
      new RegExp(`机器报告装入 · ${MACHINE}`),
    );
    await zh.screenshot({ path: screenshotPath('cfx-genealogy-reels-zh'), fullPage: true });
    await zh.getByRole('tab', { name: '召回（正向）' }).click();
    await zh.getByTestId('recall-input').fill('CFX-E2E-R9');
    await zh.getByTestId('recall-search').click();
    await zh.getByTestId('recall-table').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await zh.getByTestId('recall-table').locator('tbody tr.ant-table-row').allInnerTexts()).toEqual([
      // the machine named no order and none was running on its line: the panel's order
      expect.stringMatching(
        new RegExp(`${sn}\\s+WO-DEMO-0001\\s+机器报告 \\(CFX\\)\\s+CFX-E2E-R9\\s+1-03\\s+SMT-CFX-E2E`),
      ),
    ]);
    await zh.screenshot({ path: screenshotPath('cfx-recall-machine-zh'), fullPage: true });
  });
});
