import { parentKeys, toTree, type ExpandedLine } from './expansion-tree';

const line = (key: string, parent_key: string | null, fnumber: string): ExpandedLine => ({
  key,
  parent_key,
  level: key.split('.').length,
  icitem_id: 1,
  fnumber,
  fname: '',
  fspec: '',
  unit: 'PCS',
  qty: 1,
  scrap_rate: 0,
  qty_per_top: 1,
  need_per_top: 1,
  total_qty: 1,
  need_qty: 1,
  position: '',
  substitute_group: '',
  child_bom: '',
  child_bom_id: null,
});

describe(toTree.name, () => {
  const rows = [
    line('1', null, 'SUB'),
    line('1.3', '1', 'CHIP'),
    line('1.3.5', '1.3', 'DIE'),
    line('1.4', '1', 'PASTE'),
    line('2', null, 'CASE'),
  ];

  it('nests three levels under their parents, in order, leaves without children', () => {
    const tree = toTree(rows);
    expect(tree.map((r) => r.fnumber)).toEqual(['SUB', 'CASE']);
    expect(tree[0].children?.map((r) => r.fnumber)).toEqual(['CHIP', 'PASTE']);
    expect(tree[0].children?.[0].children?.map((r) => r.fnumber)).toEqual(['DIE']);
    expect(tree[1].children).toBeUndefined();
    expect(tree[0].children?.[1].children).toBeUndefined();
  });

  it('names the rows that have children', () => {
    expect(parentKeys(rows)).toEqual(['1', '1.3']);
    expect(parentKeys([])).toEqual([]);
  });
});

describe('bom screens labels', () => {
  it('have the same keys in both languages', async () => {
    const { BOM_BUNDLES } = await import('./i18n');
    const { bundleKeys } = await import('../widgets/i18n-bundle');
    expect(bundleKeys(BOM_BUNDLES['zh-CN'])).toEqual(bundleKeys(BOM_BUNDLES['en-US']));
  });
});
