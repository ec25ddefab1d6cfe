import type { Locator, Page } from 'playwright-core';

// Helpers for the operator station screens (web/src/work): choose the station, scan like a scanner, read the verdict.

/** On the station picker: type the station's code as a scanner would and take it with Enter. */
export async function chooseStation(page: Page, code: string): Promise<void> {
  await page.getByTestId('work-station-picker').waitFor();
  await page.waitForSelector('.ant-select-item-option');
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
  await page.locator(`[data-testid="work-screen"][data-station="${code}"]`).waitFor();
}

/** Opens a station screen; chooses the station when the picker asks (or F4 when another one is remembered). */
export async function openStation(page: Page, baseUrl: string, route: string, code: string): Promise<void> {
  await page.goto(`${baseUrl}/work/${route}`);
  const screen = page.getByTestId('work-screen');
  const picker = page.getByTestId('work-station-picker');
  await screen.or(picker).first().waitFor();
  if (await picker.isVisible()) return chooseStation(page, code);
  if ((await screen.getAttribute('data-station')) === code) return;
  await page.keyboard.press('F4');
  await chooseStation(page, code);
}

/** Types the text at scanner speed into whatever has the focus (the SN box) and ends with Enter. */
export async function scan(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 5 });
  await page.keyboard.press('Enter');
}

export type Shown = { state: string; err: string | null; text: string };

async function read(v: Locator): Promise<Shown> {
  await v.waitFor({ timeout: 10_000 });
  return {
    state: (await v.getAttribute('data-state')) ?? '',
    err: await v.getAttribute('data-err'),
    text: await v.innerText(),
  };
}

/** Scans and answers the verdict of this scan (each scan has its own key), once it is no longer being sent. */
export async function scanFor(page: Page, text: string): Promise<Shown> {
  const before = (await page.getByTestId('work-verdict').getAttribute('data-key')) ?? '';
  await scan(page, text);
  return read(
    page.locator(
      `[data-testid="work-verdict"]:not([data-state="sending"]):not([data-state="idle"]):not([data-key="${before}"])`,
    ),
  );
}

/** The verdict on screen for `sn` once it is in `state` (a queued scan's late answer replaces it). */
export async function verdictIn(page: Page, sn: string, state: string): Promise<Shown> {
  return read(page.locator(`[data-testid="work-verdict"][data-state="${state}"]`, { hasText: sn }));
}

export async function waitForText(locator: Locator, text: string, timeout = 5000): Promise<void> {
  await locator
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor({ timeout });
}

/** On a packing screen: scans and answers this scan's verdict once it is no longer being sent (data-seq counts scans). */
export async function packScan(page: Page, text: string): Promise<Shown> {
  const before = Number((await page.getByTestId('pack-verdict').getAttribute('data-seq')) ?? 0);
  await scan(page, text);
  return read(
    page.locator(
      `[data-testid="pack-verdict"][data-seq="${before + 1}"]:not([data-state="sending"]):not([data-state="idle"])`,
    ),
  );
}
