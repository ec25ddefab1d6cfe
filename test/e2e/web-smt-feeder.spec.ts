import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { openSmtE2e, type SmtE2e } from '../support/smt-e2e';
import { requireEnv } from '../support/test-env';
import { PM, type Row } from '../integration/smt-fixtures';

// A feeder list's details screen shows its slots; the planner exports them (F4 or F2) and imports a sheet into another
// list, all slots or none: a refused sheet lists its bad rows and changes nothing.
describe('back office feeder list slots', () => {
  let s: SmtE2e;

  const slotsShown = (page: Page) =>
    page
      .locator('[data-testid^="feeder-slot-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('feeder-slot-'.length)));

  beforeAll(async () => {
    s = await openSmtE2e('e2e_web_smt_feeder');
  }, 120_000);

  afterAll(() => s?.close());

  it('shows the slots, exports F4 and imports it into an empty list; a bad sheet changes nothing', async () => {
    const feeder = await s.fx.newFeeder([
      ['1-01', 'R10K', { alternates: ['R10K_B'], turns: 1 }],
      ['1-02', 'C100N'],
      ['2-01', 'MCU', { turns: 2 }],
    ]);
    const page = await s.webPage('en-US', `/product_mgt/smt_feeder/${String(feeder.id)}`);
    await page.getByTestId('feeder-slot-1-01').waitFor();
    expect(await slotsShown(page)).toEqual(['1-01', '1-02', '2-01']);
    expect(await page.getByTestId('feeder-slot-1-01').innerText()).toContain(s.fx.items.R10K_B.fnumber);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('feeder-export-F4').click()]);
    const file = join(requireEnv('MES_TEST_TMP'), `feeder-${String(feeder.id)}.xlsx`);
    await download.saveAs(file);
    await page.screenshot({ path: screenshotPath('web-smt-feeder-slots-en'), fullPage: true });

    const empty = await s.fx.newFeeder([]);
    const other = await s.webPage('zh-CN', `/product_mgt/smt_feeder/${String(empty.id)}`);
    await other.getByTestId('feeder-slots').waitFor();
    expect(await slotsShown(other)).toEqual([]);
    // the list's word fields read as words (board side "both")
    expect(await other.getByTestId('resource-detail').innerText()).toContain('双面');
    await other.locator('[data-testid="feeder-slots"] input[type=file]').setInputFiles(file);
    await other.getByTestId('feeder-slot-2-01').waitFor();
    expect(await slotsShown(other)).toEqual(['1-01', '1-02', '2-01']);
    const back = await s.api.ok<{ entries: Row[] }>(`${PM}/smt_feeder/entries`, { id: empty.id });
    expect(back.entries.map((e) => [e.slot, e.icitem_id, e.alternates])).toEqual([
      ['1-01', s.fx.items.R10K.id, [s.fx.items.R10K_B.id]],
      ['1-02', s.fx.items.C100N.id, []],
      ['2-01', s.fx.items.MCU.id, []],
    ]);

    // an F2 sheet with an unknown material and a slot twice: refused row by row, the slots stay as they were
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['站位', '物料编码']);
    sheet.addRow(['A', 'NO-SUCH']);
    sheet.addRow(['A', s.fx.items.MCU.fnumber]);
    const bad = join(requireEnv('MES_TEST_TMP'), 'bad-feeder.xlsx');
    writeFileSync(bad, Buffer.from(await book.xlsx.writeBuffer()));
    await other.getByTestId('feeder-layout').click();
    await other.locator('.ant-select-item-option[title="F2"]').click();
    await other.locator('[data-testid="feeder-slots"] input[type=file]').setInputFiles(bad);
    await other.getByTestId('feeder-import-errors').waitFor();
    const errors = await other.getByTestId('feeder-import-errors').innerText();
    expect(errors).toContain('#2 fnumber: no material NO-SUCH');
    expect(errors).toContain('#3 slot: A is also on row 2');
    expect(await slotsShown(other)).toEqual(['1-01', '1-02', '2-01']);
    await other.screenshot({ path: screenshotPath('web-smt-feeder-import-refused-zh'), fullPage: true });
  });
});
