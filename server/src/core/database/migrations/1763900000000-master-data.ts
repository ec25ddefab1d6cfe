import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

const base = RECORD_COLUMNS;

const code = `fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL`;
const desc = `fdesc varchar(256) NOT NULL DEFAULT ''`;
const str = (column: string, max: number, dflt = '') => `${column} varchar(${max}) NOT NULL DEFAULT '${dflt}'`;
const oneOf = (column: string, values: readonly string[], dflt?: string) => {
  const list = values.map((v) => `'${v}'`).join(', ');
  return `${column} varchar(16) NOT NULL${dflt === undefined ? '' : ` DEFAULT '${dflt}'`} CHECK (${column} IN (${list}))`;
};

// Frozen copies of the declarations' enums: a migration never changes after release, the declarations may.
const MSL_LEVELS = ['1', '2', '2a', '3', '4', '5', '5a', '6'];

// Columns added to the foundation tables; every one is NULL or has a default, so existing rows stay valid.
const FOUNDATION_COLUMNS: Record<string, string[]> = {
  organization: [
    str('short_name', 64),
    oneOf('org_type', ['company', 'customer'], 'company'),
    str('contact', 64),
    str('phone', 32),
    str('address', 256),
    desc,
  ],
  factory: [str('address', 256), str('manager', 64), str('phone', 32), desc],
  product_line: [str('workshop', 64), str('leader', 64), 'uph integer NOT NULL DEFAULT 0', desc],
  station_function: [desc],
  station: [str('ip_address', 64), str('host_name', 64), desc],
  icitem: [
    str('unit', 16, 'PCS'),
    str('category', 64),
    str('manufacturer', 128),
    str('mpn', 128),
    'is_msd boolean NOT NULL DEFAULT false',
    `msl_level varchar(8) CHECK (msl_level IN (${MSL_LEVELS.map((l) => `'${l}'`).join(', ')}))`,
    'shelf_life_days integer NOT NULL DEFAULT 0',
  ],
  role: [desc],
  // These two point at tables created below, so they are added last.
  product: [
    desc,
    'product_home_id integer REFERENCES product_home(id)',
    'project_id integer REFERENCES project(id)',
    'organization_id integer REFERENCES organization(id)',
    'icitem_id integer REFERENCES icitem(id)',
  ],
  users: [
    str('employee_no', 64),
    str('phone', 32),
    str('email', 128),
    'department_id integer REFERENCES department(id)',
    'position_id integer REFERENCES position(id)',
  ],
};

// New tables in creation order (each only references tables before it).
const TABLES: [string, string][] = [
  ['aux_msg_type', `${code}, ${desc}`],
  [
    'aux_msg',
    `aux_msg_type_id integer NOT NULL REFERENCES aux_msg_type(id),
    fnumber varchar(64) NOT NULL, fname varchar(128) NOT NULL, seq integer NOT NULL DEFAULT 0, ${desc},
    UNIQUE (aux_msg_type_id, fnumber)`,
  ],
  [
    'error_code',
    `${code}, ${str('category', 64)}, ${oneOf('severity', ['major', 'minor', 'critical'], 'major')}, ${desc}`,
  ],
  [
    'supplier',
    `${code}, ${str('short_name', 64)}, ${str('contact', 64)}, ${str('phone', 32)}, ${str('email', 128)},
    ${str('address', 256)}, ${desc}`,
  ],
  [
    'project',
    `${code}, organization_id integer REFERENCES organization(id), ${str('manager', 64)},
    start_at timestamptz, end_at timestamptz, ${oneOf('status', ['active', 'closed'], 'active')}, ${desc}`,
  ],
  ['product_home', `${code}, organization_id integer REFERENCES organization(id), ${desc}`],
  [
    'department',
    `${code}, parent_id integer REFERENCES department(id), ${str('manager', 64)},
    seq integer NOT NULL DEFAULT 0, ${desc}`,
  ],
  ['position', `${code}, department_id integer REFERENCES department(id), ${desc}`],
  [
    'stock',
    `${code}, factory_id integer NOT NULL REFERENCES factory(id),
    ${oneOf('stock_type', ['material', 'product', 'semi', 'defective', 'other'], 'material')},
    ${str('keeper', 64)}, ${str('address', 256)}, use_place boolean NOT NULL DEFAULT false, ${desc}`,
  ],
  [
    'stock_place',
    `${code}, stock_id integer NOT NULL REFERENCES stock(id), parent_id integer REFERENCES stock_place(id),
    seq integer NOT NULL DEFAULT 0, ${desc}`,
  ],
  ['permission', `fname varchar(128) NOT NULL UNIQUE, module varchar(64) NOT NULL, ${desc}`],
  [
    'barcode_label_design',
    `${code}, width_mm numeric(18,6) NOT NULL, height_mm numeric(18,6) NOT NULL,
    dpi integer NOT NULL DEFAULT 203 CHECK (dpi IN (203, 300, 600)), design jsonb NOT NULL, ${desc}`,
  ],
  [
    'label_template',
    `${code}, ${oneOf('label_type', ['sn', 'box', 'pallet', 'material', 'other'], 'sn')},
    barcode_label_design_id integer REFERENCES barcode_label_design(id),
    width_mm numeric(18,6) NOT NULL DEFAULT 0, height_mm numeric(18,6) NOT NULL DEFAULT 0,
    copies integer NOT NULL DEFAULT 1, content jsonb, ${desc}`,
  ],
  [
    'device_asset',
    `${code}, fspec varchar(256) NOT NULL DEFAULT '', ${str('serial_no', 64)}, ${str('manufacturer', 128)},
    product_line_id integer REFERENCES product_line(id), station_id integer REFERENCES station(id),
    ${oneOf('status', ['in_use', 'idle', 'repair', 'scrapped'], 'in_use')}, purchased_at timestamptz,
    maintenance_days integer NOT NULL DEFAULT 0, ${desc}`,
  ],
  [
    'smt_machine',
    `${code}, fspec varchar(256) NOT NULL DEFAULT '',
    ${oneOf('machine_type', ['mounter', 'printer', 'spi', 'reflow', 'aoi', 'other'], 'mounter')}, ${str('manufacturer', 64)},
    product_line_id integer NOT NULL REFERENCES product_line(id), device_asset_id integer REFERENCES device_asset(id),
    seq integer NOT NULL DEFAULT 0, table_count integer NOT NULL DEFAULT 0, slot_count integer NOT NULL DEFAULT 0,
    ${str('ip_address', 64)}, ${desc}`,
  ],
  // A station's fault list goes with the station.
  [
    'station_gzxx',
    `station_id integer NOT NULL REFERENCES station(id) ON DELETE CASCADE,
    error_code_id integer NOT NULL REFERENCES error_code(id), seq integer NOT NULL DEFAULT 0, ${desc},
    UNIQUE (station_id, error_code_id)`,
  ],
  [
    'icitem_mapping',
    `fmapnumber varchar(64) NOT NULL, organization_id integer NOT NULL REFERENCES organization(id),
    icitem_id integer NOT NULL REFERENCES icitem(id), ${desc}, UNIQUE (fmapnumber, organization_id)`,
  ],
  [
    'bundle_rules',
    `${code}, organization_id integer REFERENCES organization(id), icitem_id integer REFERENCES icitem(id),
    ${str('prefix', 32)}, ${str('date_format', 16, 'YYMMDD')},
    serial_length integer NOT NULL DEFAULT 4 CHECK (serial_length BETWEEN 1 AND 12),
    ${oneOf('serial_reset', ['daily', 'never', 'monthly', 'yearly'], 'daily')}, default_qty integer NOT NULL DEFAULT 0,
    check_qty boolean NOT NULL DEFAULT false, ${desc}`,
  ],
  // organization_id 0 = a general parser (000 §5), so it cannot be a foreign key.
  [
    'scancode_parser',
    `fbillno varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL,
    organization_id integer NOT NULL DEFAULT 0 CHECK (organization_id >= 0),
    ftype_id integer NOT NULL REFERENCES aux_msg(id), ${oneOf('kind', ['delimited', 'regex', 'gs1', 'mh10'])},
    rules jsonb NOT NULL, ${desc}`,
  ],
];

// Foreign-key columns not already leading a primary key or unique constraint, plus the parsers' customer lookup.
const INDEXES: [string, string][] = [
  ['factory', 'organization_id'],
  ['product_line', 'factory_id'],
  ['station', 'product_line_id'],
  ['station', 'station_function_id'],
  ['product', 'workflow_id'],
  ['product', 'product_home_id'],
  ['product', 'project_id'],
  ['product', 'organization_id'],
  ['product', 'icitem_id'],
  ['users', 'department_id'],
  ['users', 'position_id'],
  ['user_role', 'role_id'],
  ['project', 'organization_id'],
  ['product_home', 'organization_id'],
  ['department', 'parent_id'],
  ['position', 'department_id'],
  ['stock', 'factory_id'],
  ['stock_place', 'stock_id'],
  ['stock_place', 'parent_id'],
  ['role_permission', 'permission_id'],
  ['user_permission', 'permission_id'],
  ['label_template', 'barcode_label_design_id'],
  ['device_asset', 'product_line_id'],
  ['device_asset', 'station_id'],
  ['smt_machine', 'product_line_id'],
  ['smt_machine', 'device_asset_id'],
  ['station_gzxx', 'error_code_id'],
  ['icitem_mapping', 'organization_id'],
  ['icitem_mapping', 'icitem_id'],
  ['bundle_rules', 'organization_id'],
  ['bundle_rules', 'icitem_id'],
  ['scancode_parser', 'organization_id'],
  ['scancode_parser', 'ftype_id'],
];

const LATE_COLUMNS = new Set(['product', 'users']);

// The master data of 000 §2/§3 beyond the foundation: the declarations in modules/basicdata/resources describe the
// same columns (docs/data-model.md), and a test run checks they agree.
export class MasterData1763900000000 implements MigrationInterface {
  name = 'MasterData1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const alter = (table: string) =>
      q.query(`ALTER TABLE ${table} ${FOUNDATION_COLUMNS[table].map((c) => `ADD COLUMN ${c}`).join(', ')}`);
    for (const table of Object.keys(FOUNDATION_COLUMNS)) if (!LATE_COLUMNS.has(table)) await alter(table);
    for (const [table, columns] of TABLES) await q.query(`CREATE TABLE ${table} (${base}, ${columns})`);
    await q.query(`CREATE TABLE role_permission (
      role_id integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
      permission_id integer NOT NULL REFERENCES permission(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, permission_id))`);
    await q.query(`CREATE TABLE user_permission (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      permission_id integer NOT NULL REFERENCES permission(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, permission_id))`);
    for (const table of LATE_COLUMNS) await alter(table);
    for (const [table, column] of INDEXES) await q.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column})`);

    // The scan types of the scan form (000 §3).
    await q.query(`INSERT INTO aux_msg_type (fnumber, fname, fdesc, checked)
      VALUES ('SCAN_TYPE', '扫码类型', 'Scan type', true)`);
    await q.query(`INSERT INTO aux_msg (aux_msg_type_id, fnumber, fname, fdesc, seq, checked)
      SELECT t.id, v.fnumber, v.fname, v.fdesc, v.seq, true
      FROM aux_msg_type t, (VALUES ('MTL_EXACT', '精确物料', 'Exact material', 1),
        ('MTL_STD', '标准物料或批次', 'Standard material or bundle', 2)) AS v (fnumber, fname, fdesc, seq)
      WHERE t.fnumber = 'SCAN_TYPE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const dropColumns = async (table: string) => {
      const names = FOUNDATION_COLUMNS[table].map((c) => c.split(' ')[0]);
      await q.query(`ALTER TABLE ${table} ${names.map((n) => `DROP COLUMN IF EXISTS ${n}`).join(', ')}`);
    };
    for (const table of LATE_COLUMNS) await dropColumns(table);
    await q.query('DROP TABLE IF EXISTS user_permission, role_permission');
    for (const [table] of [...TABLES].reverse()) await q.query(`DROP TABLE IF EXISTS ${table}`);
    for (const table of Object.keys(FOUNDATION_COLUMNS)) if (!LATE_COLUMNS.has(table)) await dropColumns(table);
    // Indexes of the dropped tables and columns went with them; these are on foundation columns.
    for (const [table, column] of INDEXES) await q.query(`DROP INDEX IF EXISTS ${table}_${column}_idx`);
  }
}
