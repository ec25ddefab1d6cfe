// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "basicdata.material_by_code": {
    params: [string | null];
    row: { id: number };
  };
  "basicdata.material_of_mapping": {
    params: [string | null, number | null];
    row: { icitem_id: number };
  };
  "basicdata.organization_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "basicdata.parser": {
    params: [number | null];
    row: { id: number; kind: string; rules: unknown; disabled: boolean; ftype: string | null };
  };
  "basicdata.scan_type_of": {
    params: [number | null, string | null];
    row: { "?column?": number | null };
  };
  "basicdata.sn_pattern_of": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; sn_regex: string };
  };
  "basicdata.sn_patterns": {
    params: [];
    row: { id: number; fnumber: string; fname: string; sn_regex: string };
  };
}
