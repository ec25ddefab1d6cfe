import type { BrowserContext, Page } from 'playwright-core';
import { LIST_LAYOUT, callUrl, type SavedListLayout } from '@mes/contracts';
import { ApiClient, secretOf } from '../support/api-client';
import { screenshotPath } from '../support/browser';
import { loginThroughUi, newWebPage, type WebLocale } from '../support/web-pages';
import { webSuite } from '../support/web-suite';

// docs/web.md, "Column layout": a generic list's columns shown, ordered and sized by its user, kept on the server per
// user and list, so a reload (or another browser) finds them again and another user keeps the default. Walked on the
// factory list as a user would: the Columns popover, a drag of a header's right edge, a reload, another user, reset.

const LIST = 'basicdata.factory';
const PATH = '/basicdata/factory/list';
const SCREEN = { width: 1280, height: 720 };
const OTHER = { name: 'layout_other', password: 'layout_other' };
const CEILING = 20_000;

describe("a list's column layout, per user", () => {
  const contexts: BrowserContext[] = [];
  const s = webSuite('e2e_list_layout', {
    workers: false,
    setup: async ({ api }) => {
      await api.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
      const roles = await api.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
        filter: 'ps:100',
      });
      const user = await api.ok<{ id: number }>('/api/v1/basicdata/user/create', {
        name: OTHER.name,
        display_name: 'Layout other',
        secret: secretOf(OTHER.name, OTHER.password),
      });
      const planner = roles.list.find((r) => r.fname === 'planner')!.id;
      await api.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [planner] });
      const other = new ApiClient(s.hub.baseUrl);
      await other.login(OTHER.name, OTHER.password);
      await other.ok('/api/v1/user/preferences/set', { values: { tour_seen: true } });
    },
    teardown: async () => {
      for (const c of contexts) await c.close().catch(() => undefined);
    },
  });

  const open = async (locale: WebLocale, user = { name: 'admin', password: 'admin' }): Promise<Page> => {
    const { context, page } = await newWebPage(s.browser, locale, SCREEN);
    contexts.push(context);
    await loginThroughUi(page, s.hub.baseUrl, user.name, user.password, PATH);
    await listReady(page);
    return page;
  };

  /** the list has read the user's layout and its rows */
  const listReady = async (page: Page) => {
    await page.locator('[data-testid="resource-list"][data-layout="ready"]').waitFor({ timeout: CEILING });
    await page.waitForFunction(
      () => {
        const list = document.querySelector('[data-testid="resource-list"]');
        return !!list && !list.querySelector('.ant-spin-spinning') && list.querySelectorAll('tr.ant-table-row').length;
      },
      undefined,
      { timeout: CEILING },
    );
  };
  const headerKeys = (page: Page) =>
    page
      .locator('[data-testid="resource-list"] thead th[data-col]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-col') ?? ''));
  const headerTexts = (page: Page) =>
    page.locator('[data-testid="resource-list"] thead th').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const waitForKeys = (page: Page, keys: string[]) =>
    page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="resource-list"] thead th[data-col]')].map((e) =>
            e.getAttribute('data-col'),
          ),
        ) === want,
      JSON.stringify(keys),
      { timeout: CEILING },
    );
  const widthOf = (page: Page, key: string) =>
    page
      .locator(`[data-testid="resource-list"] thead th[data-col="${key}"]`)
      .evaluate((e) => Math.round(e.getBoundingClientRect().width));
  const saved = async (api: ApiClient) => await api.ok<SavedListLayout>(callUrl(LIST_LAYOUT.get), { list: LIST });
  /** the server's copy of the admin's layout, once it says what `holds` wants (a save is sent after a pause) */
  const savedWhen = async (holds: (l: SavedListLayout['layout']) => boolean): Promise<SavedListLayout['layout']> => {
    const until = Date.now() + CEILING;
    for (;;) {
      const { layout } = await saved(s.api);
      if (holds(layout)) return layout;
      if (Date.now() > until) throw new Error(`layout never held: ${JSON.stringify(layout)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const openColumns = async (page: Page) => {
    await page.getByTestId('list-columns').click();
    await page.getByTestId('columns-panel').waitFor({ timeout: CEILING });
  };

  let defaults: string[] = [];

  it('hides, moves and resizes columns, keeps them after a reload; another user keeps the default; reset', async () => {
    const page = await open('en-US');
    defaults = await headerKeys(page);
    expect(defaults.slice(0, 3)).toEqual(['fnumber', 'fname', 'organization_id']);
    expect(defaults).toContain('address');
    expect(await saved(s.api)).toMatchObject({ list: LIST, layout: null });
    const fitted = await widthOf(page, 'fdesc');

    // hide the address, move the name before the code
    await openColumns(page);
    await page.getByTestId('columns-show-address').click();
    await page.getByTestId('columns-up-fname').click();
    const laidOut = ['fname', 'fnumber', ...defaults.slice(2).filter((k) => k !== 'address')];
    await waitForKeys(page, laidOut);
    expect(await page.getByTestId('columns-item-address').getAttribute('data-shown')).toBe('false');
    // the code names the record (its link to the details): moved, never hidden
    expect(await page.locator('[data-testid="columns-item-fnumber"] input[type="checkbox"]').isDisabled()).toBe(true);
    expect(
      await page.locator('[data-testid="resource-list"] td[data-fit="fnumber"] [data-testid="row-link"]').count(),
    ).toBe(1);
    await page.getByTestId('list-columns').click();
    await page.getByTestId('columns-panel').waitFor({ state: 'hidden' });

    // drag the remarks' right edge 150 px to the right: one save for the whole drag, not one per move
    await savedWhen((l) => l?.hidden.includes('address') === true);
    const saves: string[] = [];
    page.on('request', (r) => r.url().endsWith('/user/list_layout/save') && saves.push(r.postData() ?? ''));
    const before = await widthOf(page, 'fdesc');
    const handle = page.locator('[data-testid="resource-list"] thead th[data-col="fdesc"] [data-testid="col-resize"]');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 20 });
    await page.mouse.up();
    await page.waitForFunction(
      (min) => {
        const th = document.querySelector('[data-testid="resource-list"] thead th[data-col="fdesc"]');
        return !!th && th.getBoundingClientRect().width >= min;
      },
      before + 100,
      { timeout: CEILING },
    );
    const kept = await savedWhen((l) => (l?.widths.fdesc ?? 0) > before);
    expect(kept).toEqual({
      hidden: ['address'],
      order: expect.arrayContaining(defaults),
      widths: { fdesc: expect.any(Number) },
    });
    expect(kept!.order.slice(0, 2)).toEqual(['fname', 'fnumber']);
    expect(kept!.widths.fdesc).toBeGreaterThanOrEqual(before + 140);
    expect(saves.length).toBeGreaterThanOrEqual(1);
    expect(saves.length).toBeLessThan(20 / 4);
    const wide = await widthOf(page, 'fdesc');
    await page.screenshot({ path: screenshotPath('list-layout-changed-en-US') });

    // a reload reads it back from the server
    await page.reload();
    await listReady(page);
    await waitForKeys(page, laidOut);
    expect(Math.abs((await widthOf(page, 'fdesc')) - wide)).toBeLessThanOrEqual(2);

    // and so does another browser of the same user (nothing kept in the browser)
    const elsewhere = await open('zh-CN');
    await waitForKeys(elsewhere, laidOut);
    await elsewhere.context().close();

    // another user (in another browser) has the default columns
    const other = await open('en-US', OTHER);
    await waitForKeys(other, defaults);
    expect(Math.abs((await widthOf(other, 'fdesc')) - fitted)).toBeLessThanOrEqual(2);

    // reset: the default again, here, on the server and after a reload
    await openColumns(page);
    await page.getByTestId('columns-reset').click();
    await waitForKeys(page, defaults);
    await savedWhen((l) => l === null);
    await page.reload();
    await listReady(page);
    await waitForKeys(page, defaults);
    expect(Math.abs((await widthOf(page, 'fdesc')) - fitted)).toBeLessThanOrEqual(2);
  }, 180_000);

  it.each(['zh-CN', 'en-US'] as const)(
    'words the Columns popover in %s (1280x720)',
    async (locale) => {
      const page = await open(locale);
      const words =
        locale === 'zh-CN'
          ? { button: '列设置', title: '显示的列', reset: '恢复默认', always: '操作（始终显示）', field: '工厂名称' }
          : {
              button: 'Columns',
              title: 'Columns shown',
              reset: 'Reset to default',
              always: 'Actions (always shown)',
              field: 'Factory name',
            };
      expect(await page.getByTestId('list-columns').innerText()).toContain(words.button);
      await openColumns(page);
      const popover = page.locator('.ant-popover:visible');
      expect(await popover.locator('.ant-popover-title').innerText()).toBe(words.title);
      expect(await page.getByTestId('columns-item-fname').innerText()).toBe(words.field);
      expect(await page.getByTestId('columns-panel').innerText()).toContain(words.always);
      expect(await page.getByTestId('columns-reset').innerText()).toBe(words.reset);
      expect(await page.getByTestId('columns-up-fname').getAttribute('aria-label')).toContain(words.field);
      const labels = await page.getByTestId('columns-panel').innerText();
      if (locale === 'zh-CN') expect(labels).not.toMatch(/[A-Za-z]{3,}/);
      else expect(labels).not.toMatch(/[\u4e00-\u9fff]/);
      // the popover's titles are the list's headers
      const headers = await headerTexts(page);
      expect(headers).toContain(words.field);
      await page.screenshot({ path: screenshotPath(`list-layout-popover-${locale}`) });
    },
    120_000,
  );

  it('refuses a layout out of bounds or of a list there is not, in the caller language', async () => {
    const send = async (body: unknown, language: string) => {
      const res = await fetch(`${s.hub.baseUrl}${callUrl(LIST_LAYOUT.save)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${s.api.token}`,
          'accept-language': language,
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { err: number; code: string; field: string; msg: string };
    };
    const body = { list: LIST, hidden: [], order: [], widths: {} };
    const wide = await send({ ...body, widths: { fname: 5000 } }, 'zh-CN');
    expect(wide).toMatchObject({ err: 400, code: 'system.column_width', field: 'widths.fname' });
    expect(wide.msg).toContain('60 到 1200');
    const none = await send({ ...body, list: 'basicdata.no_such_list' }, 'en-US');
    expect(none).toMatchObject({ err: 400, code: 'system.unknown_list', field: 'list' });
    expect(none.msg).toContain('basicdata.no_such_list');
    expect((await send({ ...body, list: 'basicdata.no_such_list' }, 'zh-CN')).msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await saved(s.api)).layout).toBeNull();
  });
});
