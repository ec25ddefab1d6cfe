import { join } from 'node:path';
import { exitOf } from './child';
import { say } from './log';

// Every TypeScript project, specs and scripts included, as its own `tsc` run: the apps' own settings (browser code
// without node's types) and their specs' (jest and node) differ, so they are checked apart.
const PROJECTS = [
  ['contracts/tsconfig.spec.json'],
  ['server/tsconfig.json', '--noEmit'],
  ['workers/tsconfig.json', '--noEmit'],
  ['scripts/tsconfig.json'],
  ['test/tsconfig.json'],
  ['client/tsconfig.json'],
  ['web/tsconfig.json', '--noEmit'],
  ['web/tsconfig.spec.json', '--noEmit'],
  ['kanban/tsconfig.json', '--noEmit'],
  ['kanban/tsconfig.spec.json', '--noEmit'],
];

/** Type-checks every project, `parallel` runs at a time; true when all are clean. */
export async function typecheck(root: string, parallel = 2): Promise<boolean> {
  if (process.env.MES_SKIP_TYPECHECK === '1') return true;
  say('typecheck (specs and scripts included)');
  const tsc = join(root, 'node_modules/.bin/tsc');
  const queue = [...PROJECTS];
  let clean = true;
  const runner = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [project, ...flags] = next;
      if ((await exitOf(tsc, ['-p', project, ...flags], root)) !== 0) {
        say(`typecheck: ${project} has errors (above)`);
        clean = false;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, runner));
  return clean;
}
