import type { RefusalCatalogue } from './catalogue';

// The refusals of stock documents, boxes and pallets, counts and the ledger (server/src/modules/stock-mgt): code ->
// its text in each language.
export const STOCK_DOCUMENT_REFUSALS = {
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
  // with their own err (1504 box label, 1207 stock)
  'stock.box_label_no_box': { 'en-US': 'box label {label} names no box', 'zh-CN': '箱标签 {label} 不对应任何箱' },
  'stock.no_stock': { 'en-US': 'no stock {id}', 'zh-CN': '仓库 {id} 不存在' },
  'stock.sn_in_no_box': { 'en-US': 'SN {sn} is in no box', 'zh-CN': '序列号 {sn} 不在任何箱中' },
} as const satisfies RefusalCatalogue;
