import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SmtFixture } from '../integration/smt-fixtures';
import { ApiClient } from './api-client';
import { launchChromium } from './browser';
import { startBuiltHub, type Hub } from './hub-processes';
import { loginThroughUi, newWebPage, type WebLocale } from './web-pages';

export type SmtE2e = {
  hub: Hub;
  api: ApiClient;
  fx: SmtFixture;
  browser: Browser;
  contexts: BrowserContext[];
  /** a back-office page signed in as admin through the login screen, landed on `path` */
  webPage(locale: WebLocale, path: string): Promise<Page>;
  close(): Promise<void>;
};

/** A built hub, the admin's API client, the SMT fixture and chromium for an SMT e2e suite; close() ends them all. */
export async function openSmtE2e(label: string): Promise<SmtE2e> {
  const hub = await startBuiltHub(label);
  const api = new ApiClient(hub.baseUrl);
  await api.login('admin', 'admin');
  const fx = await SmtFixture.open(hub, api);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    hub,
    api,
    fx,
    browser,
    contexts,
    async webPage(locale, path) {
      const { context, page } = await newWebPage(browser, locale);
      contexts.push(context);
      await loginThroughUi(page, hub.baseUrl, 'admin', 'admin', path);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close();
      await browser.close();
      await fx.close();
      await hub.stop();
    },
  };
}
