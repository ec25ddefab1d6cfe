import { badRequest } from '../../core/api/app.exception';

export type Body = Record<string, unknown>;
export type Ctx = { userId: number | null };

/** An optional boolean field. */
export function boolField(body: Body, field: string, dflt: boolean): boolean {
  const v = body[field] ?? dflt;
  if (typeof v !== 'boolean') throw badRequest(field, 'must be true or false');
  return v;
}

/** An optional text of at most `max` characters ('' when absent). */
export function optText(body: Body, field: string, max: number): string {
  const v = body[field] ?? '';
  if (typeof v !== 'string') throw badRequest(field, 'must be a string');
  if (v.length > max) throw badRequest(field, `longer than ${max} characters`);
  return v;
}

/** The shape a push-down modal lists: a document with its route and product. */
export type PushTarget = {
  route: string;
  id: number;
  fbillno: string;
  creater_display_name: string;
  created_at: Date;
  fnumber: string;
  fname: string;
};

/** SELECT list of a PushTarget over `t` (the document) joined to product `p` and users `u`. */
export function pushSelect(route: string, fbillno = 't.fbillno'): string {
  return `'${route}' AS route, t.id, ${fbillno} AS fbillno, COALESCE(u.display_name, '') AS creater_display_name, t.created_at,
    COALESCE(p.fnumber, '') AS fnumber, COALESCE(p.fname, '') AS fname`;
}
