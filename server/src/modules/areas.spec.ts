import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Issue 34, docs/architecture.md "Areas": the server's areas (server/src/modules/*) each have one front door
// (index.ts), are imported only through it (the lint rule tools/lint/rules/area-entry.cjs, whose judgement is checked
// here on the whole tree), and import each other without a cycle; core, the platform, imports no area.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { areaImport } = require('../../../tools/lint/rules/area-entry.cjs') as {
  areaImport: (file: string, spec: string, modulesDir: string) => { area: string; entry: string } | null;
};

const SRC = resolve(__dirname, '..');
const MODULES = join(SRC, 'modules');
const AREAS = readdirSync(MODULES).filter((d) => statSync(join(MODULES, d)).isDirectory());
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(spec|d)\.ts$/.test(name) ? [path] : [];
  });
}

/** the area a file is in: a module's name, 'core' (the platform) or '' (the composition: main, cli, public) */
function areaOf(file: string): string {
  const [top, area, ...rest] = relative(SRC, file).split(sep);
  if (top === 'core') return 'core';
  return top === 'modules' && rest.length > 0 ? area : '';
}

/** file -> the relative specifiers it imports */
const FILES = new Map(
  sources(SRC).map((file) => {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]).filter((s) => s.startsWith('.'));
    return [file, specs] as const;
  }),
);

/** area -> the areas it imports, each with one file that does (to name it when it is wrong) */
function areaGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, specs] of FILES) {
    const from = areaOf(file);
    for (const spec of specs) {
      const target = resolve(dirname(file), spec);
      // an area's entry is imported as its folder ('../smt'): its index.ts
      const to = areaOf(existsSync(join(target, 'index.ts')) ? join(target, 'index.ts') : `${target}.ts`);
      if (from === to || to === '') continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${relative(SRC, file)} -> ${spec}`);
    }
  }
  return graph;
}

/** The cycles of the graph (its strongly connected components of more than one area), Tarjan's algorithm. */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('the server areas (issue 34)', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([
      ['a', new Map([['b', 'x']])],
      ['b', new Map([['c', 'y']])],
      ['c', new Map([['a', 'z']])],
      ['d', new Map([['a', 'w']])],
    ]);
    expect(cyclesOf(g)).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', new Map([['b', 'x']])]]))).toEqual([]);
  });

  it("judges an import of another area's inside, and only that (the lint rule itself)", () => {
    const file = join(MODULES, 'stock-mgt/flow/x.ts');
    expect(areaImport(file, '../../smt/smt-settings', MODULES)).toEqual({ area: 'smt', entry: '../../smt' });
    expect(areaImport(file, '../../smt', MODULES)).toBeNull();
    expect(areaImport(file, '../../smt/index', MODULES)).toBeNull();
    expect(areaImport(join(SRC, 'app.module.ts'), './modules/cfx/cfx.module', MODULES)).toBeNull();
    expect(areaImport(file, '../../cfx/cfx-wire', MODULES)).toEqual({ area: 'cfx', entry: '../../cfx' });
    expect(areaImport(file, '../documents/doc-work', MODULES)).toBeNull();
    expect(areaImport(file, '../../../core/resource/resource.types', MODULES)).toBeNull();
    expect(areaImport(join(SRC, 'cli/setup.ts'), '../modules/demo/demo-stage', MODULES)).toEqual({
      area: 'demo',
      entry: '../modules/demo',
    });
  });

  it('each has one front door, index.ts', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(20);
    expect(AREAS.filter((a) => !existsSync(join(MODULES, a, 'index.ts')))).toEqual([]);
  });

  it('import each other only through those entries', () => {
    const deep: string[] = [];
    for (const [file, specs] of FILES)
      for (const spec of specs) if (areaImport(file, spec, MODULES)) deep.push(`${relative(SRC, file)}: ${spec}`);
    expect(deep).toEqual([]);
  });

  it('import each other without a cycle, and core imports none of them', () => {
    const graph = areaGraph();
    const cycles = cyclesOf(graph).map((c) =>
      c.flatMap((a) => c.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} -> ${b} (${graph.get(a)!.get(b)})`)),
    );
    expect(cycles).toEqual([]);
    expect([...(graph.get('core')?.entries() ?? [])]).toEqual([]);
  });

  it('are each named in docs/architecture.md', () => {
    const doc = readFileSync(join(SRC, '../../docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### Areas'));
    expect(doc.includes('### Areas')).toBe(true);
    expect(AREAS.filter((a) => !section.includes(`\`${a}\``))).toEqual([]);
    // each row's last column is what the area imports (core, the platform, is not listed; the api area is every one)
    const graph = areaGraph();
    const said = new Map<string, string[]>();
    for (const m of section.matchAll(/^\| `([a-z-]+)` \|[^|\n]*\| ([^|\n]*) \|$/gm))
      said.set(m[1], [...m[2].matchAll(/`([a-z-]+)`/g)].map((x) => x[1]).sort());
    const wrong = AREAS.filter((a) => a !== 'api').flatMap((a) => {
      const real = [...(graph.get(a)?.keys() ?? [])].filter((b) => b !== 'core').sort();
      return JSON.stringify(real) === JSON.stringify(said.get(a)) ? [] : [`${a}: imports ${real.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });
});
