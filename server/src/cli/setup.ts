import 'reflect-metadata';
import { loadConfig } from '../core/config/config';
import { migrate } from '../core/database/data-source';
import { openPool } from '../core/db/pool';
import { JsonLogger } from '../core/logging/json-logger';
import { seedDemoFactory } from '../modules/demo';

// `node server/dist/cli/setup.js [--demo]`: runs the migrations, and with --demo seeds the demo factory once.
async function main(): Promise<void> {
  const config = loadConfig();
  const log = new JsonLogger('setup', config.LOG_LEVEL);
  const applied = await migrate(config.DATABASE_URL);
  log.log({ msg: 'migrations', applied }, 'Setup');
  if (!process.argv.includes('--demo')) return;
  const pool = openPool(config.DATABASE_URL, 4);
  try {
    const seeded = await seedDemoFactory(pool, config.MES_SECRET_KEY);
    log.log({ msg: seeded ? 'demo factory seeded' : 'demo factory already present' }, 'Setup');
  } finally {
    await pool.end();
  }
}

main().catch((e: unknown) => {
  new JsonLogger('setup').error(e instanceof Error ? e : String(e), 'Setup');
  process.exit(1);
});
