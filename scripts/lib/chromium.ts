import { ensureBinary, ensureDebianPackage } from './system-packages';

// UI tests drive Debian's chromium through playwright-core: nothing is downloaded by a test tool.
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH || ensureBinary('chromium', 'chromium');
  // Chinese labels need a CJK font to be readable in screenshots; tests never depend on glyphs, so failure is not fatal.
  try {
    ensureDebianPackage('fonts-wqy-zenhei');
  } catch (e) {
    process.stderr.write(`[mes] no CJK font: ${(e as Error).message}\n`);
  }
  return path;
}

// what playwright-core passes as --disable-features itself (its chromiumSwitches), kept when the list is extended
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** How the tests start Debian's chromium: headless, with the flags this closed network needs, a fresh profile. */
export function chromiumLaunchOptions(executablePath: string) {
  return {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Chromium keeps the last --disable-features it is given: Playwright's own list, and the omnibox popups that
      // headless Chromium 15x preloads as WebUI renderers (two per browser, ~8 % of an e2e spec's CPU, never shown)
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
    ],
  };
}
