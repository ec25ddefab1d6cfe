import { defineEnum, type EnumCode } from './define-enum';

// SMT feeding status (000 §4, 001 §4). Tens group one step: x0 the step, x1 in progress, x2 done, x3/x4 its check.

export const SmtFeedingStatus = defineEnum({
  INITIALING: { code: 0, 'zh-CN': '初始化中', 'en-US': 'Initialing' },
  INITIALED: { code: 1, 'zh-CN': '已初始化', 'en-US': 'Initialed' },
  STARTING: { code: 2, 'zh-CN': '启动中', 'en-US': 'Starting' },
  WORKING: { code: 3, 'zh-CN': '生产中', 'en-US': 'Working' },
  SCAN: { code: 10, 'zh-CN': '扫描上料', 'en-US': 'Scan' },
  SCANNING: { code: 11, 'zh-CN': '扫描中', 'en-US': 'Scanning' },
  SCANNED: { code: 12, 'zh-CN': '已扫描', 'en-US': 'Scanned' },
  SCAN_CHECKING: { code: 13, 'zh-CN': '上料核对中', 'en-US': 'Scan checking' },
  SCAN_CHECKED: { code: 14, 'zh-CN': '上料已核对', 'en-US': 'Scan checked' },
  SPLICE: { code: 20, 'zh-CN': '接料', 'en-US': 'Splice' },
  SPLICING: { code: 21, 'zh-CN': '接料中', 'en-US': 'Splicing' },
  SPLICED: { code: 22, 'zh-CN': '已接料', 'en-US': 'Spliced' },
  SPLICE_CHECKING: { code: 23, 'zh-CN': '接料核对中', 'en-US': 'Splice checking' },
  SPLICE_CHECKED: { code: 24, 'zh-CN': '接料已核对', 'en-US': 'Splice checked' },
  UNLOAD: { code: 30, 'zh-CN': '卸料', 'en-US': 'Unload' },
  UNLOADING: { code: 31, 'zh-CN': '卸料中', 'en-US': 'Unloading' },
  UNLOADED: { code: 32, 'zh-CN': '已卸料', 'en-US': 'Unloaded' },
  CHANGE_CHECKING: { code: 33, 'zh-CN': '换料核对中', 'en-US': 'Change checking' },
  CHANGE_CHECKED: { code: 34, 'zh-CN': '换料已核对', 'en-US': 'Change checked' },
  RETURN: { code: 40, 'zh-CN': '退料', 'en-US': 'Return' },
  RETURNING: { code: 41, 'zh-CN': '退料中', 'en-US': 'Returning' },
  RETURNED: { code: 42, 'zh-CN': '已退料', 'en-US': 'Returned' },
  RETURN_CHECKING: { code: 43, 'zh-CN': '退料核对中', 'en-US': 'Return checking' },
  RETURN_CHECKED: { code: 44, 'zh-CN': '退料已核对', 'en-US': 'Return checked' },
  PART_CHECK: { code: 50, 'zh-CN': '抽检', 'en-US': 'Part check' },
  PART_CHECKING: { code: 51, 'zh-CN': '抽检中', 'en-US': 'Part checking' },
  PART_CHECKED: { code: 52, 'zh-CN': '已抽检', 'en-US': 'Part checked' },
  FULL_CHECK: { code: 60, 'zh-CN': '全检', 'en-US': 'Full check' },
  FULL_CHECKING: { code: 61, 'zh-CN': '全检中', 'en-US': 'Full checking' },
  FULL_CHECKED: { code: 62, 'zh-CN': '已全检', 'en-US': 'Full checked' },
  IDLE: { code: 127, 'zh-CN': '空闲', 'en-US': 'Idle' },
  ERROR: { code: 128, 'zh-CN': '异常', 'en-US': 'Error' },
});
export type SmtFeedingStatusCode = EnumCode<typeof SmtFeedingStatus>;
