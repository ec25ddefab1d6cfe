import type { RefusalCatalogue } from './catalogue';

// The refusals of stock's reels and material flow (server/src/modules/stock-mgt/flow, trace): code -> its text in
// each language. Documents, boxes, counts and the ledger: stock-documents.ts.
export const STOCK_REFUSALS = {
  // trace/trace.calls.ts
  'stock.to_before_from': { 'en-US': 'must not be before from', 'zh-CN': '不能早于开始时间 (from)' },
  'stock.icitem_or_fnumber': { 'en-US': 'give icitem_id or fnumber', 'zh-CN': '请给出 icitem_id 或 fnumber' },
  'stock.no_such_material': { 'en-US': 'no such material', 'zh-CN': '物料不存在' },
  // flow/bundle.calls.ts
  'stock.too_many_reels': { 'en-US': 'at most {max} reels at once', 'zh-CN': '一次最多 {max} 个料盘' },
  'stock.line_too_many_reels': {
    'en-US': '{left} on {doc} entry {entry} in reels of {each} is more than {max} reels at once',
    'zh-CN': '{doc} 分录 {entry} 剩余 {left}，按每盘 {each} 分盘超过一次最多 {max} 个料盘',
  },
  'stock.reels_exceed_line': {
    'en-US': '{count} reels of {each} make {total}, more than the {left} left on {doc} entry {entry}',
    'zh-CN': '{count} 个料盘每盘 {each} 共 {total}，超过 {doc} 分录 {entry} 剩余的 {left}',
  },
  'stock.no_doc_entry': { 'en-US': 'no {doc} entry {id}', 'zh-CN': '{doc} 分录 {id} 不存在' },
  'stock.entry_doc_checked': {
    'en-US': 'the {doc} of entry {id} is checked',
    'zh-CN': '分录 {id} 所属的 {doc} 已审核',
  },
  'stock.entry_already_reel': { 'en-US': 'entry {id} is already one reel', 'zh-CN': '分录 {id} 已是一个料盘' },
  'stock.shelved_status': {
    'en-US': 'must be 1 (shelved) or 2 (unshelved)',
    'zh-CN': '必须是 1（已上架）或 2（未上架）',
  },
  'stock.no_bundle': { 'en-US': 'no bundle {ids}', 'zh-CN': '料盘 {ids} 不存在' },
  // flow/quantity-report.ts
  'stock.boards_range': { 'en-US': 'must be a whole number from 1 to {max}', 'zh-CN': '必须是 1 到 {max} 的整数' },
  'stock.no_smt_order': { 'en-US': 'no smt_order {id}', 'zh-CN': 'SMT 工单 {id} 不存在' },
  'stock.smt_order_not_working': {
    'en-US': 'SMT order {fbillno} is not working (it is {status})',
    'zh-CN': 'SMT 工单 {fbillno} 不在生产中（当前状态 {status}）',
  },
  'stock.idempotency_key_used': {
    'en-US':
      'idempotency_key {key} already reported {boards} boards of this order: send {boards} to repeat it, or a new key for another report',
    'zh-CN': 'idempotency_key {key} 已为此工单报过 {boards} 块板：重复报工请发送 {boards}，另报一次请使用新的 key',
  },
  // flow/prepare.service.ts, flow/prepare.resource.ts, flow/flow.calls.ts: material preparation
  'stock.no_material_prepare': { 'en-US': 'no material_prepare {id}', 'zh-CN': '备料单 {id} 不存在' },
  'stock.no_feeder_list_or_bom': {
    'en-US': 'no feeder list or BOM behind {fbillno}',
    'zh-CN': '{fbillno} 没有对应的站位表或 BOM',
  },
  'stock.prepare_checked': { 'en-US': 'material preparation {fbillno} is checked', 'zh-CN': '备料单 {fbillno} 已审核' },
  'stock.prepare_discarded': {
    'en-US': 'material preparation {fbillno} is discarded',
    'zh-CN': '备料单 {fbillno} 已作废',
  },
  'stock.prepare_finished': {
    'en-US': 'material preparation {fbillno} is finished',
    'zh-CN': '备料单 {fbillno} 已完成',
  },
  'stock.prepare_enter_first': {
    'en-US': 'enter material preparation {fbillno} before scanning',
    'zh-CN': '请先进入备料单 {fbillno} 再扫描',
  },
  'stock.reel_already_prepared': {
    'en-US': 'reel {fnumber} is already prepared in {fbillno}',
    'zh-CN': '料盘 {fnumber} 已在 {fbillno} 中备料',
  },
  'stock.reel_not_needed': {
    'en-US': 'reel {fnumber} holds {icitem}, which {fbillno} does not need',
    'zh-CN': '料盘 {fnumber} 装的是物料 {icitem}，{fbillno} 不需要该物料',
  },
  'stock.no_prepare_entry': {
    'en-US': 'no entry {entry} in material preparation {id}',
    'zh-CN': '备料单 {id} 中没有分录 {entry}',
  },
  'stock.entry_scanned_not_ignored': {
    'en-US': 'entry {id} was scanned: it cannot be ignored',
    'zh-CN': '分录 {id} 已扫描，不能忽略',
  },
  'stock.prepare_line_stock_first': {
    'en-US': 'set the line-side warehouse of {fbillno} before finishing it',
    'zh-CN': '请先设置 {fbillno} 的线边仓再完成',
  },
  // reels scanned into documents (flow/*)
  'stock.reel_already_scanned': {
    'en-US': 'reel {fnumber} was already scanned into {fbillno}',
    'zh-CN': '料盘 {fnumber} 已扫入 {fbillno}',
  },
  'stock.reel_not_in_stock': { 'en-US': 'reel {fnumber} is not in stock', 'zh-CN': '料盘 {fnumber} 不在库' },
  'stock.reel_invalid': { 'en-US': 'reel {fnumber} is invalid', 'zh-CN': '料盘 {fnumber} 已失效' },
  'stock.reel_expired': { 'en-US': 'reel {fnumber} has expired', 'zh-CN': '料盘 {fnumber} 已过期' },
  'stock.prepare_for_what': {
    'en-US':
      'name the process plan (icpp_id), the SMT order (smt_order_id) or the work order (worder_id) to prepare for',
    'zh-CN': '请指定要备料的工艺计划 (icpp_id)、SMT 工单 (smt_order_id) 或工单 (worder_id)',
  },
  'stock.prepare_failed_not_checked': {
    'en-US': 'material preparation {fbillno} failed: it cannot be checked',
    'zh-CN': '备料单 {fbillno} 备料失败，不能审核',
  },
  'stock.reel_other_warehouse': {
    'en-US': 'reel {fnumber} is in another warehouse ({stock_id})',
    'zh-CN': '料盘 {fnumber} 在另一个仓库 ({stock_id})',
  },
  'stock.reel_shelf_place': {
    'en-US': 'give the shelf place of reel {fnumber}',
    'zh-CN': '请给出料盘 {fnumber} 的上架库位',
  },
  'stock.reel_place_to': {
    'en-US': 'give the place reel {fnumber} goes to',
    'zh-CN': '请给出料盘 {fnumber} 的目标库位',
  },
  'stock.reel_empty': { 'en-US': 'reel {fnumber} is empty', 'zh-CN': '料盘 {fnumber} 数量为空' },
  'stock.reel_already_in_stock': { 'en-US': 'reel {fnumber} is already in stock', 'zh-CN': '料盘 {fnumber} 已在库' },
  // the warehouse a document scans into (flow/reel-work.ts, documents/doc-work.ts)
  'stock.doc_stock_first': {
    'en-US': 'set the warehouse of {doc} {fbillno} before scanning into it',
    'zh-CN': '请先设置 {doc} {fbillno} 的仓库再扫描',
  },
  'stock.doc_to_stock_first': {
    'en-US': 'set the target warehouse of {doc} {fbillno} before scanning into it',
    'zh-CN': '请先设置 {doc} {fbillno} 的目标仓库再扫描',
  },
  // flow/split.ts
  'stock.split_less': {
    'en-US': 'reel {fnumber} has {fqty}: split off less than that',
    'zh-CN': '料盘 {fnumber} 数量为 {fqty}，拆分数量必须小于此数',
  },
  'stock.reel_code_too_long': {
    'en-US': 'reel code {fnumber} is too long to number its child: give child_fnumber',
    'zh-CN': '料盘编码 {fnumber} 过长，无法为子料盘编号：请给出 child_fnumber',
  },
  // flow/reel-labels.ts
  'stock.name_a_reel': { 'en-US': 'name at least one reel', 'zh-CN': '请至少指定一个料盘' },
  'stock.no_enabled_printer': { 'en-US': 'no enabled printer {id}', 'zh-CN': '没有启用的打印机 {id}' },
  'stock.printer_no_host': { 'en-US': 'printer {fnumber} has no host', 'zh-CN': '打印机 {fnumber} 未设置主机地址' },
  'stock.no_material_label_design': {
    'en-US': 'no enabled material label design {id}',
    'zh-CN': '没有启用的物料标签模板 {id}',
  },
  'stock.no_material_label_designs': {
    'en-US': 'no enabled label design of type material: make one (product_mgt/label_design)',
    'zh-CN': '没有启用的物料类标签模板：请先创建 (product_mgt/label_design)',
  },
  // flow/reel-ledger.ts
  'stock.reel_material_mismatch': {
    'en-US': 'material code does not match the batch: reel {fnumber}',
    'zh-CN': '物料编码与批次不符：料盘 {fnumber}',
  },
  'stock.reel_invalid_no_move': {
    'en-US': 'reel {fnumber} is invalid: it cannot move',
    'zh-CN': '料盘 {fnumber} 已失效，不能移动',
  },
  'stock.reel_in_stock_at': {
    'en-US': 'reel {fnumber} is already in stock in warehouse {stock_id}',
    'zh-CN': '料盘 {fnumber} 已在仓库 {stock_id} 中',
  },
  // flow/reel-scan.ts: the scan form's checks of a label against its reel
  'stock.scan_material_mismatch': { 'en-US': 'material code does not match the batch', 'zh-CN': '物料编码与批次不符' },
  'stock.scan_unique_mismatch': { 'en-US': 'unique code does not match the batch', 'zh-CN': '唯一码与批次不符' },
  'stock.scan_quantity_mismatch': { 'en-US': 'quantity inconsistent', 'zh-CN': '数量不一致' },
  'stock.scan_no_material': { 'en-US': 'material id does not exist', 'zh-CN': '物料不存在' },
  'stock.string_1_to_64': {
    'en-US': 'must be a string of 1 to 64 characters',
    'zh-CN': '必须是 1 到 64 个字符的字符串',
  },
  // flow/receipt-line.ts
  'stock.no_doc': { 'en-US': 'no {doc} {id}', 'zh-CN': '{doc} {id} 不存在' },
  'stock.receipt_checked': {
    'en-US': 'receipt {fbillno} is checked: nothing more can be received on it',
    'zh-CN': '入库单 {fbillno} 已审核，不能再收货',
  },
  'stock.receipt_no_open_line': {
    'en-US': 'receipt {fbillno} has no open line of material {icitem}',
    'zh-CN': '入库单 {fbillno} 没有物料 {icitem} 的未收完分录',
  },
  'stock.receipt_qty_over_open': {
    'en-US': 'quantity {qty} is more than the {open} of material {icitem} still open on receipt {fbillno}',
    'zh-CN': '数量 {qty} 超过入库单 {fbillno} 上物料 {icitem} 的未收数量 {open}',
  },
  // flow/bundle.resource.ts
  'stock.reel_in_stock_field': {
    'en-US': 'reel {fnumber} is in stock: its {field} changes only through documents',
    'zh-CN': '料盘 {fnumber} 已在库，其 {field} 只能通过单据修改',
  },
  'stock.reel_has_movements': {
    'en-US': 'reel {fnumber} has stock movements: discard it instead',
    'zh-CN': '料盘 {fnumber} 已有库存流水，请改为作废',
  },
  // flow/shelving.ts
  'stock.no_material_shelving': { 'en-US': 'no material_shelving {id}', 'zh-CN': '上下架单 {id} 不存在' },
  'stock.shelving_already_checked': {
    'en-US': 'shelving {fbillno} is already checked',
    'zh-CN': '上下架单 {fbillno} 已审核',
  },
  'stock.shelving_not_checked': { 'en-US': 'shelving {fbillno} is not checked', 'zh-CN': '上下架单 {fbillno} 未审核' },
  'stock.shelving_checked': { 'en-US': 'shelving {fbillno} is checked', 'zh-CN': '上下架单 {fbillno} 已审核' },
  'stock.shelving_discarded': { 'en-US': 'shelving {fbillno} is discarded', 'zh-CN': '上下架单 {fbillno} 已作废' },
  'stock.reel_not_waiting': {
    'en-US': 'reel {fnumber} is not waiting in {fbillno}',
    'zh-CN': '料盘 {fnumber} 不在 {fbillno} 的待处理清单中',
  },
  'stock.no_open_shelving_entry': {
    'en-US': 'no open entry {entry} in shelving {id}',
    'zh-CN': '上下架单 {id} 中没有未完成的分录 {entry}',
  },
} as const satisfies RefusalCatalogue;
