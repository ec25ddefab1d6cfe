// What a binding station is told about a unit (v2 mes-transfer material_binding/check, relation_worder, create):
// per material its binding policy asks for, how many and what is bound now (docs/repair-binding.md).
export type BindingNeed = {
  policy_id: number;
  icitem_id: number;
  icitem_fnumber: string;
  icitem_fname: string;
  qty: number;
  bound: number;
  barcodes: string[];
  barcode_pattern: string;
};

export type BindingCheck = { sn: string; complete: boolean; materials: BindingNeed[] };
