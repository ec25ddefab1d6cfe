import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The statements declared with `sql('area.what', `text`, { notNull: [...], nullable: [...] })` (server/src/core/db/
// sql.ts) in the server's and the workers' sources. Name, text and column hints are literals, so the generator sees
// exactly what runs; a `sql(` call of another shape is refused, named by file and line.

export type Declared = { name: string; text: string; notNull: string[]; nullable: string[]; at: string };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const CALL =
  /\bsql\(\s*'([a-z][a-z0-9_-]*\.[a-z][a-z0-9_.]*)'\s*,\s*(`[^`]*`|'[^'\n]*')\s*(?:,\s*(\{[^}]*\})\s*)?,?\s*\)/g;
// sqlEach('area.what', ['a', 'b'], `text with {v}`, { ... }): one statement a variant, `area.what.<variant>`
const EACH =
  /\bsqlEach\(\s*'([a-z][a-z0-9_-]*\.[a-z][a-z0-9_.]*)'\s*,\s*\[([^\]]*)\](?:\s+as\s+const)?\s*,\s*(`[^`]*`|'[^'\n]*')\s*(?:,\s*(\{[^}]*\})\s*)?,?\s*\)/g;
const ANY_EACH = /(?<![.\w])sqlEach\(/g;
// a call naming a statement (`sql('area.what'`), whatever follows: other functions called sql take SQL text first
const ANY_CALL = /(?<![.\w])sql\(\s*'[a-z][a-z0-9_-]*\.[a-z][a-z0-9_.]*'/g;

function listed(columns: string | undefined, key: string): string[] {
  const m = columns ? new RegExp(`${key}\\s*:\\s*\\[([^\\]]*)\\]`).exec(columns) : null;
  return m ? [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]) : [];
}

/** Every statement under the given roots (relative to root). */
export function findStatements(root: string, dirs: string[]): Declared[] {
  const out: Declared[] = [];
  for (const file of dirs.flatMap((d) => sources(join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('sql(') && !text.includes('sqlEach(')) continue;
    const line = (index: number) => `${relative(root, file)}:${text.slice(0, index).split('\n').length}`;
    const found = new Set<number>();
    for (const m of text.matchAll(CALL)) {
      found.add(m.index);
      const body = m[2].slice(1, -1);
      if (body.includes('${')) throw new Error(`${line(m.index)}: a statement's text is one literal, without \${}`);
      out.push({
        name: m[1],
        text: body,
        notNull: listed(m[3], 'notNull'),
        nullable: listed(m[3], 'nullable'),
        at: line(m.index),
      });
    }
    for (const m of text.matchAll(EACH)) {
      found.add(m.index);
      const body = m[3].slice(1, -1);
      if (body.includes('${')) throw new Error(`${line(m.index)}: a statement's text is one literal, without \${}`);
      const variants = [...m[2].matchAll(/'([a-z][a-z0-9_]*)'/g)].map((v) => v[1]);
      if (variants.length === 0 || m[2].replace(/'[a-z][a-z0-9_]*'|[\s,]/g, '') !== '')
        throw new Error(`${line(m.index)}: sqlEach's variants are a literal list of names`);
      for (const v of variants)
        out.push({
          name: `${m[1]}.${v}`,
          text: body.replaceAll('{v}', v),
          notNull: listed(m[4], 'notNull'),
          nullable: listed(m[4], 'nullable'),
          at: line(m.index),
        });
    }
    for (const m of text.matchAll(ANY_EACH))
      if (!found.has(m.index))
        throw new Error(`${line(m.index)}: sqlEach('area.what', ['a', 'b'], \`text\`) takes literals`);
    for (const m of text.matchAll(ANY_CALL))
      if (!found.has(m.index))
        throw new Error(`${line(m.index)}: sql('area.what', \`text\`, { notNull?, nullable? }) takes literals`);
  }
  return out;
}
