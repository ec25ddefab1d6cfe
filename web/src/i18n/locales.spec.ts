import { describe, expect, it } from '@jest/globals';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import enRoutes from './locales/routes.en-US.json';
import zhRoutes from './locales/routes.zh-CN.json';
import { lowerFirst } from './format';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree)
    .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

describe('the translations', () => {
  it('have the same keys in both languages', () => {
    expect(keys(zhCN)).toEqual(keys(enUS));
    expect(keys(zhRoutes)).toEqual(keys(enRoutes));
  });

  it('have no empty text', () => {
    for (const tree of [enUS, zhCN, enRoutes, zhRoutes]) {
      const empty = keys(tree).filter(
        (k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], tree) === '',
      );
      expect(empty).toEqual([]);
    }
  });
});

describe(lowerFirst.name, () => {
  it('lowers a word inside a sentence but keeps acronyms', () => {
    expect(lowerFirst('Factory')).toBe('factory');
    expect(lowerFirst('SMT order')).toBe('SMT order');
    expect(lowerFirst('工厂')).toBe('工厂');
    expect(lowerFirst('')).toBe('');
  });
});
