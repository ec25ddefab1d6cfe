// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "device-maintenance.checked": {
    params: [number | null, number | null, boolean | null];
    row: Record<string, never>;
  };
  "device-maintenance.device": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; status: string; product_line_id: number | null };
  };
  "device-maintenance.device_by_label": {
    params: [string | null];
    row: { id: number };
  };
  "device-maintenance.device_down": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.device_up": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.end_overdue": {
    params: [number | null, number | null];
    row: { due_at: Date };
  };
  "device-maintenance.forget_related_items": {
    params: [number | null, readonly (number | null)[] | null];
    row: { id: number };
  };
  "device-maintenance.known_items": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "device-maintenance.latest_repair": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.line_devices": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.line_stations": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_device": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_device_of_items": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.lock_repair": {
    params: [number | null];
    row: { id: number; checked: boolean; disabled: boolean; creater_id: number | null; created_at: Date; updated_at: Date; device_asset_id: number; product_line_id: number | null; start_at: Date; end_at: Date | null; cause: string; action: string; parts: string; fdesc: string };
  };
  "device-maintenance.mark_overdue_sent": {
    params: [number | null, number | null, Date | string | null];
    row: { device_asset_id: number };
  };
  "device-maintenance.ng_out_of_limits": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.open_repair": {
    params: [number | null];
    row: { "?column?": number | null };
  };
  "device-maintenance.open_repairs": {
    params: [number | null];
    row: { id: number; cause: string; creater_id: number | null; start_at: Date };
  };
  "device-maintenance.period": {
    params: [number | null];
    row: { id: number; fnumber: string; fname: string; kind: string; every: number };
  };
  "device-maintenance.period_items": {
    params: [number | null, number | null];
    row: { id: number };
  };
  "device-maintenance.periods": {
    params: [number | null];
    row: { period_id: number; p_fnumber: string; p_fname: string; kind: string; every: number; created_at: Date; id: number; fnumber: string; fname: string; content: string; standard: string; lower: number | null; upper: number | null; unit: string };
  };
  "device-maintenance.record": {
    params: [number | null];
    row: { device_asset_id: number; dm_period_id: number };
  };
  "device-maintenance.record_result": {
    params: [number | null];
    row: Record<string, never>;
  };
  "device-maintenance.records": {
    params: [number | null, number | null];
    row: { period_start: Date; done_at: Date };
  };
  "device-maintenance.related_items": {
    params: [number | null];
    row: { dm_item_id: number };
  };
  "device-maintenance.samples_hours": {
    params: [number | null, Date | string | null];
    row: { at: Date; value: number };
  };
  "device-maintenance.samples_units": {
    params: [number | null, Date | string | null];
    row: { at: Date; value: number };
  };
  "device-maintenance.set_repair_line": {
    params: [number | null, number | null];
    row: Record<string, never>;
  };
  "device-maintenance.stat_devices": {
    params: [number | null];
    row: { id: number };
  };
  "device-maintenance.swept_devices": {
    params: [];
    row: { id: number };
  };
}
