import type { Locale, Translated } from './locale';

// Error catalogue (000 §8). The numeric code travels in the envelope's err field and is also the translation key.
export const ErrorCode = {
  OK: 0,
  /** Generic API error; also non-200, malformed response, network error and local scan validation. */
  API_ERROR: -1,
  BAD_REQUEST: 400,
  SERVER_ERROR: 500,
  /** Session expired or invalid: the client goes to login keeping the current location as redirect. */
  INVALID_TOKEN: 900,
  /** Bundle (batch) lookup found nothing. */
  BATCH_NOT_FOUND: 904,
  RATE_LIMITED: 999,
  INVALID_USER: 1000,
  NO_ROLE: 1006,
  NO_PROJECT: 1201,
  NO_PRODUCT: 1202,
  NO_PRODUCT_LINE: 1203,
  NO_STATION: 1205,
  NO_ERROR_CODE: 1206,
  NO_STATION_FUNCTION: 1207,
  NO_WORK_ORDER: 1211,
  NO_WORKFLOW: 1212,
  SN_NOT_IN_ORDER: 1213,
  STATION_NOT_IN_FLOW: 1214,
  STATION_UNREACHABLE: 1215,
  STATION_ALREADY_PASSED: 1216,
  NO_ORGANIZATION: 1304,
  NO_STOCK: 1305,
  BOX_LABEL_MISMATCH: 1401,
  WEIGHING_ERROR: 1502,
  NO_PACKING_PLAN: 1503,
  IS_PACKING: 1504,
  STATION_FUNCTION_CHECK_FAILED: 1505,
  /** A label printer's host or port is outside MES_PRINTER_NETWORKS / MES_PRINTER_PORTS (docs/security.md). */
  PRINTER_TARGET_REFUSED: 1506,
  /** A label printer did not take the connection (refused, timed out, name not found); the detail is in the log. */
  PRINTER_UNREACHABLE: 1507,
  /** A moisture-sensitive reel's floor life ran out (J-STD-033): refused on a feeder slot until baked. */
  FLOOR_LIFE_EXCEEDED: 1601,
  /** A station held by an SPC alarm (docs/spc.md): refused until a supervisor releases it. */
  SPC_HOLD: 1701,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const ERROR_MESSAGES: Readonly<Record<ErrorCodeValue, Translated>> = {
  [ErrorCode.OK]: { 'zh-CN': '成功', 'en-US': 'OK' },
  [ErrorCode.API_ERROR]: { 'zh-CN': '接口错误', 'en-US': 'API error' },
  [ErrorCode.BAD_REQUEST]: { 'zh-CN': '请求参数错误', 'en-US': 'Bad request' },
  [ErrorCode.SERVER_ERROR]: { 'zh-CN': '服务器错误', 'en-US': 'Server error' },
  [ErrorCode.INVALID_TOKEN]: { 'zh-CN': '登录已失效，请重新登录', 'en-US': 'Invalid token, please log in again' },
  [ErrorCode.BATCH_NOT_FOUND]: { 'zh-CN': '批次不存在', 'en-US': 'Batch does not exist' },
  [ErrorCode.RATE_LIMITED]: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'en-US': 'Too many requests, please try again later',
  },
  [ErrorCode.INVALID_USER]: { 'zh-CN': '用户无效', 'en-US': 'Invalid user' },
  [ErrorCode.NO_ROLE]: { 'zh-CN': '无角色', 'en-US': 'No role' },
  [ErrorCode.NO_PROJECT]: { 'zh-CN': '项目不存在', 'en-US': 'No project' },
  [ErrorCode.NO_PRODUCT]: { 'zh-CN': '产品不存在', 'en-US': 'No product' },
  [ErrorCode.NO_PRODUCT_LINE]: { 'zh-CN': '产线不存在', 'en-US': 'No product line' },
  [ErrorCode.NO_STATION]: { 'zh-CN': '工站不存在', 'en-US': 'No station' },
  [ErrorCode.NO_ERROR_CODE]: { 'zh-CN': '不良代码不存在', 'en-US': 'No error code' },
  [ErrorCode.NO_STATION_FUNCTION]: { 'zh-CN': '工站功能不存在', 'en-US': 'No station function' },
  [ErrorCode.NO_WORK_ORDER]: { 'zh-CN': '工单不存在', 'en-US': 'No work order' },
  [ErrorCode.NO_WORKFLOW]: { 'zh-CN': '工艺流程不存在', 'en-US': 'No workflow' },
  [ErrorCode.SN_NOT_IN_ORDER]: { 'zh-CN': '序列号不属于该工单', 'en-US': 'Serial number is not in the order' },
  [ErrorCode.STATION_NOT_IN_FLOW]: { 'zh-CN': '工站不在工艺流程中', 'en-US': 'Station is not in the workflow' },
  [ErrorCode.STATION_UNREACHABLE]: {
    'zh-CN': '工站在流程中但当前无法到达',
    'en-US': 'Station is in the workflow but cannot be reached',
  },
  [ErrorCode.STATION_ALREADY_PASSED]: {
    'zh-CN': '该工站已过站，不能重复',
    'en-US': 'Station already passed, cannot retry',
  },
  [ErrorCode.NO_ORGANIZATION]: { 'zh-CN': '组织不存在', 'en-US': 'No organization' },
  [ErrorCode.NO_STOCK]: { 'zh-CN': '仓库不存在', 'en-US': 'No stock' },
  [ErrorCode.BOX_LABEL_MISMATCH]: { 'zh-CN': '箱标签不匹配', 'en-US': 'Box label does not match' },
  [ErrorCode.WEIGHING_ERROR]: { 'zh-CN': '称重异常', 'en-US': 'Weighing error' },
  [ErrorCode.NO_PACKING_PLAN]: { 'zh-CN': '无包装方案', 'en-US': 'No packing plan' },
  [ErrorCode.IS_PACKING]: { 'zh-CN': '正在包装中', 'en-US': 'Packing in progress' },
  [ErrorCode.STATION_FUNCTION_CHECK_FAILED]: { 'zh-CN': '工站功能校验失败', 'en-US': 'Station function check failed' },
  [ErrorCode.PRINTER_TARGET_REFUSED]: {
    'zh-CN': '打印机地址不在允许的网络或端口内 (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)',
    'en-US': 'Printer outside the allowed networks or ports (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)',
  },
  [ErrorCode.PRINTER_UNREACHABLE]: { 'zh-CN': '打印机无法连接', 'en-US': 'Printer not reachable' },
  [ErrorCode.FLOOR_LIFE_EXCEEDED]: { 'zh-CN': '湿敏元件车间寿命已超期', 'en-US': 'Floor life exceeded' },
  [ErrorCode.SPC_HOLD]: { 'zh-CN': '工站因SPC报警暂停', 'en-US': 'Station on SPC hold' },
};

/** How long the error toast stays up (000 §8). */
export const ERROR_TOAST_MS = 2000;

const UNKNOWN_ERROR: Translated = { 'zh-CN': '未知错误', 'en-US': 'Unknown error' };

export function isKnownErrorCode(code: unknown): code is ErrorCodeValue {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}

/**
 * Translated message for a code. An unknown code shows the server's msg when there is one (000 §8),
 * otherwise a generic "unknown error".
 */
export function errorMessage(code: number, locale: Locale, serverMsg?: string): string {
  if (isKnownErrorCode(code)) return ERROR_MESSAGES[code][locale];
  return serverMsg && serverMsg.trim() !== '' ? serverMsg : UNKNOWN_ERROR[locale];
}

/** Toast / banner text in the form 'code: message'. */
export function formatError(code: number, locale: Locale, serverMsg?: string): string {
  return `${code}: ${errorMessage(code, locale, serverMsg)}`;
}

// Local scan-validation messages (000 §5); they are raised with err -1. English text is the spec's wording.
export const SCAN_MESSAGES = {
  EMPTY_RESULTS: { 'zh-CN': '解析结果为空', 'en-US': 'Empty results' },
  MATERIAL_CODE_MISMATCH: { 'zh-CN': '物料编码与批次不匹配', 'en-US': 'material code does not match the batch' },
  UNIQUE_CODE_MISMATCH: { 'zh-CN': '唯一码与批次不匹配', 'en-US': 'unique code does not match the batch' },
  QUANTITY_INCONSISTENT: { 'zh-CN': '数量不一致', 'en-US': 'quantity inconsistent' },
  CUSTOMER_REQUIRED: { 'zh-CN': '请先设置客户', 'en-US': 'please set the customer first' },
  MATERIAL_ID_MISSING: { 'zh-CN': '物料ID不存在', 'en-US': 'material id does not exist' },
  NO_SUCH_BATCH: { 'zh-CN': '批次[{code}]不存在', 'en-US': 'no such batch [{code}]' },
} as const satisfies Record<string, Translated>;

export type ScanMessageKey = keyof typeof SCAN_MESSAGES;

/** Scan message in a locale with {name} placeholders filled; a missing parameter leaves its placeholder. */
export function scanMessage(
  key: ScanMessageKey,
  locale: Locale,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return SCAN_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
