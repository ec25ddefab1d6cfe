import type { Browser, BrowserContext } from 'playwright-core';
import { CfxLink, envelope } from '@mes/server/cli/cfx/cfx-link';
import { machineLogin } from '@mes/server/cli/cfx/machine-login';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { launchChromium, screenshotPath } from '../support/browser';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';

const LOCALES: WebLocale[] = ['en-US', 'zh-CN'];

// The CFX monitor (docs/cfx.md, "Screens"): machines with their link going online live, the message log with a
// refused validation and a malformed message; both languages.
describe('CFX monitor screen', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let browser: Browser;
  // one connection per machine, each with its own login: a login speaks for its station's machines only
  const links = new Map<string, CfxLink>();
  const linkOf = (handle: string) => links.get(handle)!;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const port = await freePort();
    hub = await startBuiltHub('e2e_cfx', { env: { MES_CFX_PORT: String(port) } });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    for (const [handle, station] of [
      ['LINE1.DOWNLOAD', 'ASSY-01-DL'],
      ['LINE1.TESTER', 'ASSY-01-GT'],
      ['SMT1.MOUNTER', 'SMT-01-MNT'],
    ]) {
      await api.ok('/api/v1/cfx/cfx_machine/create', { handle, fname: handle, station_id: ids.stations[station] });
      const login = await machineLogin(api, `e2e-${handle}`, ids.stations[station]);
      links.set(handle, await CfxLink.open({ host: '127.0.0.1', port, id: `e2e-${handle}`, login }));
    }
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    for (const l of links.values()) l.close();
    for (const c of contexts) await c.close();
    await browser?.close();
    await hub?.stop();
  });

  it.each(LOCALES)('shows links going online live and the refused messages (%s)', async (locale) => {
    const { page, context } = await newWebPage(browser, locale);
    contexts.push(context);
    await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', '/cfx/monitor');
    const tester = page.getByTestId('cfx-link-LINE1.TESTER');
    await tester.waitFor({ timeout: 30_000 });
    const online = locale === 'zh-CN' ? '在线' : 'Online';
    // the machines come online while the screen is open
    for (const h of ['LINE1.DOWNLOAD', 'LINE1.TESTER'])
      await linkOf(h).send(envelope(h, 'Heartbeat', { CFXHandle: h, HeartbeatFrequency: '00:00:05' }));
    await page.getByTestId('cfx-link-LINE1.TESTER').filter({ hasText: online }).waitFor({ timeout: 30_000 });
    const sn = ids.sns[LOCALES.indexOf(locale)];
    await linkOf('LINE1.TESTER').request(
      envelope('LINE1.TESTER', 'InformationSystem.UnitValidation.ValidateUnitsRequest', {
        PrimaryIdentifier: sn,
        Units: [{ UnitIdentifier: sn }],
      }),
    );
    await linkOf('LINE1.DOWNLOAD').send(`{"MessageName": "CFX.Production.WorkCompleted", "broken": `, {
      message_id: `bad-${locale}`,
    });
    await linkOf('SMT1.MOUNTER').send(
      envelope('SMT1.MOUNTER', 'ResourcePerformance.FaultOccurred', {
        Fault: { FaultOccurrenceId: `f-${locale}`, FaultCode: 'E-NOZZLE', Description: 'nozzle jam' },
      }),
    );
    const refused = locale === 'zh-CN' ? '被拒绝' : 'Refused';
    const rows = page.getByTestId('cfx-messages').locator('.ant-table-row');
    // this run's rows: its refused unit (named in the reason), its fault counted on the mounter, its malformed one
    await rows.filter({ hasText: `${sn}: 1215` }).waitFor({ timeout: 30_000 });
    await page
      .getByTestId('cfx-machines')
      .locator('.ant-table-row')
      .filter({ hasText: 'SMT1.MOUNTER' })
      .locator('.ant-tag')
      .filter({ hasText: String(LOCALES.indexOf(locale) + 1) })
      .waitFor({ timeout: 30_000 });
    const malformed = rows.filter({ hasText: locale === 'zh-CN' ? '格式错误' : 'Malformed' });
    await eventually(
      'this run’s malformed message listed',
      async () => (await malformed.count()) === LOCALES.indexOf(locale) + 1,
      30_000,
    );
    await page.screenshot({ path: screenshotPath(`cfx-monitor-${locale === 'zh-CN' ? 'zh' : 'en'}`), fullPage: true });
    // only the refused ones
    await page.getByTestId('cfx-messages').locator('.ant-segmented-item').filter({ hasText: refused }).click();
    await rows.filter({ hasText: '1215' }).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('cfx-messages').locator('.ant-table-row-expand-icon').first().click();
    await page.screenshot({
      path: screenshotPath(`cfx-monitor-refused-${locale === 'zh-CN' ? 'zh' : 'en'}`),
      fullPage: true,
    });
  });
});
