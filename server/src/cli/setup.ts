import 'reflect-metadata';
import { loadConfig } from '../core/config/config';
import { openDataSource, runMigrations } from '../core/database/data-source';
import { poolOf } from '../core/db/sql';
import { JsonLogger } from '../core/logging/json-logger';
import { seedDemoFactory } from '../modules/demo';

// `node server/dist/cli/setup.js [--demo]`: runs the migrations, and with --demo seeds the demo factory once.
async function main(): Promise<void> {
  const config = loadConfig();
  const log = new JsonLogger('setup', config.LOG_LEVEL);
  const ds = await openDataSource(config.DATABASE_URL);
  try {
    const applied = await runMigrations(ds);
    log.log({ msg: 'migrations', applied }, 'Setup');
    if (process.argv.includes('--demo')) {
      const seeded = await seedDemoFactory(poolOf(ds), config.MES_SECRET_KEY);
      log.log({ msg: seeded ? 'demo factory seeded' : 'demo factory already present' }, 'Setup');
    }
  } finally {
    await ds.destroy();
  }
}

main().catch((e: unknown) => {
  new JsonLogger('setup').error(e instanceof Error ? e : String(e), 'Setup');
  process.exit(1);
});
