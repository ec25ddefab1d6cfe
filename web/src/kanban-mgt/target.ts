import { KANBAN_BOARDS, type CallInput, type KANBAN_MGT, type KanbanBoard } from '@mes/contracts';

// What a screen shows, as /api/v1/kanban/enter_projection_code and kanban_mgt/screen/rebind take it: exactly one of
// these fields names the board and its parameter (docs/api.md, "Kanban"). The boards are contracts' list, the one the
// server binds screens to.
export const BOARDS = KANBAN_BOARDS;
export type Board = KanbanBoard;
export type Target = { board: Board; id?: number; worderType?: string };

export const PARAM_RESOURCE: Partial<Record<Board, { path: string; field: string }>> = {
  line: { path: 'basicdata/product_line', field: 'product_line_id' },
  worder: { path: 'product_mgt/worder', field: 'worder_id' },
  station_sop: { path: 'basicdata/station', field: 'station_id' },
  // the resource smt_order of product_mgt (/api/v1|v2/product_mgt/smt_order/list)
  smt_order: { path: 'product_mgt/smt_order', field: 'smt_order_id' },
};

/** the target fields of a rebind or a projection code's call */
export type TargetBody = Omit<CallInput<typeof KANBAN_MGT.rebind>, 'screen_id'>;

export function targetBody(t: Target): TargetBody | null {
  const param = PARAM_RESOURCE[t.board];
  if (param) return t.id ? { [param.field]: t.id } : null;
  if (t.board === 'product_line') return t.worderType ? { worder_type: t.worderType } : null;
  return { board: t.board as TargetBody['board'] };
}

export type BindingPart = { resource: { module: string; name: string }; id: number } | { text: string };

/**
 * What a screen shows, in parts a person reads: the board (its label's key) and each parameter, a record of a resource
 * (named by RecordRef, never by its id) or a plain value (a work order type).
 */
export function bindingParts(binding: { board: string; params: Record<string, unknown> } | null): {
  board: string;
  parts: BindingPart[];
} | null {
  if (!binding) return null;
  const parts = Object.entries(binding.params ?? {}).map(([field, v]): BindingPart => {
    const param = Object.values(PARAM_RESOURCE).find((p) => p.field === field);
    if (param && typeof v === 'number') {
      const [module, name] = param.path.split('/');
      return { resource: { module, name }, id: v };
    }
    return { text: String(v) };
  });
  return { board: binding.board, parts };
}
