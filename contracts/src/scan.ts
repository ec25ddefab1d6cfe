import { PARSER_QUERY_PAGE_SIZE } from './constants';

// Scan parsing contracts (000 §3, §5, §7).

// Keys of a scan parser's result.
export const PARSER_UID = 'PARSER_UID';
export const PARSER_ICITEM_FNUMBER = 'PARSER_ICITEM_FNUMBER';
export const PARSER_ICITEM_FMAPNUMBER = 'PARSER_ICITEM_FMAPNUMBER';
export const PARSER_FQTY = 'PARSER_FQTY';

export const PARSER_RESULT_KEYS = [PARSER_UID, PARSER_ICITEM_FNUMBER, PARSER_ICITEM_FMAPNUMBER, PARSER_FQTY] as const;
export type ParserResultKey = (typeof PARSER_RESULT_KEYS)[number];
export type ParserResult = Partial<Record<ParserResultKey, string>>;

/** Auxiliary message type that lists the scan types. */
export const SCAN_TYPE_AUX = 'SCAN_TYPE';

// Known scan types: exact material, and standard material or bundle.
export const MTL_EXACT = 'MTL_EXACT';
export const MTL_STD = 'MTL_STD';
export const SCAN_TYPES = [MTL_EXACT, MTL_STD] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

const SN_PREFIXES = ['SN1=', 'SN='] as const;

/**
 * Serial number from scanned text (000 §5):
 * - starts with 'SN1=' or 'SN=': the text after the prefix up to the first ';';
 * - otherwise, two or more ';': the text before the first ';';
 * - otherwise the whole text.
 */
export function extractSerialNumber(text: string): string {
  for (const prefix of SN_PREFIXES) {
    if (text.startsWith(prefix)) return text.slice(prefix.length).split(';', 1)[0];
  }
  const parts = text.split(';');
  return parts.length >= 3 ? parts[0] : text;
}

/**
 * List filter for the scan parsers of a type (000 §7). The general form also takes the organization-0 parsers.
 */
export function scanParserFilter(type: string, opts: { general?: boolean } = {}): string {
  const tokens = [
    'checked:true',
    'disabled:0',
    'sort:created-desc',
    `ftype.fnumber:"${type}"`,
    'has:organization',
    'pn:1',
    `ps:${PARSER_QUERY_PAGE_SIZE}`,
  ];
  if (opts.general) tokens.push('organization_id:0');
  return tokens.join(' ');
}
