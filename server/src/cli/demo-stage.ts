import 'reflect-metadata';
import pg from 'pg';
import { loadConfig } from '../core/config/config';
import { JsonLogger } from '../core/logging/json-logger';
import { DEMO_STAGE_VERSION, stageDemoOnce } from '../modules/demo';
import { SimClient } from './simulator/sim-client';

// `node server/dist/cli/demo-stage.js`: once the hub answers, the demo factory's working state through its API
// (docs/demo-factory.md). `npm run up` runs it after setup --demo; a finished stage leaves a marker (one row read on
// the next start), a stage cut short none, so the next start completes what is missing.
async function main(): Promise<void> {
  const config = loadConfig();
  const log = new JsonLogger('demo-stage', config.LOG_LEVEL);
  const baseUrl = process.env.MES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const api = new SimClient(baseUrl);
  await api.login(process.env.MES_SIMULATOR_USER ?? 'admin', process.env.MES_SIMULATOR_PASSWORD ?? 'admin');
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  const started = Date.now();
  try {
    const done = await stageDemoOnce({
      api,
      pool,
      baseUrl,
      log: (msg) => log.log({ msg, ms: Date.now() - started }, 'DemoStage'),
    });
    if (done === 'already') log.log({ msg: `staged before (version ${DEMO_STAGE_VERSION})` }, 'DemoStage');
  } finally {
    await pool.end();
  }
}

main().catch((e: unknown) => {
  new JsonLogger('demo-stage').error(e instanceof Error ? e : String(e), 'DemoStage');
  process.exit(1);
});
