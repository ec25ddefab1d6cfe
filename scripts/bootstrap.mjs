// The one entry point of `npm run up`, `npm test` and `npm run bench`. It runs before any dependency exists, so it is
// plain JavaScript: it installs what is missing, then loads the TypeScript script of the command through tsx.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const COMMANDS = {
  up: 'up.ts',
  test: 'test.ts',
  bench: 'bench.ts',
  lint: 'lint.ts',
  typecheck: 'typecheck.ts',
  backup: 'backup.ts',
  restore: 'restore.ts',
};
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const command = process.argv[2];
if (!COMMANDS[command]) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(COMMANDS).join('|')}`);
  process.exit(2);
}

// Dependencies are (re)installed when the manifests changed since the last install: the workspaces, and for the
// commands that lint, the linters' own folder (tools/lint: docs/decisions.md 18).
function installWhenChanged(dir, manifests) {
  const hash = createHash('sha256');
  for (const file of manifests) if (existsSync(join(dir, file))) hash.update(readFileSync(join(dir, file)));
  const digest = hash.digest('hex');
  const stamp = join(dir, 'node_modules', '.mes-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log(`[mes] installing dependencies (npm install${dir === root ? '' : ` in ${dir.slice(root.length + 1)}`})…`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (install.status !== 0) {
    console.error('[mes] npm install failed');
    process.exit(install.status ?? 1);
  }
  writeFileSync(stamp, digest);
}

// What the install changes in the checkout: nothing tracked may change (a complete lockfile is committed). `npm test`
// checks it (test/integration/fresh-install.spec.ts) through MES_INSTALL_CHANGED, the tracked files whose git status
// the install changed; the other commands do not ask git.
function trackedStatus() {
  if (command !== 'test') return new Set();
  const git = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? new Set(git.stdout.split('\n').filter(Boolean)) : new Set();
}
const statusBefore = trackedStatus();

installWhenChanged(root, [
  'package.json',
  'package-lock.json',
  'contracts/package.json',
  'client/package.json',
  'server/package.json',
  'workers/package.json',
  'web/package.json',
  'kanban/package.json',
]);
if (command === 'test' || command === 'lint')
  installWhenChanged(join(root, 'tools/lint'), ['package.json', 'package-lock.json']);
// the OpenAPI validators and client generator an integrator runs on /api/docs (test/integration/openapi.spec.ts)
if (command === 'test') installWhenChanged(join(root, 'tools/openapi'), ['package.json', 'package-lock.json']);

process.env.MES_INSTALL_CHANGED = [...trackedStatus()].filter((line) => !statusBefore.has(line)).join('\n');

// The scripts are CommonJS TypeScript: tsx's require hook compiles them on load, in this same process, so a signal
// sent to `npm run up` reaches the script that owns the children.
const require = createRequire(import.meta.url);
require(join(root, 'node_modules/tsx/dist/cjs/api/index.cjs')).register();
require(join(root, 'scripts', COMMANDS[command]));
