import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the scan form (namespace 'scan'). The scan error texts themselves come from contracts' SCAN_MESSAGES.
export const SCAN_NS = 'scan';

registerBundles(SCAN_NS, {
  'zh-CN': {
    type: '扫描类型',
    parser: '解析器',
    parserPlaceholder: '请选择解析器',
    general: '通用',
    input: '条码',
    inputPlaceholder: '扫描或输入条码后回车',
    scan: '扫描',
  },
  'en-US': {
    type: 'Scan type',
    parser: 'Parser',
    parserPlaceholder: 'Choose a parser',
    general: 'General',
    input: 'Code',
    inputPlaceholder: 'Scan or type a code, then Enter',
    scan: 'Scan',
  },
});
