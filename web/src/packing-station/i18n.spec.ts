import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleKeys } from '../widgets/i18n-bundle';
import { PACKING_BUNDLES } from './i18n';

// Every label of the packing screens exists in both languages: the same keys, and each key the code asks for.
describe('packing screens: translations', () => {
  const zh = bundleKeys(PACKING_BUNDLES['zh-CN']);
  const en = bundleKeys(PACKING_BUNDLES['en-US']);

  it('holds the same keys in zh-CN and en-US', () => {
    expect(zh).toEqual(en);
  });

  it('has every key the screens use', () => {
    const used = new Set<string>();
    for (const name of readdirSync(__dirname).filter((n) => n.endsWith('.tsx')))
      for (const m of readFileSync(join(__dirname, name), 'utf8').matchAll(/\bt\('([a-zA-Z_.]+)'/g)) used.add(m[1]);
    expect([...used].filter((k) => !zh.includes(k))).toEqual([]);
  });
});
