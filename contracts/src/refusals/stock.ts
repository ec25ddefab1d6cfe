import type { RefusalCatalogue } from './catalogue';

// The refusals of the stock area (server/src/modules): code -> its text in each language.
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
  'stock.no_icpp': { 'en-US': 'no icpp {id}', 'zh-CN': '工艺计划 {id} 不存在' },
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
  // counts/count-posting.ts, counts/icinvcheck.resource.ts
  'stock.count_other_warehouse': {
    'en-US': 'the count is of warehouse {stock_id}, not {given}',
    'zh-CN': '此盘点单盘点的是仓库 {stock_id}，不是 {given}',
  },
  'stock.count_duplicate_entry': {
    'en-US': 'counts the same material, place and batch as entries[{first}]',
    'zh-CN': '与 entries[{first}] 盘点的物料、库位和批次相同',
  },
  'stock.place_not_in_warehouse': {
    'en-US': 'place {place} is not in warehouse {stock_id}',
    'zh-CN': '库位 {place} 不在仓库 {stock_id} 中',
  },
  'stock.count_already_checked': { 'en-US': 'icinvcheck {id} is already checked', 'zh-CN': '盘点单 {id} 已审核' },
  'stock.count_already_unchecked': {
    'en-US': 'icinvcheck {id} is already unchecked',
    'zh-CN': '盘点单 {id} 已是未审核',
  },
  // counts/opening-balance.ts, counts/counts.calls.ts
  'stock.unknown_import_field': { 'en-US': 'unknown field of an import call', 'zh-CN': '导入调用没有此字段' },
  'stock.string_at_most': {
    'en-US': 'must be a string of at most {max} characters',
    'zh-CN': '必须是不超过 {max} 个字符的字符串',
  },
  'stock.no_icitem': { 'en-US': 'no icitem {id}', 'zh-CN': '物料 {id} 不存在' },
  // boxes/box.calls.ts, boxes/pallet-boxes.ts, boxes/pallet.resource.ts
  'stock.box_no_material_yet': { 'en-US': 'box {fnumber} holds no material yet', 'zh-CN': '箱 {fnumber} 尚未装入物料' },
  'stock.no_pallet': { 'en-US': 'no pallet {id}', 'zh-CN': '栈板 {id} 不存在' },
  'stock.pallet_checked_boxes': {
    'en-US': 'pallet {id} is checked: uncheck it before changing its boxes',
    'zh-CN': '栈板 {id} 已审核：请先反审核再修改其箱',
  },
  'stock.box_also_at': {
    'en-US': 'box {fnumber} is also boxes[{first}]',
    'zh-CN': '箱 {fnumber} 与 boxes[{first}] 重复',
  },
  'stock.box_status_no_pallet': {
    'en-US': 'box {fnumber} is {status}: it cannot go on a pallet',
    'zh-CN': '箱 {fnumber} 状态为 {status}，不能放上栈板',
  },
  'stock.box_on_other_pallet': {
    'en-US': 'box {fnumber} is on pallet {pallet}: take it off that pallet first',
    'zh-CN': '箱 {fnumber} 在栈板 {pallet} 上：请先从该栈板取下',
  },
  'stock.box_pallet_other_warehouse': {
    'en-US': 'box {fnumber} is in stock in warehouse {stock_id}, the pallet in {pallet_stock_id}',
    'zh-CN': '箱 {fnumber} 在仓库 {stock_id}，栈板在仓库 {pallet_stock_id}',
  },
  'stock.no_stock_place': { 'en-US': 'no stock_place {id}', 'zh-CN': '库位 {id} 不存在' },
  'stock.box_labels_array': {
    'en-US': 'must be an array of at most {max} box labels',
    'zh-CN': '必须是最多 {max} 个箱标签的数组',
  },
  'stock.box_label_length': {
    'en-US': 'must be a box label of 1 to 64 characters',
    'zh-CN': '必须是 1 到 64 个字符的箱标签',
  },
  'stock.pallet_already_checked': { 'en-US': 'pallet {id} is already checked', 'zh-CN': '栈板 {id} 已审核' },
  'stock.pallet_already_unchecked': { 'en-US': 'pallet {id} is already unchecked', 'zh-CN': '栈板 {id} 已是未审核' },
  'stock.pallet_no_box': {
    'en-US': 'pallet {id} has no box: put boxes on it before closing it',
    'zh-CN': '栈板 {id} 上没有箱：请先放箱再关闭',
  },
  // boxes/adjust-box.ts
  'stock.adjust_same_box': { 'en-US': 'must be another box than from_box', 'zh-CN': '必须是与 from_box 不同的箱' },
  'stock.box_status_no_adjust': {
    'en-US': 'box {fnumber} is {status}: it cannot be adjusted',
    'zh-CN': '箱 {fnumber} 状态为 {status}，不能调整',
  },
  'stock.adjust_mixed_status': {
    'en-US': 'box {from} is {from_status} and box {to} is {to_status}: both must be in packing or both in stock',
    'zh-CN': '箱 {from} 状态为 {from_status}，箱 {to} 状态为 {to_status}：两箱必须都在装箱中或都在库',
  },
  'stock.adjust_other_material': {
    'en-US': 'box {to} holds another material than box {from}',
    'zh-CN': '箱 {to} 与箱 {from} 的物料不同',
  },
  'stock.adjust_other_batch': {
    'en-US': "box {to} is of batch '{to_batch}', box {from} of '{from_batch}'",
    'zh-CN': "箱 {to} 的批次为 '{to_batch}'，箱 {from} 的批次为 '{from_batch}'",
  },
  'stock.adjust_name_sns': {
    'en-US': 'box {fnumber} holds SNs: name the SNs to move',
    'zh-CN': '箱 {fnumber} 内有序列号：请指定要移动的序列号',
  },
  'stock.adjust_over_qty': {
    'en-US': 'box {fnumber} holds {fqty}, {asked} asked',
    'zh-CN': '箱 {fnumber} 内有 {fqty}，要求 {asked}',
  },
  'stock.adjust_over_capacity': {
    'en-US': 'box {fnumber} holds {fqty} of {capacity}: {more} more do not fit',
    'zh-CN': '箱 {fnumber} 已装 {fqty}/{capacity}，放不下另外 {more}',
  },
  'stock.sn_not_in_box': { 'en-US': 'SN {sn} is not in box {fnumber}', 'zh-CN': '序列号 {sn} 不在箱 {fnumber} 中' },
  'stock.box_in_stock_incomplete': {
    'en-US': 'box {fnumber} is in stock without a warehouse or material',
    'zh-CN': '箱 {fnumber} 在库但没有仓库或物料',
  },
  'stock.sns_array': { 'en-US': 'must be an array of at most {max} SNs', 'zh-CN': '必须是最多 {max} 个序列号的数组' },
  'stock.sn_length': { 'en-US': 'must be an SN of 1 to 64 characters', 'zh-CN': '必须是 1 到 64 个字符的序列号' },
  'stock.sn_given_twice': { 'en-US': 'SN {sn} is given twice', 'zh-CN': '序列号 {sn} 重复给出' },
  'stock.sns_or_fqty': { 'en-US': 'give either sns or fqty, not both', 'zh-CN': 'sns 与 fqty 只能给出其一' },
  'stock.adjust_qty': {
    'en-US': 'must be a positive quantity of at most 6 decimals (or give sns)',
    'zh-CN': '必须是最多 6 位小数的正数（或给出 sns）',
  },
  // documents/stock-posting.ts: a box moved by a document's check
  'stock.box_in_doc_twice': {
    'en-US': 'box {fnumber} is in the document twice',
    'zh-CN': '箱 {fnumber} 在单据中出现两次',
  },
  'stock.box_move_in_warehouse': {
    'en-US': 'box {fnumber} is {status}: it must be in stock in warehouse {need_stock_id}',
    'zh-CN': '箱 {fnumber} 状态为 {status}：它必须在仓库 {need_stock_id} 中在库',
  },
  'stock.box_move_in_warehouse_at': {
    'en-US': 'box {fnumber} is {status} in warehouse {stock_id}: it must be in stock in warehouse {need_stock_id}',
    'zh-CN': '箱 {fnumber} 在仓库 {stock_id} 中状态为 {status}：它必须在仓库 {need_stock_id} 中在库',
  },
  'stock.box_move_receive': {
    'en-US': 'box {fnumber} is {status}: only a box not in stock and not invalid is received',
    'zh-CN': '箱 {fnumber} 状态为 {status}：只有不在库且未作废的箱才能入库',
  },
  'stock.box_move_receive_at': {
    'en-US': 'box {fnumber} is {status} in warehouse {stock_id}: only a box not in stock and not invalid is received',
    'zh-CN': '箱 {fnumber} 在仓库 {stock_id} 中状态为 {status}：只有不在库且未作废的箱才能入库',
  },
  'stock.box_move_come_back': {
    'en-US': 'box {fnumber} is {status}: only a box still out of stock comes back',
    'zh-CN': '箱 {fnumber} 状态为 {status}：只有仍处于出库中的箱才能退回',
  },
  'stock.box_move_come_back_at': {
    'en-US': 'box {fnumber} is {status} in warehouse {stock_id}: only a box still out of stock comes back',
    'zh-CN': '箱 {fnumber} 在仓库 {stock_id} 中状态为 {status}：只有仍处于出库中的箱才能退回',
  },
  // resources/material-rec.resource.ts
  'stock.material_rec_entries': {
    'en-US': 'must be 1 to {max} entries of { barcode, fqty }',
    'zh-CN': '必须是 1 到 {max} 条 { barcode, fqty } 分录',
  },
  'stock.barcode_length': {
    'en-US': 'must be a barcode of 1 to 128 characters',
    'zh-CN': '必须是 1 到 128 个字符的条码',
  },
  // documents/doc-work.ts: working on a document, scanning boxes into it
  'stock.doc_checked_no_work': {
    'en-US': '{doc} {fbillno} is checked: no one works on it',
    'zh-CN': '{doc} {fbillno} 已审核，不能再作业',
  },
  'stock.doc_discarded_no_work': {
    'en-US': '{doc} {fbillno} is discarded: no one works on it',
    'zh-CN': '{doc} {fbillno} 已作废，不能再作业',
  },
  'stock.doc_worked_on': {
    'en-US': '{doc} {fbillno} is being worked on by {who}: wait until they leave',
    'zh-CN': '{doc} {fbillno} 正由 {who} 作业：请等其退出',
  },
  'stock.doc_not_entered': { 'en-US': 'you have not entered {doc} {id}', 'zh-CN': '你尚未进入 {doc} {id}' },
  'stock.box_already_scanned': {
    'en-US': 'box {fnumber} was already scanned into {fbillno}',
    'zh-CN': '箱 {fnumber} 已扫入 {fbillno}',
  },
  'stock.box_no_material': { 'en-US': 'box {fnumber} has no material', 'zh-CN': '箱 {fnumber} 没有物料' },
  'stock.box_empty': { 'en-US': 'box {fnumber} is empty', 'zh-CN': '箱 {fnumber} 是空箱' },
  'stock.box_status_no_receive': {
    'en-US': 'box {fnumber} is {status}: it cannot be received',
    'zh-CN': '箱 {fnumber} 状态为 {status}，不能入库',
  },
  'stock.box_status_no_issue': {
    'en-US': 'box {fnumber} is {status}: only a box in stock is issued',
    'zh-CN': '箱 {fnumber} 状态为 {status}：只有在库的箱才能出库',
  },
  'stock.no_box_no_material': { 'en-US': '{code} is no box and no material', 'zh-CN': '{code} 既不是箱也不是物料' },
  'stock.doc_checked_no_scan': {
    'en-US': '{doc} {fbillno} is checked: nothing is scanned into it',
    'zh-CN': '{doc} {fbillno} 已审核，不能再扫入',
  },
  'stock.doc_discarded_no_scan': {
    'en-US': '{doc} {fbillno} is discarded: nothing is scanned into it',
    'zh-CN': '{doc} {fbillno} 已作废，不能再扫入',
  },
  'stock.doc_enter_first': {
    'en-US': 'enter {doc} {fbillno} before scanning into it',
    'zh-CN': '请先进入 {doc} {fbillno} 再扫描',
  },
  // documents/operation-documents.ts
  'stock.product_receipt_not_checked': {
    'en-US': 'product receipt {fbillno} is not checked: check it before finishing',
    'zh-CN': '产品入库单 {fbillno} 未审核：请先审核再完成',
  },
  'stock.outstock_not_checked': {
    'en-US': 'outstock {fbillno} is not checked: check it before finishing',
    'zh-CN': '出库单 {fbillno} 未审核：请先审核再完成',
  },
  // documents/entry-rules.ts: the entries and places of a stock document
  'stock.box_already_in_entry': {
    'en-US': 'box {fnumber} is already in entries[{first}]',
    'zh-CN': '箱 {fnumber} 已在 entries[{first}] 中',
  },
  'stock.positive_quantity': { 'en-US': 'must be a positive quantity', 'zh-CN': '必须是正数数量' },
  'stock.too_many_decimals': {
    'en-US': '{fqty} has more than the {decimals} decimals material {icitem} allows',
    'zh-CN': '{fqty} 的小数位超过物料 {icitem} 允许的 {decimals} 位',
  },
  'stock.place_not_in_entry_warehouse': {
    'en-US': "place {place} is not in the entry's warehouse {stock_id}",
    'zh-CN': '库位 {place} 不在分录的仓库 {stock_id} 中',
  },
  'stock.box_holds_not': {
    'en-US': 'box {fnumber} holds {box_qty}, not {fqty}',
    'zh-CN': '箱 {fnumber} 内有 {box_qty}，不是 {fqty}',
  },
  'stock.box_other_material': {
    'en-US': 'box {fnumber} holds another material than {icitem}',
    'zh-CN': '箱 {fnumber} 装的不是物料 {icitem}',
  },
  'stock.place_not_in_target_warehouse': {
    'en-US': 'place {place} is not in the target warehouse {stock_id}',
    'zh-CN': '库位 {place} 不在目标仓库 {stock_id} 中',
  },
  'stock.transfer_same_place': {
    'en-US': 'a transfer must move to another warehouse or place',
    'zh-CN': '调拨必须移到另一个仓库或库位',
  },
  'stock.place_needs_warehouse': {
    'en-US': 'the place {place} needs its warehouse (stock_id {stock_id})',
    'zh-CN': '库位 {place} 需要其所属仓库 (stock_id {stock_id})',
  },
  'stock.place_not_in_doc_warehouse': {
    'en-US': "place {place} is not in the document's warehouse {stock_id}",
    'zh-CN': '库位 {place} 不在单据的仓库 {stock_id} 中',
  },
  // documents/stock-document.ts: {doc} is the document's English name (product receipt, outstock, ...)
  'stock.doc_checked_no_discard': {
    'en-US': '{doc} {fbillno} is checked: uncheck it before discarding it',
    'zh-CN': '单据 {fbillno}（{doc}）已审核：请先反审核再作废',
  },
  'stock.doc_already_checked': {
    'en-US': '{doc} {fbillno} is already checked',
    'zh-CN': '单据 {fbillno}（{doc}）已审核',
  },
  'stock.doc_not_checked': { 'en-US': '{doc} {fbillno} is not checked', 'zh-CN': '单据 {fbillno}（{doc}）未审核' },
  'stock.doc_discarded_no_check': {
    'en-US': '{doc} {fbillno} is discarded: it cannot be checked',
    'zh-CN': '单据 {fbillno}（{doc}）已作废，不能审核',
  },
  // ledger/ledger.ts: an issue that would leave a balance below zero
  'stock.short_at_place': {
    'en-US': 'not enough stock of {icitem} at place {place} of warehouse {stock}: {on_hand} on hand, {asked} asked',
    'zh-CN': '物料 {icitem} 在仓库 {stock} 库位 {place} 库存不足：现有 {on_hand}，需要 {asked}',
  },
  'stock.short_batch_at_place': {
    'en-US':
      'not enough stock of {icitem} batch {batch} at place {place} of warehouse {stock}: {on_hand} on hand, {asked} asked',
    'zh-CN': '物料 {icitem} 批次 {batch} 在仓库 {stock} 库位 {place} 库存不足：现有 {on_hand}，需要 {asked}',
  },
  'stock.short_in_warehouse': {
    'en-US': 'not enough stock of {icitem} at warehouse {stock}: {on_hand} on hand, {asked} asked',
    'zh-CN': '物料 {icitem} 在仓库 {stock} 库存不足：现有 {on_hand}，需要 {asked}',
  },
  'stock.short_batch_in_warehouse': {
    'en-US': 'not enough stock of {icitem} batch {batch} at warehouse {stock}: {on_hand} on hand, {asked} asked',
    'zh-CN': '物料 {icitem} 批次 {batch} 在仓库 {stock} 库存不足：现有 {on_hand}，需要 {asked}',
  },
} as const satisfies RefusalCatalogue;
