import 'reflect-metadata';
import pg from 'pg';
import { loadConfig } from '../core/config/config';
import { JsonLogger } from '../core/logging/json-logger';
import { rebuildProjections } from '../modules/shop-floor/rebuild';

// `node server/dist/cli/rebuild-projections.js`: every projection recomputed from the station log.
async function main(): Promise<void> {
  const config = loadConfig();
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  try {
    const started = Date.now();
    const { facts } = await rebuildProjections(pool);
    new JsonLogger('rebuild', config.LOG_LEVEL).log({ msg: 'projections rebuilt', facts, ms: Date.now() - started }, 'Rebuild');
  } finally {
    await pool.end();
  }
}

main().catch((e: unknown) => {
  new JsonLogger('rebuild').error(e instanceof Error ? e : String(e), 'Rebuild');
  process.exit(1);
});
