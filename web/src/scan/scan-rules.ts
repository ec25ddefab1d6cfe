import {
  ErrorCode,
  MTL_EXACT,
  MTL_STD,
  PARSER_FQTY,
  PARSER_ICITEM_FMAPNUMBER,
  PARSER_ICITEM_FNUMBER,
  PARSER_RESULT_KEYS,
  PARSER_UID,
  errorMessage,
  extractSerialNumber,
  scanMessage,
  scanParserFilter,
  type Locale,
  type ParserResult,
  type ScanMessageKey,
  type Translated,
} from '@mes/contracts';
import type {
  EnvelopeFailure,
  Bundle,
  Material,
  ScanApi,
  ScanContext,
  ScanError,
  ScanOutcome,
  ScanParser,
} from './scan.types';

// The scan rules of 000 §5, free of React and of the transport.

/** Not in the spec's list: a standard scan cannot be evaluated before a parser is chosen. */
export const PARSER_REQUIRED: Translated = { 'zh-CN': '请先选择解析器', 'en-US': 'please select a parser first' };

// ---- input ----

/** The text to scan, or null when the input is empty (an empty scan is ignored). */
export function scanText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}

/** After a scan the input is cleared and the scanned text stays as the placeholder. */
export function inputAfterScan(text: string): { value: string; placeholder: string } {
  return { value: '', placeholder: text };
}

// ---- parsers ----

/** The candidates: the organization's parsers plus, in general mode, the general ones (organization 0). */
export function parserCandidates(
  parsers: readonly ScanParser[],
  organizationId: number | null | undefined,
  general: boolean,
): ScanParser[] {
  if (organizationId === null || organizationId === undefined) {
    return general ? parsers.filter((p) => p.organization_id === 0) : parsers.slice();
  }
  return parsers.filter((p) => p.organization_id === organizationId || (general && p.organization_id === 0));
}

/** Keeps a chosen parser that is still a candidate, else picks the only candidate, else none. */
export function selectParser(current: number | null, candidates: readonly ScanParser[]): number | null {
  if (current !== null && candidates.some((p) => p.id === current)) return current;
  return candidates.length === 1 ? candidates[0].id : null;
}

/**
 * A loadParsers prop from a scancode_parser list call: the filter is contracts' scanParserFilter (organization 0
 * only in general mode); the organization's own parsers are picked client-side by parserCandidates.
 */
export function parserLoader(
  listParsers: (filter: string) => Promise<{ list: ScanParser[] }>,
): (type: string, organizationId: number, general: boolean) => Promise<ScanParser[]> {
  return async (type, _organizationId, general) => (await listParsers(scanParserFilter(type, { general }))).list;
}

export function needsParser(type: string): boolean {
  return type !== MTL_EXACT;
}

// ---- errors ----

export class ScanRuleError extends Error {
  constructor(
    readonly err: number,
    message: string,
  ) {
    super(message);
    this.name = 'ScanRuleError';
  }
}

const fail = (key: ScanMessageKey, locale: Locale, params?: Record<string, string | number>) =>
  new ScanRuleError(ErrorCode.API_ERROR, scanMessage(key, locale, params));

export function isEnvelopeFailure(e: unknown): e is EnvelopeFailure {
  return typeof e === 'object' && e !== null && typeof (e as { err?: unknown }).err === 'number';
}

/** A thrown value as a scan error: rule errors as they are, server codes translated, the rest -1. */
export function toScanError(e: unknown, text: string, locale: Locale): ScanError {
  if (e instanceof ScanRuleError) return { ok: false, text, err: e.err, msg: e.message };
  if (isEnvelopeFailure(e))
    return { ok: false, text, err: e.err, msg: errorMessage(e.err, locale, e.msg ?? undefined) };
  return { ok: false, text, err: ErrorCode.API_ERROR, msg: errorMessage(ErrorCode.API_ERROR, locale) };
}

// ---- checks ----

const present = (v: string | undefined): v is string => v !== undefined && v !== null && String(v).trim() !== '';

/** True when the parser found none of the known keys. */
export function isEmptyResult(parsed: ParserResult | null | undefined): boolean {
  return !parsed || !PARSER_RESULT_KEYS.some((k) => present(parsed[k]));
}

/** The scanned quantity, or null when none was scanned; NaN when it is not a number. */
export function scannedQty(parsed: ParserResult): number | null {
  const raw = parsed[PARSER_FQTY];
  return present(raw) ? Number(String(raw).trim()) : null;
}

const hasCustomer = (organizationId: number | null | undefined): organizationId is number =>
  typeof organizationId === 'number' && organizationId > 0;

/** A bundle lookup; 904 (or no answer) reads 'no such batch [code]'. */
export async function lookupBundle(api: ScanApi, code: string, locale: Locale): Promise<Bundle> {
  let bundle: Bundle | null;
  try {
    bundle = await api.getBundle(code);
  } catch (e) {
    if (isEnvelopeFailure(e) && e.err === ErrorCode.BATCH_NOT_FOUND) {
      throw new ScanRuleError(ErrorCode.BATCH_NOT_FOUND, scanMessage('NO_SUCH_BATCH', locale, { code }));
    }
    throw e;
  }
  if (!bundle) throw new ScanRuleError(ErrorCode.BATCH_NOT_FOUND, scanMessage('NO_SUCH_BATCH', locale, { code }));
  return bundle;
}

/** The scan checked against a bundle: material code, mapped code, unique code, then quantity. */
export async function checkAgainstBundle(
  api: ScanApi,
  parsed: ParserResult,
  bundle: Bundle,
  ctx: ScanContext,
  locale: Locale,
): Promise<void> {
  if (!bundle.icitem_id) throw fail('MATERIAL_ID_MISSING', locale);
  const fnumber = parsed[PARSER_ICITEM_FNUMBER];
  const fmapnumber = parsed[PARSER_ICITEM_FMAPNUMBER];
  const uid = parsed[PARSER_UID];
  if (present(fnumber)) {
    if (fnumber !== bundle.icitem?.fnumber) throw fail('MATERIAL_CODE_MISMATCH', locale);
  } else if (present(fmapnumber)) {
    if (!hasCustomer(ctx.organizationId)) throw fail('CUSTOMER_REQUIRED', locale);
    const mapping = await api.getMapping(fmapnumber, ctx.organizationId);
    if (mapping?.icitem?.id !== bundle.icitem_id) throw fail('MATERIAL_CODE_MISMATCH', locale);
  } else if (present(uid) && uid !== bundle.fnumber) {
    throw fail('UNIQUE_CODE_MISMATCH', locale);
  }
  const qty = scannedQty(parsed);
  if (ctx.validateQuantity && qty !== null && qty !== Number(bundle.fqty)) throw fail('QUANTITY_INCONSISTENT', locale);
}

/** The material a scan names without a bundle: by material code, else by mapped code. */
export async function resolveMaterial(
  api: ScanApi,
  parsed: ParserResult,
  ctx: ScanContext,
  locale: Locale,
): Promise<Material | null> {
  const fnumber = parsed[PARSER_ICITEM_FNUMBER];
  const fmapnumber = parsed[PARSER_ICITEM_FMAPNUMBER];
  if (present(fnumber)) {
    const material = await api.getMaterial(fnumber);
    if (!material) throw fail('MATERIAL_ID_MISSING', locale);
    return material;
  }
  if (present(fmapnumber)) {
    if (!hasCustomer(ctx.organizationId)) throw fail('CUSTOMER_REQUIRED', locale);
    const mapping = await api.getMapping(fmapnumber, ctx.organizationId);
    if (!mapping?.icitem) throw fail('MATERIAL_ID_MISSING', locale);
    return mapping.icitem;
  }
  return null;
}

/** The parser's result: the exact type takes the text as the material code, the others evaluate the parser. */
export async function parseScan(api: ScanApi, text: string, ctx: ScanContext, locale: Locale): Promise<ParserResult> {
  if (!needsParser(ctx.type)) return { [PARSER_ICITEM_FNUMBER]: text };
  if (ctx.parserId === null) throw new ScanRuleError(ErrorCode.API_ERROR, PARSER_REQUIRED[locale]);
  const parsed = await api.evalParser(ctx.parserId, ctx.type, text);
  if (!parsed || isEmptyResult(parsed)) throw fail('EMPTY_RESULTS', locale);
  return parsed;
}

/** One scan from text to outcome; never rejects. */
export async function runScan(api: ScanApi, text: string, ctx: ScanContext, locale: Locale): Promise<ScanOutcome> {
  try {
    const parsed = await parseScan(api, text, ctx, locale);
    const needsMapping = !present(parsed[PARSER_ICITEM_FNUMBER]) && present(parsed[PARSER_ICITEM_FMAPNUMBER]);
    if (needsMapping && !hasCustomer(ctx.organizationId)) throw fail('CUSTOMER_REQUIRED', locale);

    const uid = ctx.type === MTL_STD ? parsed[PARSER_UID] : undefined;
    const bundleCode = ctx.bundleCode?.trim() || (present(uid) ? uid.trim() : null);
    let bundle: Bundle | null = null;
    let material: Material | null;
    if (bundleCode) {
      bundle = await lookupBundle(api, bundleCode, locale);
      await checkAgainstBundle(api, parsed, bundle, ctx, locale);
      material = bundle.icitem;
    } else {
      material = await resolveMaterial(api, parsed, ctx, locale);
    }
    const qty = scannedQty(parsed);
    return {
      ok: true,
      text,
      sn: extractSerialNumber(text),
      type: ctx.type,
      parserId: needsParser(ctx.type) ? ctx.parserId : null,
      parsed,
      material,
      bundle,
      qty: qty !== null && Number.isFinite(qty) ? qty : bundle ? Number(bundle.fqty) : null,
    };
  } catch (e) {
    return toScanError(e, text, locale);
  }
}

/** The banner text of a failed scan. */
export function formatScanError(error: Pick<ScanError, 'err' | 'msg'>): string {
  return `${error.err}: ${error.msg}`;
}
