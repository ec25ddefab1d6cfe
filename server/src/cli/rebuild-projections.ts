import 'reflect-metadata';
import pg from 'pg';
import { loadConfig } from '../core/config/config';
import { JsonLogger } from '../core/logging/json-logger';
import { DEFAULT_THROTTLE } from '../core/progress/progress-handle';
import { ProgressRepository } from '../core/progress/progress.repository';
import { ProgressService } from '../core/progress/progress.service';
import { rebuildProjections } from '../modules/shop-floor';

/** `--owner=<user id>`: the user who sees the rebuild in the back office (progressing); none by default. */
function ownerOf(argv: string[]): number | null {
  const arg = argv.find((a) => a.startsWith('--owner='));
  if (!arg) return null;
  const id = Number(arg.slice('--owner='.length));
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`--owner: '${arg}' is not a user id`);
  return id;
}

// `node server/dist/cli/rebuild-projections.js [--owner=<user id>]`: every projection recomputed from the station
// log, as a `rebuild` job (progress_job): its steps are logged here and answered by progressing to the owner.
async function main(): Promise<void> {
  const config = loadConfig();
  const owner = ownerOf(process.argv.slice(2));
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  const logger = new JsonLogger('rebuild', config.LOG_LEVEL);
  const progress = new ProgressService(
    new ProgressRepository(pool),
    (_owner, job) =>
      job.status === 'running' &&
      logger.log({ msg: 'rebuilding', job_id: job.id, done: job.done, total: job.total }, 'Rebuild'),
    { ...DEFAULT_THROTTLE, intervalMs: 1000 },
  );
  try {
    const started = Date.now();
    const { facts } = await progress.track(owner, 'rebuild', 0, { label: 'projections' }, (h) =>
      rebuildProjections(pool, h),
    );
    logger.log({ msg: 'projections rebuilt', facts, ms: Date.now() - started }, 'Rebuild');
  } finally {
    await pool.end();
  }
}

main().catch((e: unknown) => {
  new JsonLogger('rebuild').error(e instanceof Error ? e : String(e), 'Rebuild');
  process.exit(1);
});
