import { BASICDATA_LOOKUP, ErrorCode, type CallDecl, type CallParsed } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql } from '../../../core/db/sql';
import { implementCall, type CallContext, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { Row } from '../../../core/resource/resource.types';

const MATERIAL_BY_CODE = sql('basicdata.material_by_code', 'SELECT id FROM icitem WHERE fnumber = $1 LIMIT 1');
const MATERIAL_OF_MAPPING = sql(
  'basicdata.material_of_mapping',
  'SELECT icitem_id FROM icitem_mapping WHERE fmapnumber = $1 AND organization_id = $2',
);
const SN_PATTERNS = sql(
  'basicdata.sn_patterns',
  `SELECT id, fnumber, fname, sn_regex FROM product WHERE sn_regex <> '' ORDER BY fnumber`,
);
const SN_PATTERN_OF = sql(
  'basicdata.sn_pattern_of',
  `SELECT id, fnumber, fname, sn_regex FROM product WHERE sn_regex <> '' AND id = $1 ORDER BY fnumber`,
);

// The lookups of 000 §3 and §7 beside the standard calls: material by code, by customer mapping and by ids; the
// view variants (a list with every relation joined); a station's function and fault list; label templates from designs.
// Declared in contracts/src/calls/basicdata.ts.
export function registerLookupCalls(registry: ResourceRegistry, pool: pg.Pool, resources: ResourceService): void {
  const def = (name: string) => registry.byName(name)!;
  const extra = (path: string, summary: string, handler: (b: Record<string, unknown>) => Promise<unknown>) =>
    registry.registerExtra({
      path: `basicdata/${path}`,
      permission: `basicdata.${path.replace(/\//g, '.')}`,
      summary,
      handler,
    });

  const L = BASICDATA_LOOKUP;
  const serve = <D extends CallDecl>(decl: D, run: (b: CallParsed<D>, ctx: CallContext) => Promise<unknown>) =>
    implementCall(registry, decl, run);

  serve(L.materialByCode, async ({ fnumber }) => {
    const found = await first(pool, MATERIAL_BY_CODE, [fnumber]);
    if (!found) throw refuse('fnumber', 'basicdata.no_material', { fnumber });
    return resources.get(def('icitem'), found.id);
  });
  serve(L.materials, (b) => resources.getMany(def('icitem'), b.ids));
  serve(L.materialOfMapping, async ({ fmapnumber, organization_id: org }) => {
    const found = await first(pool, MATERIAL_OF_MAPPING, [fmapnumber, org]);
    if (!found) throw refuse('fmapnumber', 'basicdata.no_mapping', { fmapnumber, organization: org });
    return resources.get(def('icitem'), found.icitem_id);
  });
  serve(L.mapping, async ({ fmapnumber, organization_id: org }) => {
    const found = await resources.list(def('icitem_mapping'), {
      filter: `fmapnumber:"${fmapnumber.replace(/"/g, '\\"')}" organization_id:${org} has:icitem`,
    });
    if (found.list.length === 0) throw refuse('fmapnumber', 'basicdata.no_mapping', { fmapnumber, organization: org });
    return found.list[0];
  });
  serve(L.snPatterns, async ({ product_id }) => {
    return product_id === undefined ? rows(pool, SN_PATTERNS, []) : rows(pool, SN_PATTERN_OF, [product_id]);
  });
  serve(L.stationFunction, async ({ station_id }) => {
    const station = await resources.get(def('station'), station_id);
    if (!station.station_function_id)
      throw refuseAs(
        ErrorCode.NO_STATION_FUNCTION,
        'station_id',
        'basicdata.station_no_function',
        { id: station.id },
        null,
      );
    return resources.get(def('station_function'), station.station_function_id as number);
  });
  serve(L.stationFaults, async ({ station_id }) => {
    const station = await resources.get(def('station'), station_id);
    return (await resources.list(def('station_gzxx'), { filter: `station_id:${station.id} has:error_code ps:1000` }))
      .list;
  });
  serve(L.placeTree, async ({ stock_id }) => {
    const stock = await resources.get(def('stock'), stock_id);
    const places = (
      await resources.list(def('stock_place'), { filter: `stock_id:${stock.id} sort:id-asc ps:10000` }, 10_000)
    ).list;
    return buildTree(places);
  });
  implementCall(
    registry,
    L.templateFromDesign,
    async (b, ctx) => {
      const design = await resources.get(def('barcode_label_design'), b.label_design_id);
      return resources.create(
        def('label_template'),
        {
          fnumber: b.fnumber ?? design.fnumber,
          fname: b.fname ?? design.fname,
          barcode_label_design_id: design.id,
          width_mm: Number(design.width_mm),
          height_mm: Number(design.height_mm),
          content: design.design,
        },
        ctx,
      );
    },
    { permission: 'basicdata.label_template.create' },
  );

  // The view variants take the resource engine's list body (checked by the engine): served undeclared.
  extra('icitem/view', 'materials, as the list with relations', (b) => resources.list(def('icitem'), b));
  extra('product/view', 'products with workflow, family, project, customer and material joined', (b) => {
    const filter = typeof b.filter === 'string' ? b.filter : '';
    return resources.list(def('product'), {
      filter: `${filter} has:workflow has:product_home has:project has:organization has:icitem`,
    });
  });
  extra('aux_msg/type/list', 'the auxiliary message types', (b) => resources.list(def('aux_msg_type'), b));
}

type TreeNode = Row & { children: TreeNode[] };

// Rows with parent_id into nested children; a row whose parent is missing becomes a root.
export function buildTree(rows: Row[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent =
      node.parent_id === null || node.parent_id === undefined ? undefined : nodes.get(node.parent_id as number);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
