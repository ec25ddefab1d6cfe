import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from '../support/api-client';
import { screenshotPath } from '../support/browser';
import { TV_1080, scrollbars, signedInContext, type KanbanLocale } from '../support/kanban-pages';
import { openSmtE2e, type SmtE2e } from '../support/smt-e2e';
import type { Row, SlotSpec, SmtFixture } from '../integration/smt-fixtures';
import { FEEDING } from '../integration/smt-fixtures';

const SLOTS: SlotSpec[] = [
  ['1-01', 'MCU'],
  ['1-02', 'C100N'],
  ['1-03', 'C1U'],
  ['1-04', 'R10K'],
  ['1-05', 'C100N'],
];
const H = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * H).toISOString();

// The SMT order board shows each loaded moisture-sensitive reel's remaining floor life, counts it down by itself and
// shows the block when it runs out (docs/msd.md); a reel put on a slot while the board is open gets its line too.
describe('kanban SMT board: floor life of moisture-sensitive reels', () => {
  let api: ApiClient;
  let fx: SmtFixture;
  let browser: Browser;
  let contexts: BrowserContext[];
  let suite: SmtE2e | undefined;
  let order: Row;
  let feeding: Row;
  let cert: string;
  let baseUrl: string;
  const codes: Record<string, string> = {};

  const reel = async (key: 'MCU' | 'C100N' | 'C1U' | 'R10K', openedHoursAgo: number | null) => {
    const code = `E2E-MSD-${key}-${Date.now().toString(36)}`;
    await api.ok('/api/v1/stock_mgt/bundle/create', { fnumber: code, icitem_id: fx.items[key].id, fqty: 1000 });
    if (openedHoursAgo !== null)
      await api.ok('/api/v1/stock_mgt/bundle/msd_event', { barcode: code, event: 'open', at: ago(openedHoursAgo) });
    return code;
  };
  const load = (slot: string, barcode: string) =>
    api.ok(`${FEEDING}/scanning`, { id: feeding.id, work_cert: cert, slot, barcode });
  const msdOf = (page: Page, slot: string) => page.getByTestId(`slot-msd-${slot}`);
  const open = async (locale: KanbanLocale): Promise<Page> => {
    const { context, page } = await signedInContext(browser, baseUrl, locale, TV_1080);
    contexts.push(context);
    await page.clock.install();
    await page.goto(`${baseUrl}/kanban/smt_order/${order.id}`);
    await page.getByTestId('smt-slot-grid').waitFor();
    return page;
  };

  beforeAll(async () => {
    suite = await openSmtE2e('e2e_kanban_msd');
    ({ api, fx, browser, contexts } = suite);
    baseUrl = suite.hub.baseUrl;
    for (const [key, msl] of [
      ['MCU', '3'],
      ['C100N', '4'],
      ['C1U', '5a'],
    ] as const)
      await api.ok('/api/v1/basicdata/icitem/update', { id: fx.items[key].id, is_msd: true, msl_level: msl });
    ({ order, feeding } = await fx.newFeeding(SLOTS));
    cert = await fx.prepare(feeding.id);
    codes.mcu = await reel('MCU', 100); // MSL 3: 68 h left
    codes.c1u = await reel('C1U', 23.9); // MSL 5a: about 6 minutes left
    codes.r10k = await reel('R10K', null); // not moisture sensitive
    await load('1-01', codes.mcu);
    await load('1-03', codes.c1u);
    await load('1-04', codes.r10k);
  }, 120_000);

  afterAll(() => suite?.close());

  it('shows the remaining floor life, a new reel live, and the block once it runs out (en-US)', async () => {
    const board = await open('en-US');
    await msdOf(board, '1-01').waitFor();
    expect(await msdOf(board, '1-01').innerText()).toMatch(/^MSL 3 · 2 d (19|20) h left$/);
    expect(await msdOf(board, '1-03').innerText()).toMatch(/^MSL 5a · 0\.\d h left$/);
    expect(await msdOf(board, '1-03').getAttribute('data-blocked')).toBe('false');
    expect(await msdOf(board, '1-04').count()).toBe(0);

    // a reel loaded while the board is open brings its floor life without a reload
    await load('1-02', await reel('C100N', 10));
    await msdOf(board, '1-02').waitFor({ timeout: 15_000 });
    expect(await msdOf(board, '1-02').innerText()).toMatch(/^MSL 4 · 2 d (13|14) h left$/);

    // ten minutes later the MSL 5a reel is past its floor life: the board says so by itself
    await board.clock.fastForward('10:00');
    await board.waitForFunction(
      () => document.querySelector('[data-testid="slot-msd-1-03"]')?.getAttribute('data-blocked') === 'true',
      undefined,
      { timeout: 10_000 },
    );
    expect(await msdOf(board, '1-03').innerText()).toBe('MSL 5a · floor life exceeded');
    expect(await board.getByTestId('slot-1-03').getAttribute('class')).toContain('slot--msd-blocked');
    expect(await scrollbars(board)).toEqual({ x: false, y: false, clipped: [] });
    // the jump of the page's clock outlasts the socket's ping: it reconnects by itself
    await board.getByTestId('kanban-offline').waitFor({ state: 'detached', timeout: 30_000 });
    await board.screenshot({ path: screenshotPath('kanban-msd-board-en') });
  });

  it('words the floor life in Chinese and the server refuses the expired reel on a slot', async () => {
    const board = await open('zh-CN');
    await msdOf(board, '1-01').waitFor();
    expect(await msdOf(board, '1-01').innerText()).toMatch(/^MSL 3 · 剩余 2 天 (19|20) 小时$/);
    await board.clock.fastForward('10:00');
    await board.waitForFunction(
      () => document.querySelector('[data-testid="slot-msd-1-03"]')?.getAttribute('data-blocked') === 'true',
      undefined,
      { timeout: 10_000 },
    );
    expect(await msdOf(board, '1-03').innerText()).toBe('MSL 5a · 车间寿命超期');
    await board.getByTestId('kanban-offline').waitFor({ state: 'detached', timeout: 30_000 });
    await board.screenshot({ path: screenshotPath('kanban-msd-board-zh') });
    const expired = await reel('C100N', 80);
    const refused = await api.call(`${FEEDING}/scanning`, {
      id: feeding.id,
      work_cert: cert,
      slot: '1-05',
      barcode: expired,
    });
    expect(refused).toMatchObject({ err: 1601, msg: expect.stringContaining('floor life exceeded') });
  });

  it("scans a reel's MSD events on its details screen and shows its floor life and history (en-US, zh-CN)", async () => {
    const code = await reel('MCU', null);
    const [{ id }] = (await api.ok<{ list: Row[] }>('/api/v1/stock_mgt/bundle/list', { filter: `fnumber:${code}` }))
      .list;
    const en = await suite!.webPage('en-US', `/stock_mgt/bundle/${id}`);
    await en.getByTestId('msd-panel').waitFor({ timeout: 15_000 });
    expect(await en.getByTestId('msd-state').innerText()).toBe('Sealed');
    await en.getByTestId('msd-open').click();
    await en.waitForFunction(
      () => document.querySelector('[data-testid="msd-state"]')?.textContent === 'Open on the floor',
    );
    expect(await en.getByTestId('msd-remaining').innerText()).toMatch(/^16[78]\.\d h$/);
    await en.getByTestId('msd-dry_in').click();
    await en.waitForFunction(
      () => document.querySelector('[data-testid="msd-state"]')?.textContent === 'In dry storage',
    );
    expect(await en.getByTestId('msd-history').locator('tbody tr').count()).toBe(2);
    await en.getByTestId('msd-panel').scrollIntoViewIfNeeded();
    await en.screenshot({ path: screenshotPath('web-msd-reel-en'), fullPage: true });

    const expired = await reel('C100N', 80);
    const [row] = (await api.ok<{ list: Row[] }>('/api/v1/stock_mgt/bundle/list', { filter: `fnumber:${expired}` }))
      .list;
    const zh = await suite!.webPage('zh-CN', `/stock_mgt/bundle/${row.id}`);
    await zh.getByTestId('msd-verdict').waitFor({ timeout: 15_000 });
    expect(await zh.getByTestId('msd-verdict').getAttribute('data-blocked')).toBe('true');
    expect(await zh.getByTestId('msd-verdict').innerText()).toBe('车间寿命超期: 须烘烤');
    await zh.getByTestId('msd-panel').scrollIntoViewIfNeeded();
    await zh.screenshot({ path: screenshotPath('web-msd-reel-zh'), fullPage: true });
  });
});
