import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import type { Hub } from '../support/hub-processes';
import { openSmtE2e, type SmtE2e } from '../support/smt-e2e';
import { TV_1080, signedInContext } from '../support/kanban-pages';
import type { Row, SlotSpec, SmtFixture } from '../integration/smt-fixtures';

const SLOTS: SlotSpec[] = [
  ['1-01', 'R10K', { alternates: ['R10K_B'] }],
  ['1-02', 'C100N'],
  ['2-01', 'MCU', { turns: 2 }],
  ['9-99', 'PCB', { no_verify: true }],
];

// The back office's feeding step screens (/work/smt_feeding/:id/<step>/:turns): prepare, scan at a desk scanner with
// the verdict at once, the SMT order board following within a second, steps from a handheld showing live, the
// splice and its check, a slot locked by failed scans and unlocked with a reason, and the step log on the track screen.
describe('back office SMT feeding step screens', () => {
  let hub: Hub;
  let browser: Browser;
  let fx: SmtFixture;
  let order: Row;
  let feeding: Row;
  let contexts: BrowserContext[];
  let suite: SmtE2e | undefined;

  const scan = async (page: Page, slot: string, reel: string): Promise<number> => {
    await page.getByTestId('feeding-slot').fill(slot);
    await page.getByTestId('feeding-slot').press('Enter');
    await page.getByTestId('feeding-reel').fill(reel);
    const sent = Date.now();
    await page.getByTestId('feeding-reel').press('Enter');
    return sent;
  };
  const verdict = async (page: Page, slot: string): Promise<string | null> => {
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid="feeding-message"]')?.textContent?.includes(s) ?? false,
      slot,
      { timeout: 5000 },
    );
    return page.getByTestId('feeding-verdict').getAttribute('data-verdict');
  };
  const rowDone = (page: Page, slot: string, done: boolean, timeout = 5000) =>
    page.waitForFunction(
      ([s, d]) => document.querySelector(`[data-testid="feeding-slot-${s}"]`)?.getAttribute('data-done') === d,
      [slot, String(done)] as const,
      { timeout, polling: 10 },
    );
  const tags = (page: Page, slot: string) => page.getByTestId(`feeding-slot-state-${slot}`).innerText();
  const certOf = (page: Page) =>
    page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`MES_smt_work_cert_${id}`) ?? '{}').work_cert as string,
      feeding.id,
    );

  beforeAll(async () => {
    suite = await openSmtE2e('e2e_web_smt_feeding');
    ({ hub, fx, browser, contexts } = suite);
    ({ order, feeding } = await fx.newFeeding(SLOTS));
  }, 120_000);

  afterAll(() => suite?.close());

  it('loads a turn at the desk: verdict at once, the board and handheld steps live', async () => {
    const web = await suite!.webPage('zh-CN', '/work/smt_feeding/list');
    await web.getByTestId(`record-actions-${feeding.id}`).getByTestId('record-link-track').click();
    await web.getByTestId('feeding-track-page').waitFor();
    await web.getByTestId('feeding-step-scanning').click();
    await web.waitForURL(`**/work/smt_feeding/${feeding.id}/scanning/1`);
    await web.getByTestId('feeding-step-page-scanning').waitFor();
    await web.getByTestId('feeding-prepare').click();
    await web.getByTestId('feeding-cert-until').waitFor();
    expect(await certOf(web)).toMatch(/\S{16,}/);
    await web.getByTestId('feeding-slot-1-01').waitFor();
    // the turn's slots only: 2-01 is turn 2 and 9-99 is not verified
    expect(await web.locator('[data-testid^="feeding-slot-state-"]').count()).toBe(2);
    expect(await web.getByTestId('feeding-progress').innerText()).toBe('0/2');

    const { context, page: board } = await signedInContext(browser, hub.baseUrl, 'zh-CN', TV_1080);
    contexts.push(context);
    await board.goto(`${hub.baseUrl}/kanban/smt_order/${order.id}`);
    await board.locator('[data-testid="slot-1-01"][data-state="pending"]').waitFor();

    // How soon is the bench's to measure (the figure printed here is information only).
    const sent = await scan(web, '1-01', `${fx.items.R10K.fnumber};LOT-1;5000`);
    await board.waitForFunction(
      () => document.querySelector('[data-testid="slot-1-01"]')?.getAttribute('data-state') === 'ok',
      null,
      { timeout: 15_000, polling: 10 },
    );
    process.stdout.write(`[web-smt-feeding] desk scan -> board slot green: ${Date.now() - sent} ms\n`);
    expect(await verdict(web, '1-01')).toBe('pass');
    await rowDone(web, '1-01', true);
    expect(await tags(web, '1-01')).toContain('已上料');

    await scan(web, '1-02', fx.items.MCU.fnumber);
    expect(await verdict(web, '1-02')).toBe('fail');
    // worded in the screen's language from what the server checked
    expect(await web.getByTestId('feeding-message').innerText()).toBe(
      `1-02 应上 ${fx.items.C100N.fnumber}，扫描到 ${fx.items.MCU.fnumber}（第 1/3 次失败）`,
    );
    await web.screenshot({ path: screenshotPath('web-smt-feeding-scanning-zh') });

    // a handheld loads 1-02 with the same certificate: the desk screen follows without a reload
    const fromHandheld = await fx.reel('scanning', feeding.id, await certOf(web), '1-02', 'C100N');
    expect(fromHandheld.err).toBe(0);
    await rowDone(web, '1-02', true, 2000);
    await web.waitForFunction(
      () => document.querySelector('[data-testid="feeding-progress"]')?.textContent === '2/2',
      null,
      { timeout: 2000 },
    );
    expect(await web.getByTestId('feeding-status').getAttribute('data-status')).toBe('12');
    expect(await web.getByTestId('feeding-step-scan_checking').getAttribute('data-allowed')).toBe('true');
  });

  it('splices and checks, locks and unlocks a slot, and tracks every step (English)', async () => {
    const cert = await fx.prepare(feeding.id);
    for (const [step, slot, key] of [
      ['scan_checking', '1-01', 'R10K'],
      ['scan_checking', '1-02', 'C100N'],
      ['scanning', '2-01', 'MCU'],
      ['scan_checking', '2-01', 'MCU'],
    ] as const) {
      expect((await fx.reel(step, feeding.id, cert, slot, key)).err).toBe(0);
    }
    const web = await suite!.webPage('en-US', `/work/smt_feeding/${feeding.id}/splicing/1`);
    await web.getByTestId('feeding-step-page-splicing').waitFor();
    expect(await web.getByTestId('feeding-status').innerText()).toBe('Working');
    await web.getByTestId('feeding-prepare').click();
    await web.getByTestId('feeding-cert-until').waitFor();

    await scan(web, '1-01', `${fx.items.R10K_B.fnumber};LOT-2`);
    expect(await verdict(web, '1-01')).toBe('warning');
    await web.waitForFunction(
      () =>
        document.querySelector('[data-testid="feeding-slot-state-1-01"]')?.textContent?.includes('Splice to check') ??
        false,
      null,
      { timeout: 5000 },
    );
    await web.getByTestId('feeding-step-splice_checking').click();
    await web.waitForURL(`**/work/smt_feeding/${feeding.id}/splice_checking/1`);
    // the router keeps the previous screen up while the next one loads
    await web.getByTestId('feeding-step-page-splice_checking').waitFor();
    await web.getByTestId('feeding-slot-1-01').waitFor();
    // only the slot whose splice waits for its check
    expect(await web.locator('[data-testid^="feeding-slot-state-"]').count()).toBe(1);
    await scan(web, '1-01', `${fx.items.R10K_B.fnumber};LOT-2`);
    expect(await verdict(web, '1-01')).toBe('warning');
    await web.waitForFunction(
      () => document.querySelector('[data-testid="feeding-status"]')?.getAttribute('data-status') === '24',
      null,
      { timeout: 5000 },
    );
    await web.getByTestId('feeding-slot-1-01').waitFor({ state: 'detached' });

    // three wrong reels lock 1-02 on the reel-change screen; the supervisor unlocks it with a reason
    await web.getByTestId('feeding-step-changing').click();
    await web.waitForURL(`**/work/smt_feeding/${feeding.id}/changing`);
    await web.getByTestId('feeding-step-page-changing').waitFor();
    await web.getByTestId('feeding-slot-2-01').waitFor();
    for (let i = 1; i <= 3; i++) {
      await scan(web, '1-02', fx.items.MCU.fnumber);
      expect(await verdict(web, '1-02')).toBe('fail');
    }
    await web.getByTestId('feeding-unlock-1-02').waitFor();
    expect(await tags(web, '1-02')).toContain('Locked');
    // reel changes are on demand: no progress, and a locked slot is not shown as done
    expect(await web.getByTestId('feeding-progress').count()).toBe(0);
    expect(await web.getByTestId('feeding-slot-1-02').getAttribute('data-done')).toBe('false');
    await web.screenshot({ path: screenshotPath('web-smt-feeding-locked-en') });
    await web.getByTestId('feeding-unlock-1-02').click();
    await web.getByTestId('unlock-reason').fill('wrong reel taken back to the store');
    await web.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await web.getByTestId('feeding-unlock-1-02').waitFor({ state: 'detached' });
    expect(await tags(web, '1-02')).not.toContain('Locked');

    await web.getByTestId('feeding-step-track').click();
    await web.getByTestId('feeding-track-page').waitFor();
    await web.locator('[data-testid="feeding-log"] tbody tr[data-testid^="feeding-log-"]').first().waitFor();
    const log = await web.locator('[data-testid="feeding-log"] tbody tr[data-testid^="feeding-log-"]').allInnerTexts();
    expect(log[0]).toContain('wrong reel taken back to the store');
    expect(log.filter((r) => r.includes('Fail')).length).toBeGreaterThanOrEqual(4);
    expect(log.some((r) => r.includes('Check splice') && r.includes('Alternate'))).toBe(true);
    // every slot on the track screen, the no-verify one included
    expect(await web.locator('[data-testid^="feeding-slot-state-"]').count()).toBe(4);
    await web.screenshot({ path: screenshotPath('web-smt-feeding-track-en'), fullPage: true });
  });
});
