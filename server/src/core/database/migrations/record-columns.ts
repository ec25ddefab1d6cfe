// The columns every record table has (id, check and disable flags, creator, times), as the resource engine expects
// them (server/src/core/resource/resource-sql.ts COMMON_COLUMNS). Migrations share this text; it never changes.
export const RECORD_COLUMNS = `
  id serial PRIMARY KEY,
  checked boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  creater_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;
