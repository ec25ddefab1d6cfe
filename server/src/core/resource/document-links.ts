import { checkedRows, rowShape, type Checked } from '../db/checked-rows';
import { queryRows } from '../db/runtime-sql';
import type { Queryable } from '../db/sql';
import { q } from './resource-sql';
import type { LinkAction, LinkDef, ResourceDef } from './resource.types';

// push_up / push_down of a document, from its declared links: the linked documents in the shape the back office's
// push-down modal reads (web/src/widgets/PushDownModal.tsx).

// one text of every declared link's SELECT (linkSql): the rows are checked (docs/database.md, "Checked rows")
const PUSH_TARGET = rowShape('core.push_targets', {
  route: 'string',
  id: 'number',
  fbillno: 'string',
  creater_display_name: 'string',
  created_at: 'date',
  fnumber: 'string',
  fname: 'string',
});
export type PushTarget = Checked<typeof PUSH_TARGET.columns>;

function linkSql(link: LinkDef, k: number): string {
  return `SELECT ${k} AS k, '${link.route.replace(/'/g, "''")}' AS route, t.id, t.${q(link.fbillno ?? 'fbillno')} AS fbillno,
    COALESCE(u.display_name, '') AS creater_display_name, t.created_at, COALESCE(p.fnumber, '') AS fnumber,
    COALESCE(p.fname, '') AS fname
    FROM ${q(link.table)} t LEFT JOIN product p ON p.id = ${link.product ?? 't.product_id'}
    LEFT JOIN users u ON u.id = t.creater_id WHERE t.id IN (${link.ids})`;
}

export function linksOf(def: ResourceDef, action: LinkAction): readonly LinkDef[] | undefined {
  return def.links?.[action];
}

/** the documents linked to `id` by the declared links, each kind in declaration order and by id. */
export async function pushTargets(db: Queryable, links: readonly LinkDef[], id: number): Promise<PushTarget[]> {
  if (links.length === 0) return [];
  return checkedRows(
    PUSH_TARGET,
    await queryRows(
      db,
      `SELECT route, id, fbillno, creater_display_name, created_at, fnumber, fname
     FROM (${links.map(linkSql).join(' UNION ALL ')}) x ORDER BY k, id`,
      [id],
    ),
  );
}
