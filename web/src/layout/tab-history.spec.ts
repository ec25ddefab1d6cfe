import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from '@mes/contracts';
import { closeTab, nameTab, readTabs, visitTab, writeTabs, type Tab } from './tab-history';

const paths = (tabs: Tab[]) => tabs.map((t) => t.path);

describe('tab history', () => {
  it('adds new pages at the end and keeps the place of a known one', () => {
    let tabs = visitTab([], '/home', '', 1);
    tabs = visitTab(tabs, '/basicdata/factory/list', '', 2);
    tabs = visitTab(tabs, '/home', '?x=1', 3);
    expect(paths(tabs)).toEqual(['/home', '/basicdata/factory/list']);
    expect(tabs[0]).toEqual({ path: '/home', search: '?x=1', visitedAt: 3 });
  });

  it('keeps the last 10 visited pages', () => {
    let tabs: Tab[] = [];
    for (let i = 1; i <= 10; i++) tabs = visitTab(tabs, `/p${i}`, '', i);
    tabs = visitTab(tabs, '/p1', '', 11); // p1 is recent again
    tabs = visitTab(tabs, '/p11', '', 12);
    expect(tabs).toHaveLength(10);
    expect(paths(tabs)).not.toContain('/p2');
    expect(paths(tabs)).toContain('/p1');
    expect(paths(tabs)).toContain('/p11');
  });

  it("names a record's tab, keeps the name through visits and storage, and bounds it", () => {
    let tabs = visitTab([], '/stock_mgt/shelving/1', '', 1);
    tabs = nameTab(tabs, '/stock_mgt/shelving/1', 'SJ20261129-000001');
    expect(tabs[0].name).toBe('SJ20261129-000001');
    expect(nameTab(tabs, '/stock_mgt/shelving/1', 'SJ20261129-000001')).toBe(tabs); // unchanged: same array
    expect(nameTab(tabs, '/not/visited', 'x')).toBe(tabs);
    tabs = visitTab(tabs, '/stock_mgt/shelving/1', '?a=1', 2);
    expect(tabs[0]).toEqual({ path: '/stock_mgt/shelving/1', search: '?a=1', visitedAt: 2, name: 'SJ20261129-000001' });
    expect(nameTab(tabs, '/stock_mgt/shelving/1', 'x'.repeat(500))[0].name).toHaveLength(60);
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    writeTabs(storage, tabs);
    expect(readTabs(storage)[0].name).toBe('SJ20261129-000001');
  });

  it('closes a tab and opens its neighbour when it was active', () => {
    const tabs = [1, 2, 3].map((i) => ({ path: `/p${i}`, search: '', visitedAt: i }));
    expect(closeTab(tabs, '/p2', '/p2')).toEqual({ tabs: [tabs[0], tabs[2]], open: tabs[2] });
    expect(closeTab(tabs, '/p3', '/p3').open).toEqual(tabs[1]);
    expect(closeTab(tabs, '/p1', '/p3').open).toBeNull();
    expect(closeTab([tabs[0]], '/p1', '/p1')).toEqual({ tabs: [], open: null });
  });

  it('stores under MES_tags and reads garbage as nothing', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    writeTabs(storage, [{ path: '/home', search: '', visitedAt: 1 }]);
    expect(JSON.parse(data.get(STORAGE_KEYS.tags)!)).toEqual([{ path: '/home', search: '', visitedAt: 1 }]);
    expect(readTabs(storage)).toEqual([{ path: '/home', search: '', visitedAt: 1 }]);
    data.set(STORAGE_KEYS.tags, '{"not":"a list"}');
    expect(readTabs(storage)).toEqual([]);
    data.set(STORAGE_KEYS.tags, '[{"path":"javascript:x"},{"path":"/ok"}]');
    expect(paths(readTabs(storage))).toEqual(['/ok']);
  });
});
