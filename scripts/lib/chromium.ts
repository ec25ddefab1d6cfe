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
