import { num, str } from '@mes/client';
import { isRecord, type CallInput, type KANBAN_SCREEN } from '@mes/contracts';

// What a screen shows (the server's binding) and the kanban route of each board.

/** The order types a product-line board lists lines for; the server takes any short name, these two have screens. */
export type WorderType = string;
export const WORDER_TYPES = ['worder', 'smt_order'] as const;
export const isWorderType = (v: unknown): v is WorderType => typeof v === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(v);
export const isSmtType = (t: string): boolean => t === 'smt_order';

export type Binding =
  | { board: 'line'; params: { product_line_id: number } }
  | { board: 'worder'; params: { worder_id: number } }
  | { board: 'station_sop'; params: { station_id: number } }
  | { board: 'smt_order'; params: { smt_order_id: number } }
  | { board: 'product_line'; params: { worder_type: WorderType } }
  | { board: 'home' | 'worder_list' | 'order_wip' | 'package_list'; params: Record<string, never> };

export type BoardName = Binding['board'];
const PLAIN = ['home', 'worder_list', 'order_wip', 'package_list'] as const;

const positiveId = (v: unknown): number | null => {
  const n = num(v, NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function parseBinding(v: unknown): Binding | null {
  if (!isRecord(v)) return null;
  const board = str(v.board);
  const p = isRecord(v.params) ? v.params : {};
  switch (board) {
    case 'line': {
      const id = positiveId(p.product_line_id);
      return id === null ? null : { board, params: { product_line_id: id } };
    }
    case 'worder': {
      const id = positiveId(p.worder_id);
      return id === null ? null : { board, params: { worder_id: id } };
    }
    case 'station_sop': {
      const id = positiveId(p.station_id);
      return id === null ? null : { board, params: { station_id: id } };
    }
    case 'smt_order': {
      const id = positiveId(p.smt_order_id);
      return id === null ? null : { board, params: { smt_order_id: id } };
    }
    case 'product_line':
      return isWorderType(p.worder_type) ? { board, params: { worder_type: p.worder_type } } : null;
    default:
      return (PLAIN as readonly string[]).includes(board)
        ? { board: board as (typeof PLAIN)[number], params: {} }
        : null;
  }
}

/** The kanban route (under the router's basename) that shows a binding. */
export function routeOf(b: Binding): string {
  switch (b.board) {
    case 'line':
      return `/product_line/worder/${b.params.product_line_id}`;
    case 'worder':
      return `/worder/${b.params.worder_id}`;
    case 'station_sop':
      return `/station_sop/${b.params.station_id}`;
    case 'smt_order':
      return `/smt_order/${b.params.smt_order_id}`;
    case 'product_line':
      return `/product_line/${b.params.worder_type}`;
    case 'worder_list':
      return '/worder/list';
    case 'order_wip':
      return '/order_wip/list';
    case 'package_list':
      return '/package/list';
    default:
      return '/home';
  }
}

/** The binding a route shows (what the projection-code button sends), or null for routes no screen can show. */
export function bindingOfRoute(pathname: string): Binding | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  const id = (re: RegExp) => positiveId(re.exec(p)?.[1]);
  let m: number | null;
  if ((m = id(/^\/product_line\/worder\/(\d+)$/)) !== null) return { board: 'line', params: { product_line_id: m } };
  if ((m = id(/^\/worder\/(\d+)$/)) !== null) return { board: 'worder', params: { worder_id: m } };
  if ((m = id(/^\/station_sop\/(\d+)$/)) !== null) return { board: 'station_sop', params: { station_id: m } };
  if ((m = id(/^\/smt_order\/(\d+)$/)) !== null) return { board: 'smt_order', params: { smt_order_id: m } };
  const type = /^\/product_line\/([A-Za-z0-9_-]{1,32})$/.exec(p)?.[1];
  if (type && type !== 'worder_type' && isWorderType(type))
    return { board: 'product_line', params: { worder_type: type } };
  if (p === '/worder/list') return { board: 'worder_list', params: {} };
  if (p === '/order_wip/list') return { board: 'order_wip', params: {} };
  if (p === '/package/list') return { board: 'package_list', params: {} };
  if (p === '/' || p === '/home') return { board: 'home', params: {} };
  return null;
}

/** The body of /kanban/enter_projection_code for a binding (001 §7: the code plus one field named by the caller). */
export function projectionBody(code: string, b: Binding): CallInput<typeof KANBAN_SCREEN.enterProjectionCode> {
  if (b.board === 'line') return { projection_code: code, product_line_id: b.params.product_line_id };
  if (b.board === 'worder') return { projection_code: code, worder_id: b.params.worder_id };
  if (b.board === 'station_sop') return { projection_code: code, station_id: b.params.station_id };
  if (b.board === 'smt_order') return { projection_code: code, smt_order_id: b.params.smt_order_id };
  if (b.board === 'product_line') return { projection_code: code, worder_type: b.params.worder_type };
  return { projection_code: code, board: b.board };
}
