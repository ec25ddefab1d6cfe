import type { RefusalCatalogue } from './catalogue';

// The refusals of the smt area (server/src/modules): code -> its text in each language.
export const SMT_REFUSALS = {
  // plans/feeder-entries.ts, plans/plans.calls.ts: the slots of a feeder list
  'smt.alternates_ids': {
    'en-US': 'must be an array of at most {max} icitem ids',
    'zh-CN': '必须是最多 {max} 个物料 ID (icitem id) 的数组',
  },
  'smt.number_range': { 'en-US': 'must be a number from {min} to {max}', 'zh-CN': '必须是 {min} 到 {max} 之间的数' },
  'smt.alternate_is_own_material': {
    'en-US': "must not hold the slot's own material",
    'zh-CN': '不能包含该站位本身的物料',
  },
  'smt.too_many_slots': { 'en-US': 'at most {max} slots', 'zh-CN': '最多 {max} 个站位' },
  'smt.entries_array': {
    'en-US': 'must be an array of at most {max} slots',
    'zh-CN': '必须是最多 {max} 个站位的数组',
  },
  'smt.slot_twice': { 'en-US': '{slot} is also entries[{first}]', 'zh-CN': '站位 {slot} 与 entries[{first}] 重复' },
  'smt.no_icitem': { 'en-US': 'no icitem {id}', 'zh-CN': '物料 {id} 不存在' },
  'smt.no_smt_machine': { 'en-US': 'no smt_machine {id}', 'zh-CN': '贴片机 {id} 不存在' },
  'smt.worder_ids_empty': { 'en-US': 'must name at least one work order', 'zh-CN': '至少须指定一个工单' },
  // plans/feeder-sheets.ts
  'smt.upload_required': {
    'en-US': 'give a draft_id from /api/v1/upload/drafts/xlsx, or filename and content_base64',
    'zh-CN': '请给出 /api/v1/upload/drafts/xlsx 返回的 draft_id，或 filename 和 content_base64',
  },
  // plans/icpp.service.ts, resources/icpp.resource.ts, orders/smt-order.machine.ts: process plans
  'smt.plan_frozen': { 'en-US': 'process plan {fbillno} is frozen', 'zh-CN': '工艺计划 {fbillno} 已冻结' },
  'smt.plan_frozen_unfreeze': {
    'en-US': 'process plan {fbillno} is frozen: unfreeze it first',
    'zh-CN': '工艺计划 {fbillno} 已冻结：请先解冻',
  },
  'smt.plan_frozen_before_start': {
    'en-US': 'process plan {fbillno} is frozen: unfreeze it before starting',
    'zh-CN': '工艺计划 {fbillno} 已冻结：请先解冻再开工',
  },
  'smt.change_record_of_icpp': {
    'en-US': 'cannot change: a change record belongs to its plan',
    'zh-CN': '不能修改：变更记录属于其工艺计划',
  },
  // plans/feeder.service.ts, resources/smt-feeder.resource.ts: feeder lists
  'smt.no_smt_feeder': { 'en-US': 'no smt_feeder {id}', 'zh-CN': '料站表 {id} 不存在' },
  'smt.feeder_checked': {
    'en-US': 'smt_feeder {id} is checked: uncheck it before changing its slots',
    'zh-CN': '料站表 {id} 已审核：请先反审核再修改站位',
  },
  'smt.feeder_lookup_key': {
    'en-US': 'give icpp_id, product_id or fnumber',
    'zh-CN': '请给出 icpp_id、product_id 或 fnumber',
  },
  'smt.no_enabled_feeder_in_chain': {
    'en-US': 'no enabled smt_feeder in the chain of {id}',
    'zh-CN': '料站表 {id} 的版本链中没有启用的料站表',
  },
  'smt.parent_fixed': {
    'en-US': 'cannot change: make a new version instead',
    'zh-CN': '不能修改：请改为新建一个版本',
  },
  // plans/steel-mesh.service.ts
  'smt.shelved_status': {
    'en-US': 'must be {shelved} (shelved) or {unshelved} (unshelved)',
    'zh-CN': '必须是 {shelved}（已上架）或 {unshelved}（已下架）',
  },
  'smt.no_steel_mesh': { 'en-US': 'no steel_mesh {id}', 'zh-CN': '钢网 {id} 不存在' },
  // scheduling/scheduling.calls.ts, scheduling/scheduling.service.ts: a line's queue
  'smt.order_or_worder': {
    'en-US': 'give exactly one of smt_order_id and worder_id',
    'zh-CN': 'smt_order_id 和 worder_id 须且只能给出其一',
  },
  'smt.smt_order_other_line': {
    'en-US': 'SMT order {fbillno} is for line {order_line}, not line {line}',
    'zh-CN': 'SMT 工单 {fbillno} 属于产线 {order_line}，不是产线 {line}',
  },
  'smt.worder_other_line': {
    'en-US': 'work order {fbillno} is for line {order_line}, not line {line}',
    'zh-CN': '工单 {fbillno} 属于产线 {order_line}，不是产线 {line}',
  },
  'smt.smt_order_not_open': {
    'en-US': 'SMT order {fbillno} is {status}: only ready, working or paused orders are scheduled',
    'zh-CN': 'SMT 工单 {fbillno} 当前为 {status}：只有就绪、生产中或暂停的工单可以排程',
  },
  'smt.worder_not_open': {
    'en-US': 'work order {fbillno} is {status}: only ready, working or paused orders are scheduled',
    'zh-CN': '工单 {fbillno} 当前为 {status}：只有就绪、生产中或暂停的工单可以排程',
  },
  'smt.smt_order_already_scheduled': {
    'en-US': 'SMT order {fbillno} is already scheduled',
    'zh-CN': 'SMT 工单 {fbillno} 已在排程中',
  },
  'smt.worder_already_scheduled': {
    'en-US': 'work order {fbillno} is already scheduled',
    'zh-CN': '工单 {fbillno} 已在排程中',
  },
  'smt.queue_full': {
    'en-US': 'the queue of line {line} holds {max} orders already (setting max_queue)',
    'zh-CN': '产线 {line} 的排程队列已有 {max} 个工单（设置 max_queue）',
  },
  'smt.queue_position': {
    'en-US': 'must be between 1 and {n}, the length of the queue',
    'zh-CN': '必须在 1 到 {n}（队列长度）之间',
  },
  'smt.no_production_scheduling': { 'en-US': 'no production_scheduling {id}', 'zh-CN': '排程 {id} 不存在' },
  'smt.no_smt_order': { 'en-US': 'no smt_order {id}', 'zh-CN': 'SMT 工单 {id} 不存在' },
  // feeding/feeding-slots.ts: the slots of a feeding document
  'smt.no_smt_feeding': { 'en-US': 'no smt_feeding {id}', 'zh-CN': '上料单 {id} 不存在' },
  'smt.not_a_slot': {
    'en-US': '{slot} is not a slot of feeding {fbillno}',
    'zh-CN': '{slot} 不是上料单 {fbillno} 的站位',
  },
  'smt.feeder_no_slot_to_verify': {
    'en-US': 'feeder list {id} has no slot to verify: set its entries first',
    'zh-CN': '料站表 {id} 没有需要核对的站位：请先设置站位',
  },
  'smt.slot_no_verify': {
    'en-US': '{slot} is marked no_verify: it is not scanned',
    'zh-CN': '站位 {slot} 标记为免检 (no_verify)：无需扫描',
  },
  'smt.slot_other_turn': {
    'en-US': '{slot} belongs to turn {slot_turn}, not turn {turn}',
    'zh-CN': '站位 {slot} 属于第 {slot_turn} 轮，不是第 {turn} 轮',
  },
  'smt.slot_not_current_turn': {
    'en-US': '{slot} belongs to turn {slot_turn}; turn {turn} is being loaded',
    'zh-CN': '站位 {slot} 属于第 {slot_turn} 轮；当前正在上料第 {turn} 轮',
  },
  'smt.slot_no_reel': { 'en-US': '{slot} has no reel loaded yet', 'zh-CN': '站位 {slot} 尚未上料盘' },
  'smt.slot_no_splice_pending': {
    'en-US': '{slot} has no splice waiting for its check',
    'zh-CN': '站位 {slot} 没有待核对的接料',
  },
  'smt.slot_no_change_pending': {
    'en-US': '{slot} has no reel change waiting for its check',
    'zh-CN': '站位 {slot} 没有待核对的换料',
  },
  'smt.slot_splice_pending': {
    'en-US': '{slot} has a splice waiting for its check',
    'zh-CN': '站位 {slot} 有接料等待核对',
  },
  'smt.slot_change_pending': {
    'en-US': '{slot} has a change waiting for its check',
    'zh-CN': '站位 {slot} 有换料等待核对',
  },
  'smt.slot_already_unloaded': { 'en-US': '{slot} is already unloaded', 'zh-CN': '站位 {slot} 已卸料' },
  // feeding/work-cert.ts
  'smt.work_cert_required': {
    'en-US': 'is required: call smt_feeding/prepare for feeding {fbillno} and send the work_cert it answers',
    'zh-CN': '必填：请对上料单 {fbillno} 调用 smt_feeding/prepare，并发送其返回的 work_cert',
  },
  'smt.work_cert_unknown': {
    'en-US': 'unknown for feeding {fbillno}: call smt_feeding/prepare again',
    'zh-CN': '不是上料单 {fbillno} 的有效凭证：请重新调用 smt_feeding/prepare',
  },
  'smt.work_cert_expired': {
    'en-US': 'expired at {at} (valid {hours} h): call smt_feeding/prepare again',
    'zh-CN': '已于 {at} 过期（有效期 {hours} h）：请重新调用 smt_feeding/prepare',
  },
  // feeding/smt-feeding.state-machine.ts, feeding/feeding-steps.service.ts, feeding/feeding.calls.ts: the steps
  'smt.feeding_step_refused': {
    'en-US': 'cannot {step} a feeding that is {status} (allowed from {allowed})',
    'zh-CN': '上料单当前为 {status}，不能执行 {step}（允许的状态：{allowed}）',
  },
  'smt.slot_not_locked': { 'en-US': '{slot} is not locked', 'zh-CN': '站位 {slot} 未锁定' },
  'smt.smt_order_closed': { 'en-US': 'SMT order {fbillno} is {status}', 'zh-CN': 'SMT 工单 {fbillno} 状态为 {status}' },
  'smt.reel_material_required': {
    'en-US': "give the reel's material code (fnumber, from its label) or icitem_id, or scan a known reel",
    'zh-CN': '请给出料盘的物料编码（fnumber，取自其标签）或 icitem_id，或扫描已登记的料盘',
  },
  'smt.unlock_reason_required': { 'en-US': 'must say why the slot is unlocked', 'zh-CN': '须说明解锁站位的原因' },
  // feeding/feeding-query.service.ts
  'smt.sn_not_on_line': {
    'en-US': '{sn} has no station report on the line of SMT order {id}',
    'zh-CN': '序列号 {sn} 在 SMT 工单 {id} 的产线上没有过站记录',
  },
  // resources/smt-fields.ts, resources/smt-feeding.resource.ts, resources/smt-order.resource.ts
  'smt.feeding_prepared_fixed': {
    'en-US': 'cannot change: the feeding is prepared: its slots were copied from that order and feeder list',
    'zh-CN': '不能修改：上料单已准备，其站位已从该 SMT 工单和料站表复制',
  },
  'smt.order_left_ready_fixed': {
    'en-US': 'cannot change: the SMT order has left ready (it is {status})',
    'zh-CN': '不能修改：SMT 工单已不在就绪状态（当前为 {status}）',
  },
  'smt.order_no_feeder_list': {
    'en-US': 'SMT order {fbillno} has no feeder list: give one',
    'zh-CN': 'SMT 工单 {fbillno} 没有料站表：请指定一个',
  },
  // resources/smt-barcode.resource.ts
  'smt.pattern_not_regex': {
    'en-US': 'is not a regular expression: {reason}',
    'zh-CN': '不是有效的正则表达式：{reason}',
  },
  // smt-settings.ts
  'smt.settings_unknown_field': { 'en-US': 'unknown field (give values)', 'zh-CN': '未知字段（请给出 values）' },
  'smt.settings_values_object': {
    'en-US': 'must be an object of setting: value',
    'zh-CN': '必须是“设置项: 值”形式的对象',
  },
  'smt.unknown_setting': { 'en-US': 'unknown setting ({values})', 'zh-CN': '未知设置项（{values}）' },
  'smt.whole_number_range': {
    'en-US': 'must be a whole number from {min} to {max}',
    'zh-CN': '必须是 {min} 到 {max} 的整数',
  },
  // references with their own err (1211 work order, 1205 line)
  'smt.no_work_order': { 'en-US': 'no work order {id}', 'zh-CN': '工单 {id} 不存在' },
  'smt.no_product_line': { 'en-US': 'no product line {id}', 'zh-CN': '产线 {id} 不存在' },
} as const satisfies RefusalCatalogue;
