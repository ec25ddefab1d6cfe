import type { Locale } from '../locale';
import { defineEnum, type EnumCode } from './define-enum';

// Production-side status codes (000 §4, 001 §4). Allowed transitions are not given by the spec.

export const WorkOrderStatus = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  READY: { code: 1, 'zh-CN': '就绪', 'en-US': 'Ready' },
  WORKING: { code: 2, 'zh-CN': '生产中', 'en-US': 'Working' },
  PAUSE: { code: 3, 'zh-CN': '暂停', 'en-US': 'Paused' },
  CANCEL: { code: 4, 'zh-CN': '取消', 'en-US': 'Cancelled' },
  FINISH: { code: 5, 'zh-CN': '完工', 'en-US': 'Finished' },
});
export type WorkOrderStatusCode = EnumCode<typeof WorkOrderStatus>;

export const StationReportResult = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  PASS: { code: 1, 'zh-CN': '通过', 'en-US': 'Pass' },
  FAIL: { code: 2, 'zh-CN': '不良', 'en-US': 'Fail' },
  WAITING_TEST: { code: 3, 'zh-CN': '待测试', 'en-US': 'Waiting for test' },
  REWORK: { code: 4, 'zh-CN': '返工', 'en-US': 'Rework' },
  UNBIND: { code: 5, 'zh-CN': '解绑', 'en-US': 'Unbound' },
  BAD_ENTER: { code: 6, 'zh-CN': '不良录入', 'en-US': 'Defect entered' },
});
export type StationReportResultCode = EnumCode<typeof StationReportResult>;

// Production plan (icpp).
export const IcppStatus = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  READY: { code: 1, 'zh-CN': '就绪', 'en-US': 'Ready' },
  RUNNING: { code: 2, 'zh-CN': '执行中', 'en-US': 'Running' },
  STOP: { code: 3, 'zh-CN': '停止', 'en-US': 'Stopped' },
  CANCEL: { code: 4, 'zh-CN': '取消', 'en-US': 'Cancelled' },
  END: { code: 5, 'zh-CN': '结案', 'en-US': 'Ended' },
});
export type IcppStatusCode = EnumCode<typeof IcppStatus>;

export const IcppFreezeFlag = defineEnum({
  NOT_FROZEN: { code: 0, 'zh-CN': '未冻结', 'en-US': 'Not frozen' },
  FROZEN: { code: 1, 'zh-CN': '已冻结', 'en-US': 'Frozen' },
});
export type IcppFreezeFlagCode = EnumCode<typeof IcppFreezeFlag>;

export const SchedulingOperation = defineEnum({
  START: { code: 1, 'zh-CN': '开始', 'en-US': 'Start' },
  STOP: { code: 2, 'zh-CN': '停止', 'en-US': 'Stop' },
  FINISH: { code: 3, 'zh-CN': '完成', 'en-US': 'Finish' },
  CANCEL: { code: 4, 'zh-CN': '取消', 'en-US': 'Cancel' },
});
export type SchedulingOperationCode = EnumCode<typeof SchedulingOperation>;

export const SchedulingChangeType = defineEnum({
  ADD: { code: 1, 'zh-CN': '新增', 'en-US': 'Add' },
  DEL: { code: 2, 'zh-CN': '删除', 'en-US': 'Delete' },
  REPLACE: { code: 3, 'zh-CN': '替换', 'en-US': 'Replace' },
});
export type SchedulingChangeTypeCode = EnumCode<typeof SchedulingChangeType>;

export const OrderReportingEntryResult = defineEnum({
  UNKNOWN: { code: 0, 'zh-CN': '未知', 'en-US': 'Unknown' },
  SUCCESS: { code: 1, 'zh-CN': '成功', 'en-US': 'Success' },
  FAIL: { code: 2, 'zh-CN': '失败', 'en-US': 'Failed' },
});
export type OrderReportingEntryResultCode = EnumCode<typeof OrderReportingEntryResult>;

// String codes: the wire value is the lower-case word itself.
export const StationInstructionType = defineEnum({
  URL: { code: 'url', 'zh-CN': '链接', 'en-US': 'URL' },
  IMAGE: { code: 'image', 'zh-CN': '图片', 'en-US': 'Image' },
  TEXT: { code: 'text', 'zh-CN': '文本', 'en-US': 'Text' },
  FILE: { code: 'file', 'zh-CN': '文件', 'en-US': 'File' },
});
export type StationInstructionTypeCode = EnumCode<typeof StationInstructionType>;

export const ReportSourceType = defineEnum({
  WORDER: { code: 'worder', 'zh-CN': '工单', 'en-US': 'Work order' },
  SMT_ORDER: { code: 'smt_order', 'zh-CN': 'SMT工单', 'en-US': 'SMT order' },
});
export type ReportSourceTypeCode = EnumCode<typeof ReportSourceType>;

/**
 * The station functions the hub knows (station_function.fnumber: the report calls check them, contracts'
 * STATION_REPORT_CALLS), with their words. A factory's own functions are data: their record's name stands for them.
 */
export const StationFunction = defineEnum({
  SMT_MOUNT: { code: 'SMT_MOUNT', 'zh-CN': '贴片', 'en-US': 'SMT mounting' },
  CHECK_X: { code: 'CHECK_X', 'zh-CN': 'X 光检查', 'en-US': 'X-ray check' },
  DOWNLOAD: { code: 'DOWNLOAD', 'zh-CN': '程序下载', 'en-US': 'Program download' },
  GENERAL_TEST: { code: 'GENERAL_TEST', 'zh-CN': '通用测试', 'en-US': 'General test' },
  MMI_TEST: { code: 'MMI_TEST', 'zh-CN': 'MMI 测试', 'en-US': 'MMI test' },
  CHECK_OUTWARD: { code: 'CHECK_OUTWARD', 'zh-CN': '外观检查', 'en-US': 'Visual inspection' },
  PACKING: { code: 'PACKING', 'zh-CN': '包装', 'en-US': 'Packing' },
});

/** A station function in `locale`: the hub's word for a known code, else the record's name, else the code. */
export function stationFunctionLabel(code: string | null | undefined, locale: Locale, fname?: string | null): string {
  if (!code) return fname ?? '';
  return StationFunction.isValid(code) ? StationFunction.label(code, locale) : fname || code;
}
