import type { Page } from 'playwright-core';
import { BomFixture, PM, type Row } from '../integration/bom-fixtures';
import { screenshotPath } from '../support/browser';
import { webSuite } from '../support/web-suite';

// The BOM multi-level view (/product_mgt/icbom/:id/multi_expand) on the 3-level fixture: the tree opens every level
// with its quantities per parent and per top unit, the quantity to expand scales the totals, the levels fold; and the
// material inventory screen of a plan pushed down from an order.
describe('back office BOM multi-level view and material inventory', () => {
  let fx: BomFixture;
  let top: Row;
  const s = webSuite('e2e_bom', {
    setup: async ({ hub, api }) => {
      fx = await BomFixture.open(hub, api);
      top = await fx.threeLevels();
    },
    teardown: async () => {
      await fx?.close();
    },
  });
  const { open } = s;
  // the shown lines as [material code, level, total]
  const lines = (page: Page) =>
    page
      .locator('[data-testid^="bom-line-"][data-fnumber]')
      .evaluateAll((rows) =>
        rows
          .filter((r) => (r as HTMLElement).offsetParent !== null)
          .map((r) => [
            r.getAttribute('data-fnumber'),
            Number(r.getAttribute('data-level')),
            r.querySelector('[data-testid="bom-line-total"]')?.textContent ?? '',
          ]),
      );

  it('shows every level with quantities per parent and per top unit, scaled by the quantity (English)', async () => {
    const f = (k: keyof BomFixture['items']) => fx.items[k].fnumber;
    const page = await open('en-US', `/product_mgt/icbom/${top.id}/multi_expand`);
    await page.getByTestId('bom-expand-table').waitFor();
    await page.locator(`[data-fnumber="${f('DIE')}"]`).waitFor();
    expect(await lines(page)).toEqual([
      [f('SUB'), 1, '2'],
      [f('CHIP'), 2, '6'],
      [f('DIE'), 3, '24'],
      [f('PASTE'), 2, '1'],
      [f('CASE'), 1, '1'],
    ]);
    await page.getByTestId('bom-expand-fqty').fill('10');
    await page
      .locator(`[data-fnumber="${f('DIE')}"] [data-testid="bom-line-total"]`)
      .getByText('240')
      .waitFor();
    expect((await lines(page)).map((l) => l[2])).toEqual(['20', '60', '240', '10', '10']);
    await page.screenshot({ path: screenshotPath('bom-multi-expand-en'), fullPage: true });

    await page.getByTestId('bom-collapse-all').click();
    await page.locator(`[data-fnumber="${f('CHIP')}"]`).waitFor({ state: 'hidden' });
    expect((await lines(page)).map((l) => l[0])).toEqual([f('SUB'), f('CASE')]);
    await page.getByTestId('bom-expand-all').click();
    await page.locator(`[data-fnumber="${f('DIE')}"]`).waitFor();
  });

  it("edits a BOM's children on its details screen (English)", async () => {
    const bom = await fx.newBom(
      'EXTRA',
      [
        ['DIE', 2],
        ['PASTE', 1, 3],
      ],
      { check: false },
    );
    const page = await open('en-US', `/product_mgt/icbom/${bom.id}`);
    // the generic entries table of a document: a material picker, the quantities and texts
    const entries = page.getByTestId('document-entries');
    const cell = (row: number, col: number) => entries.locator(`[data-cell="${row}:${col}"]`);
    await cell(0, 0).getByText(fx.items.DIE.fnumber).waitFor();
    expect(await cell(1, 2).locator('input').inputValue()).toBe('3');
    const picker = cell(2, 0).getByTestId('ref-icitem');
    await picker.locator('.ant-select').click();
    await picker.locator('input').fill(fx.items.CASE.fnumber);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: fx.items.CASE.fnumber })
      .first()
      .click();
    await cell(2, 1).locator('input').fill('4');
    await cell(2, 3).locator('input').fill('R7,R8');
    await page.screenshot({ path: screenshotPath('bom-entries-en'), fullPage: true });
    await page.getByTestId('entries-save').click();
    await page.locator('.ant-message').getByText('Entries saved').waitFor();
    const saved = await s.api.ok<Row & { entries: Row[] }>(`${PM}/icbom`, { id: bom.id });
    expect(saved.entries.map((e) => [e.icitem_id, e.qty, e.scrap_rate, e.position])).toEqual([
      [fx.items.DIE.id, 2, 0, ''],
      [fx.items.PASTE.id, 1, 3, ''],
      [fx.items.CASE.id, 4, 0, 'R7,R8'],
    ]);
  });

  it('opens from the BOM details screen, in Chinese', async () => {
    const page = await open('zh-CN', `/product_mgt/icbom/${top.id}`);
    await page.getByTestId('document-entries').getByText(fx.items.SUB.fnumber).first().waitFor();
    // a checked BOM's entries are shown, not offered for saving
    expect(await page.getByTestId('entries-save').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('bom-entries-zh'), fullPage: true });
    await page.getByTestId('bom-expand-open').click();
    await page.waitForURL((u) => u.pathname === `/product_mgt/icbom/${top.id}/multi_expand`);
    await page.locator(`[data-fnumber="${fx.items.DIE.fnumber}"]`).waitFor();
    await page.getByRole('columnheader', { name: '每顶层用量' }).waitFor();
    await page.screenshot({ path: screenshotPath('bom-multi-expand-zh'), fullPage: true });
  });

  // five pages, each logged in: a generous ceiling for a loaded machine
  it("recomputes a plan's material inventory on its screen", async () => {
    const mo = await fx.newIcmo({ icbom_id: top.id });
    await s.api.ok(`${PM}/icmo/check`, { id: mo.id });
    const [plan] = await s.api.ok<Row[]>(`${PM}/icmo/push_down/create`, { id: mo.id });
    const icma = await s.api.ok<Row>(`${PM}/icma/create`, {
      fbillno: `MA-${fx.tag}`,
      icpp_id: plan.id,
      entries: [{ icitem_id: fx.items.SUB.id, qty: 20 }],
    });
    await s.api.ok(`${PM}/icma/check`, { id: icma.id });
    await s.api.ok(`${PM}/icma/work`, { id: icma.id, items: [{ icitem_id: fx.items.SUB.id, qty: 12 }] });
    for (const [locale, name] of [
      ['en-US', 'bom-material-inventory-en'],
      ['zh-CN', 'bom-material-inventory-zh'],
    ] as const) {
      const page = await open(locale, `/product_mgt/material_inventory/icpp/${plan.id}`);
      await page.getByTestId('inventory-regenerate').click();
      const sub = page.getByTestId(`inventory-line-${fx.items.SUB.fnumber}`);
      await sub.waitFor();
      // needs 10 x 2 = 20, 12 issued: 8 short
      expect(await sub.locator('td').evaluateAll((tds) => tds.map((td) => td.textContent))).toEqual([
        fx.items.SUB.fnumber,
        'SUB part',
        'PCS',
        '2',
        '0',
        '20',
        '12',
        '0',
        '0',
        '12',
        '8',
      ]);
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
    }
    // the requisition's details screen: its issues, and issuing the rest (8 more SUB)
    for (const [locale, name] of [
      ['en-US', 'bom-icma-moves-en'],
      ['zh-CN', 'bom-icma-moves-zh'],
    ] as const) {
      const page = await open(locale, `/product_mgt/icma/${icma.id}`);
      await page.locator('[data-testid^="icma-move-"]').first().waitFor();
      const sub = page.getByTestId(`icma-progress-${fx.items.SUB.id}`);
      const cells = () => sub.locator('td').evaluateAll((tds) => tds.slice(0, 4).map((td) => td.textContent));
      await sub.getByText(fx.items.SUB.fnumber).waitFor();
      if (locale === 'en-US') {
        expect(await page.locator('[data-testid^="icma-move-"]').count()).toBe(1);
        expect(await cells()).toEqual([`${fx.items.SUB.fnumber} SUB part`, '20', '12', '8']);
        await page.getByTestId('icma-issue-rest').click();
        await page.locator('[data-testid^="icma-move-"]').nth(1).waitFor();
      }
      await sub.locator('td').nth(3).getByText('0', { exact: true }).waitFor();
      expect(await cells()).toEqual([`${fx.items.SUB.fnumber} SUB part`, '20', '20', '0']);
      expect(await page.locator('[data-testid^="icma-move-"]').count()).toBe(2);
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
    }
    const log = await s.api.ok<{ list: Row[] }>(`${PM}/icma/wlog/list`, { filter: `icma_id:${icma.id} sort:id-asc` });
    expect(log.list.map((m) => m.qty)).toEqual([12, 8]);

    const list = await open('en-US', '/product_mgt/material_inventory/icpp/list');
    await list.getByTestId(`inventory-open-${plan.id}`).click();
    await list.waitForURL((u) => u.pathname === `/product_mgt/material_inventory/icpp/${plan.id}`);
    await list.getByTestId('inventory-page').waitFor();
  }, 180_000);
});
