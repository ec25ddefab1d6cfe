import {
  BASICDATA_LOOKUP,
  ErrorCode,
  type CallDecl,
  type CallParsed,
  type RefusalCode,
  type RefusalParams,
} from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { implementCall, type CallContext, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { Row } from '../../../core/resource/resource.types';

// The lookups of 000 §3 and §7 beside the standard calls: material by code, by customer mapping and by ids; the
// view variants (a list with every relation joined); a station's function and fault list; label templates from designs.
// Declared in contracts/src/calls/basicdata.ts.
export function registerLookupCalls(registry: ResourceRegistry, ds: DataSource, resources: ResourceService): void {
  const def = (name: string) => registry.byName(name)!;
  const one = async (
    name: string,
    where: string,
    params: unknown[],
    missing: { field: string; code: RefusalCode; params: RefusalParams },
  ): Promise<Row> => {
    const rows = (await ds.query(`SELECT id FROM ${def(name).table} WHERE ${where} LIMIT 1`, params)) as {
      id: number;
    }[];
    if (rows.length === 0) throw refuse(missing.field, missing.code, missing.params);
    return resources.get(def(name), rows[0].id);
  };
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

  serve(L.materialByCode, ({ fnumber }) =>
    one('icitem', 'fnumber = $1', [fnumber], { field: 'fnumber', code: 'basicdata.no_material', params: { fnumber } }),
  );
  serve(L.materials, (b) => resources.getMany(def('icitem'), b.ids));
  serve(L.materialOfMapping, async ({ fmapnumber, organization_id: org }) => {
    const rows = (await ds.query(
      'SELECT icitem_id FROM icitem_mapping WHERE fmapnumber = $1 AND organization_id = $2',
      [fmapnumber, org],
    )) as { icitem_id: number }[];
    if (rows.length === 0) throw refuse('fmapnumber', 'basicdata.no_mapping', { fmapnumber, organization: org });
    return resources.get(def('icitem'), rows[0].icitem_id);
  });
  serve(L.mapping, async ({ fmapnumber, organization_id: org }) => {
    const found = await resources.list(def('icitem_mapping'), {
      filter: `fmapnumber:"${fmapnumber.replace(/"/g, '\\"')}" organization_id:${org} has:icitem`,
    });
    if (found.list.length === 0) throw refuse('fmapnumber', 'basicdata.no_mapping', { fmapnumber, organization: org });
    return found.list[0];
  });
  serve(L.snPatterns, async ({ product_id }) => {
    const params: unknown[] = product_id === undefined ? [] : [product_id];
    const where = product_id === undefined ? "sn_regex <> ''" : "sn_regex <> '' AND id = $1";
    return ds.query(`SELECT id, fnumber, fname, sn_regex FROM product WHERE ${where} ORDER BY fnumber`, params);
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
