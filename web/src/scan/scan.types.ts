import type { ParserResult } from '@mes/contracts';

// Shapes of the scan form (000 §3). The lookups are injected (ScanApi), so the rules run without a server.

/** An auxiliary message of type SCAN_TYPE, e.g. { fnumber: 'MTL_STD', fname: '标准物料' }. */
export type ScanTypeOption = { fnumber: string; fname?: string | null };

export type ScanParser = {
  id: number;
  fname: string;
  fbillno?: string | null;
  organization_id: number;
  organization?: { fname?: string | null } | null;
  ftype?: { fnumber: string } | null;
};

export type Material = {
  id: number;
  fnumber: string;
  fname?: string | null;
  fdesc?: string | null;
  fspec?: string | null;
};

export type MaterialMapping = { fmapnumber: string; organization_id: number; icitem: Material | null };

/** A bundle (batch). */
export type Bundle = {
  fnumber: string;
  fqty: number | string;
  icitem: Material | null;
  icitem_id: number | null;
  organization_id: number;
};

/**
 * The lookups of a scan. A failed call rejects with the envelope's { err, msg } (an ApiError of @mes/client); anything else
 * thrown counts as the generic error -1.
 */
export type ScanApi = {
  /** scancode_parser/eval: { parser_id, ftype, data }. */
  evalParser: (parserId: number, type: string, data: string) => Promise<ParserResult | null>;
  /** Material by fnumber. */
  getMaterial: (fnumber: string) => Promise<Material | null>;
  /** Mapping by fmapnumber and organization_id, filter 'has:icitem'. */
  getMapping: (fmapnumber: string, organizationId: number) => Promise<MaterialMapping | null>;
  /** Bundle by fnumber, filter 'has:icitem'; err 904 when there is no such batch. */
  getBundle: (fnumber: string) => Promise<Bundle | null>;
};

/** What the scan rules read of a failed call: an ApiError, or anything shaped like its envelope. */
export type EnvelopeFailure = { err: number; msg?: string | null };

/** What a scan is checked against. */
export type ScanContext = {
  type: string;
  parserId: number | null;
  /** The customer; 0 or none means no customer. */
  organizationId?: number | null;
  /** The batch the scan must match; without it a scanned unique code makes the scan a bundle scan. */
  bundleCode?: string | null;
  /** Check the scanned quantity against the bundle quantity. */
  validateQuantity?: boolean;
};

export type ScanResult = {
  ok: true;
  /** The scanned text (trimmed). */
  text: string;
  /** Serial number of the text (contracts' extractSerialNumber). */
  sn: string;
  type: string;
  parserId: number | null;
  parsed: ParserResult;
  material: Material | null;
  bundle: Bundle | null;
  /** The scanned quantity, else the bundle's. */
  qty: number | null;
};

/** A failed scan: local checks use err -1; the banner reads '{err}: {msg}'. */
export type ScanError = { ok: false; text: string; err: number; msg: string };

export type ScanOutcome = ScanResult | ScanError;
