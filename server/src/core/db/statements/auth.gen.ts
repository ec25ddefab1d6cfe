// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "auth.active_all": {
    params: [];
    row: { id: number };
  };
  "auth.active_of": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "auth.active_user": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.add_permissions": {
    params: [readonly (string | null)[] | null];
    row: { fname: string };
  };
  "auth.add_role_permissions": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "auth.add_roles": {
    params: [readonly (string | null)[] | null];
    row: { fname: string };
  };
  "auth.add_user_permissions": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "auth.add_user_roles": {
    params: [number | null, readonly (number | null)[] | null];
    row: Record<string, never>;
  };
  "auth.all_user_ids": {
    params: [];
    row: { id: number };
  };
  "auth.allows": {
    params: [number | null, string | null, string | null];
    row: { "?column?": number | null };
  };
  "auth.badge_holder": {
    params: [string | null, number | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.clear_role_permissions": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.clear_user_permissions": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.clear_user_roles": {
    params: [number | null];
    row: Record<string, never>;
  };
  "auth.grant_role_permissions": {
    params: [readonly (string | null)[] | null, readonly (string | null)[] | null];
    row: Record<string, never>;
  };
  "auth.lock_badge_user": {
    params: [number | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.permission_names": {
    params: [number | null];
    row: { fname: string };
  };
  "auth.permissions_found": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "auth.permissions_of_role": {
    params: [number | null];
    row: { id: number; fname: string; fdesc: string };
  };
  "auth.permissions_of_user": {
    params: [number | null];
    row: { id: number; fname: string; fdesc: string };
  };
  "auth.role_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.role_names": {
    params: [number | null];
    row: { fname: string };
  };
  "auth.roles_found": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "auth.roles_of_user": {
    params: [number | null];
    row: { id: number; fname: string };
  };
  "auth.user_by_badge": {
    params: [string | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
  "auth.user_by_id": {
    params: [number | null];
    row: { id: number; name: string; display_name: string; secret_enc: string; disabled: boolean };
  };
  "auth.user_by_name": {
    params: [string | null];
    row: { id: number; name: string; display_name: string; secret_enc: string; disabled: boolean };
  };
  "auth.user_exists": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "auth.users_of_role": {
    params: [number | null];
    row: { id: number; name: string; display_name: string };
  };
  "auth.write_badge": {
    params: [number | null, string | null, string | null, boolean | null];
    row: { id: number; name: string; disabled: boolean; badge_no: string | null; pin_enc: string | null; badge_login: boolean };
  };
}
