import { defineEnum, type EnumCode } from './define-enum';

// Stock-side status codes (000 §4, 001 §4).

export const BoxStatus = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  WORKING: { code: 1, 'zh-CN': '装箱中', 'en-US': 'Packing' },
  WORKING_FINISHED: { code: 2, 'zh-CN': '装箱完成', 'en-US': 'Packing finished' },
  IN_STOCK: { code: 11, 'zh-CN': '入库中', 'en-US': 'Stocking in' },
  IN_STOCK_FINISHED: { code: 12, 'zh-CN': '已入库', 'en-US': 'In stock' },
  OUT_STOCK: { code: 21, 'zh-CN': '出库中', 'en-US': 'Stocking out' },
  OUT_STOCK_FINISHED: { code: 22, 'zh-CN': '已出库', 'en-US': 'Out of stock' },
  INVALID: { code: 99, 'zh-CN': '作废', 'en-US': 'Invalid' },
});
export type BoxStatusCode = EnumCode<typeof BoxStatus>;

export const ProductReceiptOperation = defineEnum({
  INVENTORY: { code: 1, 'zh-CN': '入库', 'en-US': 'Inventory' },
  REVIEW: { code: 2, 'zh-CN': '审核', 'en-US': 'Review' },
  FINISH: { code: 3, 'zh-CN': '完成', 'en-US': 'Finish' },
});
export type ProductReceiptOperationCode = EnumCode<typeof ProductReceiptOperation>;

// A bundle is a batch of one material (fnumber, fqty, icitem).
export const BundleValidity = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  VALID: { code: 1, 'zh-CN': '有效', 'en-US': 'Valid' },
  INVALID: { code: 2, 'zh-CN': '无效', 'en-US': 'Invalid' },
});
export type BundleValidityCode = EnumCode<typeof BundleValidity>;

export const ShelvingStatus = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  SHELVED: { code: 1, 'zh-CN': '已上架', 'en-US': 'Shelved' },
  UNSHELVED: { code: 2, 'zh-CN': '已下架', 'en-US': 'Unshelved' },
});
export type ShelvingStatusCode = EnumCode<typeof ShelvingStatus>;

export const BillTransactionType = defineEnum({
  CONSIGNMENT_IN_STOCK: { code: 1, 'zh-CN': '寄售入库', 'en-US': 'Consignment in-stock' },
  OUT_STOCK: { code: 2, 'zh-CN': '出库', 'en-US': 'Out stock' },
  TRANSFER_STOCK: { code: 3, 'zh-CN': '调拨', 'en-US': 'Transfer stock' },
  PICK_MATERIAL: { code: 11, 'zh-CN': '领料', 'en-US': 'Pick material' },
  MATERIAL_RETURN: { code: 12, 'zh-CN': '退料', 'en-US': 'Material return' },
  REPLENISHMENT: { code: 13, 'zh-CN': '补料', 'en-US': 'Replenishment' },
  PRODUCT_RECEIPT: { code: 21, 'zh-CN': '产品入库', 'en-US': 'Product receipt' },
  PRODUCT_PICK: { code: 22, 'zh-CN': '产品领用', 'en-US': 'Product pick' },
  PROFIT_IN: { code: 31, 'zh-CN': '盘盈入库', 'en-US': 'Profit in' },
  LOSS_OUT: { code: 32, 'zh-CN': '盘亏出库', 'en-US': 'Loss out' },
  EX_IN: { code: 41, 'zh-CN': '其他入库', 'en-US': 'Other in' },
  EX_OUT: { code: 42, 'zh-CN': '其他出库', 'en-US': 'Other out' },
  // The spec names this only "MR stock"; its expansion is not given, so the label keeps the abbreviation.
  MR_STOCK: { code: 51, 'zh-CN': 'MR入库', 'en-US': 'MR stock' },
  MATERIAL_PREPARE: { code: 61, 'zh-CN': '备料', 'en-US': 'Material prepare' },
});
export type BillTransactionTypeCode = EnumCode<typeof BillTransactionType>;

/** How a material preparation orders the reels it recommends (docs/material-flow.md, "Recommendation"). */
export const PrepareRule = defineEnum({
  FEFO: { code: 'fefo', 'zh-CN': '先到期先出 (FEFO)', 'en-US': 'First to expire, first out (FEFO)' },
  FIFO: { code: 'fifo', 'zh-CN': '先进先出 (FIFO)', 'en-US': 'First in, first out (FIFO)' },
});
export type PrepareRuleCode = EnumCode<typeof PrepareRule>;

/** The kinds of document a shelving takes its reels from (material_shelving.source_type). */
export const ShelvingSourceType = defineEnum({
  CS_INSTOCK: { code: 'cs_instock', 'zh-CN': '客供入库单', 'en-US': 'Consignment receipt' },
  EX_INSTOCK: { code: 'ex_instock', 'zh-CN': '其他入库单', 'en-US': 'Other receipt' },
  MATERIAL_RETURN: { code: 'material_return', 'zh-CN': '退料单', 'en-US': 'Material return' },
});
