import pg from 'pg';
import { join } from 'node:path';
import { describeExit, startChild } from './child';
import { say } from './log';

// `npm test` migrates (and seeds) once, into template databases; each test file's hub then starts on a copy
// (`CREATE DATABASE … TEMPLATE`, a file copy of a few hundred ms) instead of running the 40 migrations and the demo
// seed itself (docs/testing.md).

/** the secret key of every hub under test: the demo seed's users were made with it, so the copies share it */
export const TEST_SECRET_KEY = 'test-secret-key-0123456789';

export const TEMPLATES = {
  /** migrated, with the demo factory (setup --demo): what `npm run up` gives before its demo stage */
  demo: 'mes_tpl_demo',
  /** migrated, nothing seeded */
  bare: 'mes_tpl_bare',
} as const;
export type TemplateName = keyof typeof TEMPLATES;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds both templates on the server of `adminUrl`, in parallel; answers the environment that names them. */
export async function buildTemplates(
  root: string,
  adminUrl: string,
  redisUrl: string,
): Promise<Record<string, string>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of Object.values(TEMPLATES)) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
  say('migrating the test templates (one with the demo factory)');
  await Promise.all(
    (Object.entries(TEMPLATES) as [TemplateName, string][]).map(async ([kind, name]) => {
      const child = startChild(
        `setup ${name}`,
        process.execPath,
        [join(root, 'server/dist/cli/setup.js'), ...(kind === 'demo' ? ['--demo'] : [])],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: withDatabase(adminUrl, name),
            REDIS_URL: redisUrl,
            MES_SECRET_KEY: TEST_SECRET_KEY,
            LOG_LEVEL: 'warn',
          },
        },
      );
      const exit = await child.exited;
      if (exit.code !== 0) throw new Error(`setup of the template ${name} failed (${describeExit(exit)})`);
    }),
  );
  return { MES_TEST_TEMPLATE_DEMO: TEMPLATES.demo, MES_TEST_TEMPLATE_BARE: TEMPLATES.bare };
}
