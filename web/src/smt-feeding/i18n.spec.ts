import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMT_REEL_STEPS } from '@mes/contracts';
import { bundleKeys } from '../widgets/i18n-bundle';
import { SMT_FEEDING_BUNDLES } from './i18n';

// Every label of the feeding screens exists in both languages: the same keys, and each key the code asks for.
describe('feeding screens: translations', () => {
  const zh = bundleKeys(SMT_FEEDING_BUNDLES['zh-CN']);
  const en = bundleKeys(SMT_FEEDING_BUNDLES['en-US']);

  it('holds the same keys in zh-CN and en-US', () => {
    expect(zh).toEqual(en);
  });

  it('has every key the screens use, the dynamic ones included', () => {
    const used = new Set<string>();
    for (const name of readdirSync(__dirname).filter((n) => n.endsWith('.tsx'))) {
      for (const m of readFileSync(join(__dirname, name), 'utf8').matchAll(/\bt\('([a-zA-Z_.]+)'/g)) used.add(m[1]);
    }
    for (const s of [...SMT_REEL_STEPS, 'track', 'prepare', 'sync', 'finish', 'unlock_slot']) used.add(`step.${s}`);
    for (const v of ['pass', 'warning', 'fail', 'locked', 'error']) used.add(`scan.${v}`);
    for (const v of ['pass', 'warning', 'fail', 'locked', 'none']) used.add(`verdict.${v}`);
    for (const g of [
      'no_verify',
      'locked',
      'pending_splice',
      'pending_change',
      'unloaded',
      'full_checked',
      'scan_checked',
      'scanned',
      'empty',
    ])
      used.add(`tag.${g}`);
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !zh.includes(k))).toEqual([]);
  });
});
