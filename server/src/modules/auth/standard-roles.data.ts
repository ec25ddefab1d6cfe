// The roles every install has (docs/roles.md), as rules over permission names: `{module}.{resource}.{action}`.
// A rule is a prefix of names (a module `stock_mgt.` or a resource `product_mgt.worder.`) with all its actions or only
// the reading ones. `admin` holds every permission by its name (access.repository.ts), so it needs no rule.

export type RoleRule = readonly [prefix: string, access: 'all' | 'read'];
export type StandardRole = { fname: string; rules: readonly RoleRule[]; except?: readonly string[] };

export const STANDARD_ROLE_NAMES = [
  'admin',
  'supervisor',
  'operator',
  'warehouse_clerk',
  'planner',
  'maintenance',
] as const;
export type StandardRoleName = (typeof STANDARD_ROLE_NAMES)[number];

// Screens of the back office that are pages, not resources (web/src/routes/*.routes.ts: `page(...)` requires
// `{module}.{page}.list`); no server call checks them, so they are declared here to exist as grantable rows.
export const SCREEN_PERMISSIONS = [
  'device_display.login_code.list',
  'device_display.menu.list',
  'device_display.product_line.list',
  'device_display.smt_order_list.list',
  'device_display.stock_material_rec.list',
  'device_display.worder_list.list',
  'kanban.settings.list',
  'product_coll.product_track.list',
  'product_coll.unbind.list',
  'stat.product_find.list',
  'system.global_settings.list',
  'system.op_log.list',
  'work.annexe_binging.list',
  'work.box_export.list',
  'work.box_subjoin.list',
  'work.box_subtract.list',
  'work.calibration_weight.list',
  'work.check_x.list',
  'work.download.list',
  'work.function_outward_test.list',
  'work.general_test.list',
  'work.glue.list',
  'work.material_binding.list',
  'work.mmi_test.list',
  'work.packing.list',
  'work.print_label.list',
  'work.put_material.list',
  'work.scan_input_test.list',
] as const;

// Actions that only read: the standard reads, the lookups of a record's parts, exports and traces.
const READ_ACTION = /^(list|get|list_by_ids|get_entries|by_.+|export.*|trace|tree|view|stations|variables|used)$/;

// What every role may read: the master data the pickers of every form list (not users, roles or permissions).
const MASTER_DATA: RoleRule = ['basicdata.', 'read'];
const ACCESS_ADMIN = ['basicdata.user.', 'basicdata.role.', 'basicdata.permission.'];
// The operator reads only what the station screens show: not the factory's organisation (docs/work-stations.md).
const SHOP_FLOOR_MASTER_DATA: RoleRule[] = [
  ['basicdata.station.', 'read'],
  ['basicdata.station_function.', 'read'],
  ['basicdata.product_line.', 'read'],
  ['basicdata.product.', 'read'],
  ['basicdata.icitem.', 'read'],
  ['basicdata.error_code.', 'read'],
];
const SHOP_FLOOR_REPORTS: RoleRule[] = [
  ['mes-transfer.', 'all'],
  ['mes-console.', 'all'],
  ['work.', 'all'],
  ['production_operations.', 'all'],
  ['device_display.', 'all'],
  ['upload.drafts.', 'all'],
];

export const STANDARD_ROLES: readonly StandardRole[] = [
  { fname: 'admin', rules: [] },
  {
    // live output, yield and alerts of their lines; starts, stops and finishes orders, amends WIP, books repairs
    fname: 'supervisor',
    rules: [
      MASTER_DATA,
      ['product_mgt.', 'read'],
      ['product_mgt.worder.', 'all'],
      ['product_mgt.smt_order.', 'all'],
      ['product_mgt.reworder.', 'all'],
      ['product_coll.', 'all'],
      ['stat.', 'all'],
      ['kanban.', 'all'],
      ['kanban_mgt.', 'read'],
      ['device_maintenance.', 'read'],
      ['device_maintenance.dm_alert.', 'all'],
      // the SPC alarms of the dashboard's panel, the characteristics and their charts (docs/spc.md)
      ['spc.', 'read'],
      ['stock_mgt.', 'read'],
      ['work.', 'read'],
      ['work.smt_feeding.unlock_slot', 'all'],
      ['device_display.', 'all'],
    ],
    except: ['product_mgt.worder.delete', 'product_mgt.smt_order.delete'],
  },
  {
    // their station screen: reports, packing, labels, binding, SMT feeding steps
    fname: 'operator',
    rules: [
      ...SHOP_FLOOR_MASTER_DATA,
      ...SHOP_FLOOR_REPORTS,
      ['product_coll.station_log.', 'read'],
      ['product_coll.repair_record.', 'read'],
      ['product_mgt.worder.', 'read'],
      ['product_mgt.smt_order.', 'read'],
      ['product_mgt.station_sop.', 'read'],
      ['product_mgt.box.', 'read'],
      ['stock_mgt.material_rec.', 'all'],
      // the handheld's order lists (device_display: SMT orders and work orders of the lines)
      ['kanban.smt_order.list', 'read'],
      ['kanban.worder.list', 'read'],
    ],
    // a slot locked after failed scans is unlocked by a supervisor (the feeding's answer says so)
    except: ['work.smt_feeding.unlock_slot'],
  },
  {
    // the stock documents waiting for them: receipts, issues, transfers, counts, material preparation
    fname: 'warehouse_clerk',
    rules: [
      MASTER_DATA,
      ['basicdata.stock.', 'all'],
      ['basicdata.stock_place.', 'all'],
      ['stock_mgt.', 'all'],
      ['product_mgt.box.', 'read'],
      ['product_mgt.material_inventory.', 'read'],
      ['product_mgt.material_lotno.', 'read'],
      ['product_mgt.smt_order.', 'read'],
      ['product_mgt.worder.', 'read'],
      ['product_mgt.icmo.', 'read'],
      ['upload.drafts.', 'all'],
      ['device_display.stock_material_rec.', 'all'],
    ],
  },
  {
    // orders and scheduling: work orders, SMT orders, process plans, feeder lists, BOMs, scheduling
    fname: 'planner',
    rules: [
      MASTER_DATA,
      ['basicdata.product.', 'all'],
      ['basicdata.icitem.', 'all'],
      ['product_mgt.', 'all'],
      ['stat.', 'read'],
      ['kanban.', 'read'],
      ['stock_mgt.', 'read'],
      ['upload.drafts.', 'all'],
    ],
  },
  {
    // due and overdue maintenance: plans, records, repairs of devices and SMT machines
    fname: 'maintenance',
    rules: [
      MASTER_DATA,
      ['device_maintenance.', 'all'],
      ['basicdata.device_asset.', 'all'],
      ['basicdata.smt_machine.', 'all'],
      ['product_mgt.steel_mesh.', 'all'],
      ['work.station.', 'read'],
      ['kanban.', 'read'],
    ],
  },
];

/** Whether a role's rules give it this permission. */
export function roleGrants(role: StandardRole, permission: string): boolean {
  if (role.except?.includes(permission)) return false;
  if (ACCESS_ADMIN.some((p) => permission.startsWith(p))) return false;
  const action = permission.slice(permission.lastIndexOf('.') + 1);
  return role.rules.some(
    ([prefix, access]) => permission.startsWith(prefix) && (access === 'all' || READ_ACTION.test(action)),
  );
}
