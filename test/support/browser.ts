import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { requireEnv } from './test-env';

/**
 * A browser of Debian's chromium for one spec. Under `npm test` the e2e phase shares one chromium between its files
 * (`MES_TEST_BROWSER_WS`, scripts/test.ts): each spec connects and gets its own contexts, isolated as in a browser of
 * its own, and `close()` closes them and disconnects; without it (a spec run by hand) chromium is started here.
 */
export async function launchChromium(): Promise<Browser> {
  const shared = process.env.MES_TEST_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch(chromiumLaunchOptions(requireEnv('CHROMIUM_PATH')));
}

export function screenshotPath(name: string): string {
  const dir = join(requireEnv('MES_ROOT'), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}
