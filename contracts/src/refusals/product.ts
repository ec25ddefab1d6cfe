import type { RefusalCatalogue } from './catalogue';

// The refusals of product management (server/src/modules/product-mgt): labels, packaging, orders, serial numbers,
// bindings, rework, workflows: code -> its text in each language. Numbering: product-numbering.ts.
export const PRODUCT_REFUSALS = {
  // labels/label-design.resource.ts
  'product.label_size_required': { 'en-US': 'the label needs a width and a height', 'zh-CN': '标签需要宽度和高度' },
  // labels/label-render.service.ts
  'product.label_id_or_design': {
    'en-US': 'give either id or an unsaved design, not both',
    'zh-CN': 'id 与未保存的设计只能给其一，不能同时给出',
  },
  'product.label_design_missing': {
    'en-US': 'give the id of a label design, or width_mm, height_mm and design',
    'zh-CN': '请给出标签设计的 id，或 width_mm、height_mm 和 design',
  },
  'product.label_sn_length': {
    'en-US': 'must be a serial number of 1 to 64 characters',
    'zh-CN': '必须是 1 到 64 个字符的序列号',
  },
  'product.label_value_missing': {
    'en-US': 'the label prints ${{name}}: give it in values, or a worder_id or sn that has it',
    'zh-CN': '标签要打印 ${{name}}：请在 values 中给出，或给出含该值的 worder_id 或 sn',
  },
  'product.label_dimension': {
    'en-US': 'must be a number from 5 to 300 (mm)',
    'zh-CN': '必须是 5 到 300 之间的数 (mm)',
  },
  'product.label_copies': { 'en-US': 'must be a whole number from 1 to 100', 'zh-CN': '必须是 1 到 100 之间的整数' },
  'product.label_barcode_index': {
    'en-US': 'must be the index of a barcode element (0 to {max})',
    'zh-CN': '必须是条码元素的序号 (0 到 {max})',
  },
  'product.label_not_barcode': {
    'en-US': 'element {index} is a {type}, not a barcode',
    'zh-CN': '元素 {index} 是 {type}，不是条码',
  },
  // labels/label-design.check.ts
  'product.label_design_object': {
    'en-US': 'must be an object { elements: [...] }',
    'zh-CN': '必须是对象 { elements: [...] }',
  },
  'product.label_elements_array': {
    'en-US': 'must be an array of at most {max} elements',
    'zh-CN': '必须是最多 {max} 个元素的数组',
  },
  'product.label_not_element_field': { 'en-US': 'not a field of a {type}', 'zh-CN': '不是 {type} 元素的字段' },
  'product.label_unknown_variable': { 'en-US': "unknown variable '{name}'", 'zh-CN': "未知变量 '{name}'" },
  'product.label_unknown_template_variable': {
    'en-US': 'unknown variable ${{name}}',
    'zh-CN': '未知变量 ${{name}}',
  },
  'product.label_number_mm': { 'en-US': 'must be a number (mm)', 'zh-CN': '必须是数字 (mm)' },
  'product.label_range_mm': { 'en-US': 'must be from {min} to {max} (mm)', 'zh-CN': '必须在 {min} 到 {max} 之间 (mm)' },
  'product.label_control_characters': {
    'en-US': 'must not hold control characters',
    'zh-CN': '不能含控制字符',
  },
  // labels/label-layout.ts
  'product.label_barcode_empty': {
    'en-US': 'resolves to an empty text: nothing to encode',
    'zh-CN': '解析结果为空文本：没有可编码的内容',
  },
  'product.label_barcode_not_ascii': {
    'en-US': "'{data}' is not printable ASCII (Code 128)",
    'zh-CN': "'{data}' 不是可打印的 ASCII 字符 (Code 128)",
  },
  'product.label_barcode_not_encodable': {
    'en-US': 'cannot be encoded as {symbology}: {reason}',
    'zh-CN': '无法编码为 {symbology}：{reason}',
  },
  // labels/label-values.service.ts
  'product.label_sn_other_order': {
    'en-US': '{sn} belongs to another work order than {worder_id}',
    'zh-CN': '{sn} 属于其他工单，不属于 {worder_id}',
  },
  'product.label_values_object': {
    'en-US': 'must be an object of variable: value',
    'zh-CN': '必须是“变量: 值”形式的对象',
  },
  'product.label_not_variable': {
    'en-US': 'not a label variable (label_design/variables lists them)',
    'zh-CN': '不是标签变量 (可用变量见 label_design/variables)',
  },
  'product.label_value_invalid': {
    'en-US': 'must be a number or a text of at most 500 characters without control characters',
    'zh-CN': '必须是数字，或不超过 500 个字符且不含控制字符的文本',
  },
  // packaging/packaging.service.ts
  'product.packaging_no_level': {
    'en-US': 'packaging plan {plan} has no {level} level',
    'zh-CN': '包装方案 {plan} 没有 {level} 层级',
  },
  'product.packaging_level_no_label': {
    'en-US': 'the {level} level of packaging plan {plan} has no label design',
    'zh-CN': '包装方案 {plan} 的 {level} 层级没有标签设计',
  },
  // packaging/glue.resource.ts
  'product.packaging_weight_below_min': {
    'en-US': 'must be at least the minimum weight {min} g, not {max}',
    'zh-CN': '不能小于最小重量 {min} g，当前为 {max}',
  },
  'product.packaging_weight_above_max': {
    'en-US': 'must be at most the maximum weight {max} g, not {min}',
    'zh-CN': '不能大于最大重量 {max} g，当前为 {min}',
  },
  // packaging/plan-adjust.ts
  'product.packaging_weight_range': {
    'en-US': 'must be a number from 0 to 100000',
    'zh-CN': '必须是 0 到 100000 之间的数',
  },
  // packaging/packaging.service.ts
  'product.packaging_no_plan': {
    'en-US': 'no packaging plan for work order {order}',
    'zh-CN': '工单 {order} 没有包装方案',
  },
  // labels/label-values.service.ts
  'product.label_sn_no_order': { 'en-US': '{sn} belongs to no work order', 'zh-CN': '{sn} 不属于任何工单' },
  // work orders, workflows and stations missing (glue, labels, numbering, packaging, worder-*.service.ts, …)
  'product.no_work_order': { 'en-US': 'no work order {order}', 'zh-CN': '工单 {order} 不存在' },
  'product.no_workflow': { 'en-US': 'no workflow {id}', 'zh-CN': '工艺流程 {id} 不存在' },
  'product.no_station': { 'en-US': 'no station {id}', 'zh-CN': '工站 {id} 不存在' },
  // rework.service.ts
  'product.rework_sn_not_in_order': {
    'en-US': '{sn} is not in work order {order}',
    'zh-CN': '{sn} 不在工单 {order} 中',
  },
  'product.rework_sns_not_in_order': {
    'en-US': '{sn} is not in work order {order} (and {more} more)',
    'zh-CN': '{sn} 不在工单 {order} 中 (另有 {more} 个)',
  },
  'product.rework_sn_busy': {
    'en-US': '{sn} is in rework order {order} ({status}): remove it there first',
    'zh-CN': '{sn} 在返工单 {order} ({status}) 中：请先从该返工单移除',
  },
  'product.rework_sn_reported': {
    'en-US': '{sn} has station reports in rework order {order}: it stays (finish or cancel the rework order instead)',
    'zh-CN': '{sn} 在返工单 {order} 中已有工站报工记录：不能移除 (请改为完成或取消该返工单)',
  },
  'product.rework_order_closed': {
    'en-US': 'rework order {order} is {status}: no SNs enter it',
    'zh-CN': '返工单 {order} 状态为 {status}：不能再加入序列号',
  },
  'product.rework_workflow_empty': {
    'en-US': 'the rework workflow of {order} has no stations: set them first',
    'zh-CN': '{order} 的返工流程没有工站：请先设置工站',
  },
  // order-actions.service.ts
  'product.order_workflow_empty': {
    'en-US': 'workflow {workflow} has no stations: set them before starting',
    'zh-CN': '工艺流程 {workflow} 没有工站：请先设置工站再开工',
  },
  // definitions/test-item-check.resource.ts
  'product.test_item_text_limits': {
    'en-US': 'a text item has no lower or upper limit: give one or the other',
    'zh-CN': '文本测试项没有上下限：期望值与上下限只能给其一',
  },
  // definitions/binding-policy.resource.ts
  'product.binding_pattern_invalid': {
    'en-US': 'is not a valid regular expression ({detail})',
    'zh-CN': '不是有效的正则表达式 ({detail})',
  },
  // definitions/material-lotno.resource.ts
  'product.lot_expiry_not_after_production': {
    'en-US': 'must be after production_date',
    'zh-CN': '必须晚于生产日期 (production_date)',
  },
  // definitions/order-reporting.service.ts, definitions.calls.ts
  'product.reporting_entry_accepted': {
    'en-US': 'entry {eid} was accepted by the ERP: it cannot change any more',
    'zh-CN': '报工明细 {eid} 已被 ERP 接收：不能再修改',
  },
  'product.reporting_has_accepted': {
    'en-US': 'order_reporting {id} has entry {eid} accepted by the ERP: it cannot be deleted',
    'zh-CN': '工单报工 {id} 的明细 {eid} 已被 ERP 接收：不能删除',
  },
  'product.text_at_most': {
    'en-US': 'must be a text of at most {max} characters',
    'zh-CN': '必须是不超过 {max} 个字符的文本',
  },
  'product.reporting_qty_range': {
    'en-US': 'must be a number above 0 and at most 1000000000',
    'zh-CN': '必须是大于 0 且不超过 1000000000 的数',
  },
  'product.reporting_nothing_to_change': {
    'en-US': 'give qty or fdesc to change',
    'zh-CN': '请给出要修改的 qty 或 fdesc',
  },
  // definitions/binding.service.ts
  'product.binding_no_policy': {
    'en-US': "no binding policy asks for a material of {sn}'s product here",
    'zh-CN': '此处没有物料绑定策略要求为 {sn} 的产品绑定物料',
  },
  'product.binding_no_pattern_match': {
    'en-US': "'{barcode}' matches the pattern of no material to bind ({patterns})",
    'zh-CN': "'{barcode}' 不符合任何待绑定物料的条码规则 ({patterns})",
  },
  'product.binding_full': {
    'en-US': '{sn} already has {qty} of {qty} {material} bound',
    'zh-CN': '{sn} 已绑定 {qty}/{qty} 个 {material}',
  },
  'product.binding_missing': { 'en-US': 'no binding {id}', 'zh-CN': '绑定记录 {id} 不存在' },
  'product.binding_replaced': {
    'en-US': 'binding {id} was already replaced: change its replacement',
    'zh-CN': '绑定记录 {id} 已被替换：请修改替换后的记录',
  },
  'product.binding_same_barcode': { 'en-US': 'is the barcode bound already', 'zh-CN': '与已绑定的条码相同' },
  'product.binding_pattern_mismatch': {
    'en-US': "'{barcode}' does not match the pattern {pattern}",
    'zh-CN': "'{barcode}' 不符合条码规则 {pattern}",
  },
  'product.sn_in_no_order': { 'en-US': '{sn} is in no work order', 'zh-CN': '{sn} 不属于任何工单' },
  'product.binding_barcode_taken': {
    'en-US': "'{barcode}' is already bound to {sn}",
    'zh-CN': "'{barcode}' 已绑定到 {sn}",
  },
  // worder-sn.service.ts, serial-numbers.ts
  'product.sn_order_room': {
    'en-US': 'work order {order} has {have} of {qty} serial numbers: at most {room} more',
    'zh-CN': '工单 {order} 已有 {have}/{qty} 个序列号：最多还能生成 {room} 个',
  },
  'product.sn_prefix_too_long': {
    'en-US': "'{prefix}' is too long: a serial number has at most {max} characters",
    'zh-CN': "'{prefix}' 过长：序列号最多 {max} 个字符",
  },
  'product.sn_counter_used_up': {
    'en-US': "the {digits}-digit counter after '{prefix}' is used up",
    'zh-CN': "'{prefix}' 之后的 {digits} 位流水号已用完",
  },
  'product.sn_off_pattern': {
    'en-US': '{sn} does not match the SN pattern of product {product}: set a fitting sn_prefix on the order',
    'zh-CN': '{sn} 不符合产品 {product} 的序列号格式：请为工单设置合适的 sn_prefix',
  },
  'product.sn_pattern_invalid': {
    'en-US': 'the SN pattern of product {product} is not a valid regular expression: fix the product first',
    'zh-CN': '产品 {product} 的序列号格式不是有效的正则表达式：请先修改产品',
  },
  // calls/workflow.calls.ts, calls/sn.calls.ts, calls/call-kit.ts
  'product.workflow_station_ids': {
    'en-US': 'must be an array of at most {max} station ids, in order',
    'zh-CN': '必须是按顺序排列、最多 {max} 个工站 id 的数组',
  },
  'product.sn_key_needs_policy': {
    'en-US': 'is for builds from an SN policy (sn_policy_id)',
    'zh-CN': '仅用于按序列号策略 (sn_policy_id) 生成',
  },
  'product.strings_array': {
    'en-US': 'must be an array of 1 to {max} strings',
    'zh-CN': '必须是 1 到 {max} 个字符串的数组',
  },
  'product.string_at_most': {
    'en-US': 'must be a non-empty string of at most {max} characters',
    'zh-CN': '必须是不超过 {max} 个字符的非空字符串',
  },
  // workflow-stations.service.ts
  'product.workflow_station_twice': {
    'en-US': 'station {station} is already step {step}; a station appears once in a workflow',
    'zh-CN': '工站 {station} 已是第 {step} 步；一个工站在工艺流程中只能出现一次',
  },
  'product.workflow_checked': {
    'en-US': 'workflow {workflow} is checked: uncheck it before changing its stations',
    'zh-CN': '工艺流程 {workflow} 已审核：请先反审核再修改工站',
  },
  'product.workflow_used_by_order': {
    'en-US': 'workflow {workflow} is used by work order {order}, which is {status}: finish or cancel it first',
    'zh-CN': '工艺流程 {workflow} 正被工单 {order} ({status}) 使用：请先完成或取消该工单',
  },
  'product.workflow_used_by_rework': {
    'en-US': 'workflow {workflow} is used by rework order {order}, which is {status}: finish or cancel it first',
    'zh-CN': '工艺流程 {workflow} 正被返工单 {order} ({status}) 使用：请先完成或取消该返工单',
  },
  // resources/worder.resource.ts, resources/order-fields.ts, resources/reworder.resource.ts
  'product.printable_ascii': {
    'en-US': 'must be printable ASCII without blanks',
    'zh-CN': '必须是不含空格的可打印 ASCII 字符',
  },
  'product.worder_fixed_once_started': {
    'en-US': 'cannot change once the work order has left ready (it is {status})',
    'zh-CN': '工单已不是 ready 状态 (当前为 {status})：不能再修改',
  },
  'product.plan_end_before_start': {
    'en-US': 'is before plan_start_at',
    'zh-CN': '早于计划开始时间 (plan_start_at)',
  },
  'product.reworder_fixed': {
    'en-US': 'cannot change: entered SNs belong to that order and follow that workflow; make a new rework order',
    'zh-CN': '不能修改：已加入的序列号属于该工单并按该流程流转；请新建返工单',
  },
  // worder-export.service.ts
  'product.export_too_many_rows': {
    'en-US': 'more than {max} rows: too large for one spreadsheet',
    'zh-CN': '超过 {max} 行：单个表格容纳不下',
  },
  // sn-list.ts
  'product.sn_list_no_relations': {
    'en-US': 'serial-number lists have no relations',
    'zh-CN': '序列号列表没有关联',
  },
  'product.sn_list_no_flags': {
    'en-US': 'serial numbers are not checked or disabled',
    'zh-CN': '序列号没有审核或禁用状态',
  },
  'product.sn_list_unknown_field': {
    'en-US': 'unknown field of a serial-number list ({fields})',
    'zh-CN': '序列号列表没有此字段 ({fields})',
  },
  'product.sn_list_sort': {
    'en-US': "cannot sort serial numbers by '{field}' (id or sn)",
    'zh-CN': "序列号不能按 '{field}' 排序 (只能按 id 或 sn)",
  },
} as const satisfies RefusalCatalogue;
