import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotPath } from '../support/browser';
import { eventually, requireEnv } from '../support/test-env';
import { webSuite } from '../support/web-suite';

// A label design made on the back office: created on the generic screen, laid out in the details screen's panel
// (a text, a variable and a Code 128 barcode), the live preview following every change, saved, and downloaded as PDF.
describe('back office label design with its live preview', () => {
  const s = webSuite('e2e_web_label_design', { workers: false });
  const { open } = s;

  /** the preview's SVG text once it holds `text` (the panel renders again after each change) */
  const previewHolding = (page: Page, text: string): Promise<string> =>
    // a newer preview revokes the older one's address: read whichever is shown, until one holds the text
    eventually(`the preview holding ${text}`, async () => {
      const svg = await page.evaluate(async () => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="label-preview-image"]');
        return img?.src ? (await fetch(img.src)).text() : '';
      });
      return svg.includes(text) ? svg : false;
    });

  const addElement = async (page: Page, type: string) => {
    await page.getByTestId(`label-add-${type}`).click();
  };

  it('creates a design, lays out a text, a variable and a Code 128 barcode, previews and downloads the PDF', async () => {
    const page = await open('en-US', '/product_mgt/label_design/create');
    await page.getByTestId('resource-create').waitFor();
    await page.locator('[data-field="fnumber"]').fill('LBL-E2E-1');
    await page.locator('[data-field="fname"]').fill('SN label');
    await page.locator('[data-field="width_mm"]').fill('60');
    await page.locator('[data-field="height_mm"]').fill('30');
    await page.locator('[data-field="design"]').fill('{ "elements": [] }');
    await page.getByTestId('resource-submit').click();
    await page.waitForURL(/\/product_mgt\/label_design\/\d+$/);
    await page.getByTestId('label-design-panel').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await addElement(page, 'text');
    await page.getByTestId('el-0-text').fill('CONTROL UNIT');
    await previewHolding(page, 'CONTROL UNIT');

    await addElement(page, 'variable');
    await page.getByTestId('el-1-variable').click();
    await page.keyboard.type('worder.fbillno');
    await page.keyboard.press('Enter');
    await page.getByTestId('sample-worder.fbillno').fill('WO-E2E-42');
    await previewHolding(page, 'WO-E2E-42');

    await addElement(page, 'barcode');
    await page.getByTestId('el-2-data').fill('${sn}');
    await page.getByTestId('sample-sn').fill('E2E0001');
    const svg = await previewHolding(page, '>E2E0001<');
    // the Code 128 bars: one path of many rectangles
    expect((svg.match(/h\d+v\d+h-\d+z/g) ?? []).length).toBeGreaterThan(15);
    await page.screenshot({ path: screenshotPath('web-label-design-en'), fullPage: true });

    await page.getByTestId('label-save').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="label-save"]')?.hasAttribute('disabled'));
    const saved = await s.api.ok<{ design: { elements: Record<string, unknown>[] } }>(
      '/api/v1/product_mgt/label_design',
      { id },
    );
    expect(saved.design.elements.map((e) => [e.type, e.text ?? e.variable ?? e.data])).toEqual([
      ['text', 'CONTROL UNIT'],
      ['variable', 'worder.fbillno'],
      ['barcode', '${sn}'],
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('label-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('LBL-E2E-1.pdf');
    const file = join(requireEnv('MES_TEST_TMP'), 'label-e2e.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const zh = await open('zh-CN', `/product_mgt/label_design/${id}`);
    await zh.getByTestId('label-design-panel').waitFor();
    await previewHolding(zh, 'CONTROL UNIT');
    expect(await zh.getByTestId('label-design-panel').innerText()).toContain('标签布局与预览');
    await zh.screenshot({ path: screenshotPath('web-label-design-zh'), fullPage: true });
  });

  it('shows a refused element in the preview, naming it', async () => {
    const made = await s.api.ok<{ id: number }>('/api/v1/product_mgt/label_design/create', {
      fnumber: 'LBL-E2E-2',
      fname: 'refused',
      width_mm: 40,
      height_mm: 20,
      design: { elements: [{ type: 'text', x: 1, y: 1, text: 'A' }] },
    });
    const page = await open('en-US', `/product_mgt/label_design/${made.id}`);
    await previewHolding(page, '>A<');
    await page.getByTestId('el-0-x').fill('55');
    await page.getByTestId('label-preview-error').waitFor();
    expect(await page.getByTestId('label-preview-error').innerText()).toContain(
      'design.elements[0].x: must be from 0 to 40 (mm)',
    );
  });

  it("edits a packaging plan's levels, then only their weights once checked; lists the glue weighings", async () => {
    const product = (
      await s.api.ok<{ list: { id: number }[] }>('/api/v1/basicdata/product/list', { filter: 'fnumber:P-1001' })
    ).list[0];
    const plan = await s.api.ok<{ id: number }>('/api/v1/product_mgt/packaging_plan/create', {
      fnumber: 'PK-E2E-1',
      fname: 'carton of 20',
      product_id: product.id,
    });
    const page = await open('en-US', `/product_mgt/packaging_plan/${plan.id}`);
    await page.getByTestId('packaging-levels').waitFor();
    await page.getByTestId('level-add').click();
    await page.getByTestId('level-add').click();
    await page.getByTestId('level-box-qty').fill('20');
    await page.getByTestId('level-box-weight').fill('5.4');
    await page.getByTestId('level-box-tolerance').fill('0.1');
    await page.getByTestId('levels-save').click();
    type Plan = { entries: { level: string; qty: number; weight: number; tolerance: number }[] };
    const saved = await eventually('the levels saved', async () => {
      const p = await s.api.ok<Plan>('/api/v1/product_mgt/packaging_plan', { id: plan.id });
      return p.entries.length === 2 ? p : false;
    });
    expect(saved.entries.map((e) => [e.level, e.qty, e.weight, e.tolerance])).toEqual([
      ['unit', 1, 0, 0],
      ['box', 20, 5.4, 0.1],
    ]);

    await s.api.ok('/api/v1/product_mgt/packaging_plan/check', { id: plan.id });
    const zh = await open('zh-CN', `/product_mgt/packaging_plan/${plan.id}`);
    await zh.getByTestId('level-box-save').waitFor();
    await zh.getByTestId('level-box-weight').fill('5.55');
    await zh.getByTestId('level-box-save').click();
    await eventually('the weight changed on the checked plan', async () => {
      const p = await s.api.ok<Plan>('/api/v1/product_mgt/packaging_plan', { id: plan.id });
      return p.entries.find((e) => e.level === 'box')?.weight === 5.55;
    });
    expect(await zh.getByTestId('packaging-levels').innerText()).toContain('方案已审核');
    await zh.screenshot({ path: screenshotPath('web-packaging-plan-levels-zh'), fullPage: true });
    await page.reload();
    await page.getByTestId('level-box-save').waitFor();
    await page.screenshot({ path: screenshotPath('web-packaging-plan-levels-en'), fullPage: true });

    const glue = await open('zh-CN', '/product_mgt/glue_items');
    await glue.getByTestId('resource-list').waitFor();
    expect(await glue.getByTestId('resource-list').innerText()).toContain('重量');
    await glue.screenshot({ path: screenshotPath('web-glue-items-zh'), fullPage: true });
  });
});
