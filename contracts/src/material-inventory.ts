// The material inventory of a process plan (product_mgt/material_inventory get and regenerate, docs/bom-orders.md),
// shared by the server that computes it and the screen that shows it. `Time`: Date on the server, the ISO string of
// the JSON on the screens.

/** what the plan needs of one material against what was issued, returned and consumed */
export type MaterialInventoryFigures = {
  icitem_id: number;
  unit_qty: number;
  scrap_rate: number;
  need_qty: number;
  issued_qty: number;
  returned_qty: number;
  consumed_qty: number;
  balance_qty: number;
  shortage_qty: number;
};

/** a stored line (material_inventory) with its material */
export type MaterialInventoryLine<Time = string> = MaterialInventoryFigures & {
  id: number;
  icpp_id: number;
  fnumber: string;
  fname: string;
  fspec: string;
  unit: string;
  done_units: number;
  regenerated_at: Time;
};

export type MaterialInventory<Time = string> = {
  icpp_id: number;
  fbillno: string;
  fqty: number;
  icbom: { id: number; fnumber: string; version: string } | null;
  done_units: number;
  regenerated_at: Time | null;
  list: MaterialInventoryLine<Time>[];
  total: number;
};
