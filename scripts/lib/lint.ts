import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { say } from './log';

// ESLint (typescript-eslint strict, react-hooks) and Prettier over every workspace, from tools/lint
// (docs/decisions.md 18). `fix` rewrites what they can; otherwise they only check. True when both are clean.
export function lint(root: string, fix = false): boolean {
  if (process.env.MES_SKIP_LINT === '1' && !fix) return true;
  const bin = (name: string) => join(root, 'tools/lint/node_modules/.bin', name);
  say(fix ? 'prettier --write and eslint --fix' : 'lint: prettier --check and eslint');
  const prettier = spawnSync(bin('prettier'), [fix ? '--write' : '--check', '--log-level', 'warn', '.'], {
    cwd: root,
    stdio: 'inherit',
  });
  const eslint = spawnSync(bin('eslint'), ['--max-warnings', '0', ...(fix ? ['--fix'] : []), '.'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prettier.status !== 0) say('prettier: files above are not formatted (npm run lint -- --fix formats them)');
  return prettier.status === 0 && eslint.status === 0;
}
