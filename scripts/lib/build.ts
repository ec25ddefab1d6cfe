import { spawnSync } from 'node:child_process';
import { say } from './log';

export function buildAll(root: string): void {
  if (process.env.MES_SKIP_BUILD === '1') return;
  say('building contracts, server, workers, web and kanban…');
  const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('build failed');
}
