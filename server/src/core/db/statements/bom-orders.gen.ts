// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared
// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,
// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1
// writes them here.

export interface Statements {
  "bom-orders.bom_entries": {
    params: [readonly (number | null)[] | null];
    row: { entry_id: number; icbom_id: number; icitem_id: number; qty: number; scrap_rate: number; position: string; substitute_group: string };
  };
  "bom-orders.bom_heads": {
    params: [readonly (number | null)[] | null];
    row: { id: number; fnumber: string; version: string; fname: string; icitem_id: number };
  };
  "bom-orders.bom_number": {
    params: [number | null];
    row: { fnumber: string };
  };
  "bom-orders.bom_of_plan": {
    params: [number | null];
    row: { id: number };
  };
  "bom-orders.checked_boms": {
    params: [readonly (number | null)[] | null];
    row: { id: number };
  };
  "bom-orders.export_rows": {
    params: [readonly (number | null)[] | null, number | string | null];
    row: { fnumber: string; version: string; fname: string; parent_fnumber: string; product_fnumber: string; child_fnumber: string; qty: number; scrap_rate: number; position: string; substitute_group: string; fdesc: string };
  };
  "bom-orders.forget_inventory": {
    params: [number | null];
    row: Record<string, never>;
  };
  "bom-orders.icma_head": {
    params: [number | null];
    row: { id: number; fbillno: string; icpp_id: number; checked: boolean; disabled: boolean };
  };
  "bom-orders.icma_move": {
    params: [number | null, number | null, number | null, string | null, number | string | null, string | null, string | null, number | null];
    row: Record<string, never>;
  };
  "bom-orders.icma_state": {
    params: [number | null];
    row: { icitem_id: number; fnumber: string; requested: number; net: number };
  };
  "bom-orders.icma_status": {
    params: [number | null, string | null];
    row: Record<string, never>;
  };
  "bom-orders.inventory_bom": {
    params: [number | null];
    row: { id: number; fnumber: string; version: string };
  };
  "bom-orders.inventory_rows": {
    params: [number | null];
    row: { id: number; icpp_id: number; icitem_id: number; fnumber: string; fname: string; fspec: string; unit: string; unit_qty: number; scrap_rate: number; need_qty: number; issued_qty: number; returned_qty: number; consumed_qty: number; balance_qty: number; shortage_qty: number; done_units: number; regenerated_at: Date };
  };
  "bom-orders.material_codes": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string };
  };
  "bom-orders.materials": {
    params: [readonly (number | null)[] | null];
    row: { id: number; fnumber: string; fname: string; fspec: string; unit: string };
  };
  "bom-orders.plan": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; icmo_id: number | null };
  };
  "bom-orders.plan_bom": {
    params: [number | null];
    row: { icitem_id: number; qty: number; scrap_rate: number };
  };
  "bom-orders.plan_done_units": {
    params: [number | null];
    row: { done: number };
  };
  "bom-orders.plan_locked": {
    params: [number | null];
    row: { id: number; fbillno: string; fqty: number; icmo_id: number | null };
  };
  "bom-orders.plan_moves": {
    params: [number | null];
    row: { icitem_id: number; action: string; qty: number };
  };
  "bom-orders.plan_order": {
    params: [number | null];
    row: { icmo_id: number | null };
  };
  "bom-orders.product_codes": {
    params: [readonly (string | null)[] | null];
    row: { id: number; fnumber: string };
  };
  "bom-orders.product_workflow": {
    params: [number | null];
    row: { workflow_id: number | null };
  };
  "bom-orders.store_inventory": {
    params: [number | null, number | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | string | null, number | null];
    row: Record<string, never>;
  };
  "bom-orders.taken_boms": {
    params: [readonly (string | null)[] | null];
    row: { k: string };
  };
}
