import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from './api-client';
import { launchChromium } from './browser';
import { startBuiltHub, type Hub, type HubOptions } from './hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from './web-pages';

export type WebSuite = {
  hub: Hub;
  browser: Browser;
  /** logged in as admin */
  api: ApiClient;
  /** a new page in its own context (closed after the suite), logged in through the login screen, on `path` */
  open(locale: WebLocale, path: string, user?: { name: string; password: string }): Promise<Page>;
};

/**
 * The back office specs' harness: a built hub (demo factory), chromium and an admin API client, started before the
 * suite (`before` first, then `setup` with them ready) and stopped after it, with every page context `open` made. `teardown` runs
 * first on the way out (to close what `setup` opened).
 */
export function webSuite(
  label: string,
  options: HubOptions & {
    /** the hub's environment from something started first (a listener standing in for the ERP) */
    before?(): Promise<Record<string, string>>;
    setup?(s: WebSuite): Promise<void>;
    teardown?(): Promise<void>;
    /** how long the start may take (a hub with the demo stage takes longer) */
    startMs?: number;
  } = {},
): WebSuite {
  const { before, setup, teardown, startMs = 120_000, ...hubOptions } = options;
  const contexts: BrowserContext[] = [];
  const s = {
    open: async (locale, path, user = { name: 'admin', password: 'admin' }) => {
      const { context, page } = await newWebPage(s.browser, locale);
      contexts.push(context);
      await loginThroughUi(page, s.hub.baseUrl, user.name, user.password, path);
      return page;
    },
  } as WebSuite;

  beforeAll(async () => {
    const env = { ...hubOptions.env, ...(await before?.()) };
    s.hub = await startBuiltHub(label, { ...hubOptions, env });
    s.browser = await launchChromium();
    s.api = new ApiClient(s.hub.baseUrl);
    await s.api.login('admin', 'admin');
    await setup?.(s);
  }, startMs);

  afterAll(async () => {
    await teardown?.();
    for (const c of contexts) await c.close().catch(() => undefined);
    await s.browser?.close();
    await s.hub?.stop();
  });
  return s;
}
