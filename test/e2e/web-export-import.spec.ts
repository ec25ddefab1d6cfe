import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { screenshotPath } from '../support/browser';
import { requireEnv } from '../support/test-env';
import { webSuite } from '../support/web-suite';

// The generic list screens export what the list shows as a spreadsheet, and import a spreadsheet back.
describe('back office export and import in chromium', () => {
  const s = webSuite('e2e_web_io', { workers: false });

  it('exports the listed suppliers and imports the file back with new codes', async () => {
    for (const i of [1, 2])
      await s.api.ok('/api/v1/basicdata/supplier/create', { fnumber: `EXP-${i}`, fname: `Export supplier ${i}` });

    const page = await s.open('en-US', '/basicdata/supplier/list');
    await page.getByTestId('resource-list').waitFor();
    await page.getByTestId('list-search').locator('input').fill('EXP-');
    await page.getByTestId('list-search').locator('input').press('Enter');
    await page.locator('[data-testid="resource-list"] tr.ant-table-row', { hasText: 'EXP-2' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    const exported = join(requireEnv('MES_TEST_TMP'), 'suppliers.xlsx');
    await download.saveAs(exported);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exported);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    // Same rows under new codes, then back in through the import button.
    let codeCol = 0;
    sheet.getRow(1).eachCell((cell, col) => {
      if (String(cell.value).toLowerCase().includes('code')) codeCol = col;
    });
    expect(codeCol).toBeGreaterThan(0);
    for (const r of [2, 3]) sheet.getRow(r).getCell(codeCol).value = `IMP-${r}`;
    const changed = join(requireEnv('MES_TEST_TMP'), 'suppliers-imp.xlsx');
    await book.xlsx.writeFile(changed);
    await page.locator('input[type=file]').setInputFiles(changed);
    await page.locator('.ant-message-success').waitFor();

    await page.getByTestId('list-search').locator('input').fill('IMP-');
    await page.getByTestId('list-search').locator('input').press('Enter');
    await page.locator('[data-testid="resource-list"] tr.ant-table-row', { hasText: 'IMP-3' }).waitFor();
    await page.screenshot({ path: screenshotPath('web-supplier-imported-en'), fullPage: true });
    const imported = await s.api.ok<{ total: number }>('/api/v1/basicdata/supplier/list', {
      filter: 'search_key:IMP-',
    });
    expect(imported.total).toBe(2);
  });
});
