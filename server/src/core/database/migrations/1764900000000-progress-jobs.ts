import type { MigrationInterface, QueryRunner } from 'typeorm';

// Long work a user follows (imports, exports, number builds, recommendations, rebuilds): one row per job, written
// at start, at throttled steps and at the end (core/progress). A cancel is a flag the running work reads back.
export class ProgressJobs1764900000000 implements MigrationInterface {
  name = 'ProgressJobs1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE progress_job (
      id bigserial PRIMARY KEY,
      owner_id int NULL,
      kind varchar(16) NOT NULL CHECK (kind IN ('import', 'export', 'sn_build', 'recommend', 'rebuild')),
      label varchar(128) NOT NULL DEFAULT '',
      total int NOT NULL DEFAULT 0 CHECK (total >= 0),
      done int NOT NULL DEFAULT 0 CHECK (done >= 0),
      status varchar(16) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed', 'cancelled')),
      cancellable boolean NOT NULL DEFAULT false,
      cancel_requested boolean NOT NULL DEFAULT false,
      started_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz NULL,
      result jsonb NULL,
      error varchar(512) NULL)`);
    await q.query('CREATE INDEX progress_job_owner_idx ON progress_job (owner_id, started_at DESC)');
    await q.query(`CREATE INDEX progress_job_running_idx ON progress_job (updated_at) WHERE status = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE progress_job');
  }
}
