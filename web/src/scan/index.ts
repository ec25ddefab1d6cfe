// The scan form and its rules (000 §2, §5). Importing it registers the 'scan' translations.
import './i18n';

export { SCAN_NS } from './i18n';
export type {
  EnvelopeFailure,
  Bundle,
  Material,
  MaterialMapping,
  ScanApi,
  ScanContext,
  ScanError,
  ScanOutcome,
  ScanParser,
  ScanResult,
  ScanTypeOption,
} from './scan.types';
export {
  PARSER_REQUIRED,
  ScanRuleError,
  checkAgainstBundle,
  formatScanError,
  inputAfterScan,
  isEnvelopeFailure,
  isEmptyResult,
  lookupBundle,
  needsParser,
  parseScan,
  parserCandidates,
  parserLoader,
  resolveMaterial,
  runScan,
  scanText,
  scannedQty,
  selectParser,
  toScanError,
} from './scan-rules';
export { ScanInput, type ScanInputProps } from './ScanInput';
export { useScanOptions, type ScanOptionsInput } from './useScanOptions';
export { ScanForm, type ScanFormProps } from './ScanForm';
export { GeneralScanForm, type GeneralScanFormProps } from './GeneralScanForm';
