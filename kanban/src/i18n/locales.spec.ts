import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import { registeredWords } from './words';

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

const src = join(__dirname, '..');
const files = sources(src);
const WORDS_MODULE = /-words\.ts$/;

// the boards' own words: every `*-words.ts` module registers its bundle (i18n/words.ts); loading them all fills the
// registry, read here beside the locale files
for (const file of files.filter((f) => WORDS_MODULE.test(f))) jest.requireActual(file);
const en = new Map([...flat(enUS as Tree), ...registeredWords().flatMap((w) => [...flat(w['en-US'] as Tree)])]);
const zh = new Map([...flat(zhCN as Tree), ...registeredWords().flatMap((w) => [...flat(w['zh-CN'] as Tree)])]);

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
  'rec.${v}': ['assemble', 'disassemble'],
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
  for (const file of files) {
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

  it('reads the words every board registers, and only from its *-words.ts module (which it loads)', () => {
    const registering = files.filter((f) => /\bregisterWords\(/.test(readFileSync(f, 'utf8')));
    expect(registering.filter((f) => !WORDS_MODULE.test(f))).toEqual([]);
    expect(registeredWords().length).toBeGreaterThanOrEqual(3);
    expect(en.get('stages.title')).toBe('Order WIP by stage');
    expect(zh.get('dm.scan')).toBe('扫描设备资产标签');
    expect(en.get('msd.bake')).toBe('bake before use');
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
