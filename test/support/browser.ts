import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { requireEnv } from './test-env';

// Debian's chromium, started with the flags this closed network needs and a fresh profile each time.
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireEnv('CHROMIUM_PATH'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export function screenshotPath(name: string): string {
  const dir = join(requireEnv('MES_ROOT'), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}
