import { spawnSync } from 'node:child_process';
import { exitOf } from './child';
import { join } from 'node:path';
import { say } from './log';

// ESLint (typescript-eslint strict, react-hooks) and Prettier over every workspace, from tools/lint
// (docs/decisions.md 18). `fix` rewrites what they can, one tool after the other; otherwise they only check, side by
// side. True when both are clean.
export async function lint(root: string, fix = false): Promise<boolean> {
  if (process.env.MES_SKIP_LINT === '1' && !fix) return true;
  const bin = (name: string) => join(root, 'tools/lint/node_modules/.bin', name);
  say(fix ? 'prettier --write and eslint --fix' : 'lint: prettier --check and eslint');
  const prettierArgs = [fix ? '--write' : '--check', '--log-level', 'warn', '.'];
  const eslintArgs = ['--max-warnings', '0', ...(fix ? ['--fix'] : []), '.'];
  let prettier: number | null;
  let eslint: number | null;
  if (fix) {
    prettier = spawnSync(bin('prettier'), prettierArgs, { cwd: root, stdio: 'inherit' }).status;
    eslint = spawnSync(bin('eslint'), eslintArgs, { cwd: root, stdio: 'inherit' }).status;
  } else {
    [prettier, eslint] = await Promise.all([
      exitOf(bin('prettier'), prettierArgs, root),
      exitOf(bin('eslint'), eslintArgs, root),
    ]);
  }
  if (prettier !== 0) say('prettier: files above are not formatted (npm run lint -- --fix formats them)');
  return prettier === 0 && eslint === 0;
}
