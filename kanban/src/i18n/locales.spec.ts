import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import { DM_WORDS } from '../device/dm/dm-words';
import { STAGES_WORDS } from '../lists/stages-words';
import { MSD_WORDS } from '../smt/msd-words';

// Every visible label is translated: each key the code asks for exists in both languages, and both hold the same keys.

type Tree = { [k: string]: string | Tree };

function flat(t: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`.replace(/_(one|other)$/, ''), v);
    else for (const [kk, vv] of flat(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

// the bundles areas add at run time (device maintenance, floor life, the WIP stages), with the locale files
const en = new Map([
  ...flat(enUS as Tree),
  ...flat(DM_WORDS['en-US'] as unknown as Tree),
  ...flat(MSD_WORDS['en-US'] as unknown as Tree),
  ...flat(STAGES_WORDS['en-US'] as unknown as Tree),
]);
const zh = new Map([
  ...flat(zhCN as Tree),
  ...flat(DM_WORDS['zh-CN'] as unknown as Tree),
  ...flat(MSD_WORDS['zh-CN'] as unknown as Tree),
  ...flat(STAGES_WORDS['zh-CN'] as unknown as Tree),
]);
const src = join(__dirname, '..');

// Keys built at run time, with every value they take.
const DYNAMIC: Record<string, string[]> = {
  'device.${m.key}': ['worder_list', 'smt_order_list', 'product_line', 'stock_material_rec', 'dm_enter', 'login_code'],
  'dm.period.${period.kind}': ['day', 'week', 'month', 'units', 'hours'],
  'dm.state.${state}': ['due', 'overdue', 'done', 'later'],
  'dm.${v}': ['ok', 'ng'],
  'andon.${a.kind}': ['down', 'overdue'],
  'titles.${b.key}': ['worder', 'smtOrder', 'lineType', 'orderWip', 'package'],
  'worderType.${type}': ['worder', 'smt_order'],
  'rec.${k}': ['assemble', 'disassemble'],
  'smt.state.${s.state}': ['pending', 'ok', 'warning', 'failed', 'locked'],
  'smt.state.${s}': ['ok', 'warning', 'failed', 'pending'],
  'smt.scan.${result.verdict}': ['pass', 'warning', 'fail', 'locked', 'error'],
  'rec.submit.${form.kind}': ['assemble', 'disassemble'],
  'smt.step.${s}': [
    'scanning',
    'scan_checking',
    'full_checking',
    'splicing',
    'splice_checking',
    'changing',
    'change_checking',
    'unloading',
  ],
};

describe('translations', () => {
  const used = new Set<string>();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*(['`])([^'`]+)\1/g)) used.add(m[2]);
    for (const m of text.matchAll(/\[\s*'((?:lists|board)\.[A-Za-z]+)'/g)) used.add(m[1]);
  }

  it('has every key the code uses in both languages', () => {
    const keys: string[] = [];
    for (const k of used) {
      if (k.includes('${')) {
        const template = Object.keys(DYNAMIC).find((d) => d === k);
        if (k.startsWith('rec.fields.')) continue; // server field names, with the raw name as fallback
        expect(template).toBeDefined();
        for (const v of DYNAMIC[k]) keys.push(k.replace(/\$\{[^}]+\}/, v));
      } else keys.push(k);
    }
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
    expect(keys.filter((k) => !zh.has(k))).toEqual([]);
  });

  it('holds the same keys in zh-CN and en-US, with Chinese text in zh-CN', () => {
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual([]);
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect(zh.get('titles.worder')).toBe('生产工单');
    expect(zh.get('titles.smtOrder')).toBe('SMT工单');
    expect(zh.get('titles.package')).toBe('包装工单');
    expect(zh.get('titles.lineType')).toBe('产线类型');
    expect(zh.get('titles.lineList')).toBe('产线列表');
    expect(zh.get('titles.stationSop')).toBe('工位指导书');
  });
});
