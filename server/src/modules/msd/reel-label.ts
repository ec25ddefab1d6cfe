import { parseMh10Elements } from '../basicdata';
import { EOT, GS, RS } from '../basicdata';
import { MSL_LEVELS, type MslLevel } from './floor-life';

// A supplier's reel label read in one scan (docs/msd.md, "Reel labels"): ECIA EIGP-114 / ANSI MH10.8.2 data
// identifiers in an ISO/IEC 15434 envelope, with the variants suppliers and scanners produce, and LCSC's QR text.
// Pure: the database side (material by MPN, the reel) is receive-label.ts.

export type ReelLabel = {
  format: 'mh10' | 'lcsc';
  /** 1P: the maker's part number (LCSC pm) */
  mpn: string | null;
  /** P: the customer's / distributor's part number (LCSC pc) */
  part: string | null;
  qty: number | null;
  /** 1T (lot code), else T (traceability number) */
  lot: string | null;
  /** 10D / 9D: YYWW */
  date_code: string | null;
  /** the Monday of the date code's week (ISO 8601), UTC */
  production_date: string | null;
  /** from a mutually defined element (nZ) reading `MSL 3` */
  msl: MslLevel | null;
  /** 4L */
  country: string | null;
  /** K (purchase order; Digi-Key puts it in 1K) */
  order: string | null;
  /** 3S / S: the package's own serial (a unique reel id) */
  package_id: string | null;
  /** 1V: the manufacturer */
  manufacturer: string | null;
};

const ENVELOPE = '[)>';
const OLD_MOUSER = `${ENVELOPE}06${GS}`;
// Scanners in keyboard mode send the control characters as text tokens; read them as the characters they stand for.
const TOKENS: [RegExp, string][] = [
  [/\{RS\}|<RS>|\^\^|\u241e/g, RS],
  [/\{GS\}|<GS>|\^\]|\u241d/g, GS],
  [/\{EOT\}|<EOT>|\^D|\u2404/g, EOT],
];
const LCSC = /^\{((?:[^:,{}]+:[^:,{}]*,)*(?:[^:,{}]+:[^:,{}]*))\}$/;
const MSL_TEXT = /^MSL\s*[-:=]?\s*(2A|5A|[1-6])\b/i;

const nonEmpty = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());

function quantity(v: string | undefined): number | null {
  const t = nonEmpty(v)?.replace(/,/g, '');
  if (!t || !/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= 1e12 ? n : null;
}

/** The Monday of ISO week WW of 20YY; null when the code is not YYWW with a week 01..53. */
export function dateCodeDay(code: string | null): string | null {
  const m = code === null ? null : /^(\d{2})(\d{2})$/.exec(code);
  if (!m) return null;
  const year = 2000 + Number(m[1]);
  const week = Number(m[2]);
  if (week < 1 || week > 53) return null;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday1 + (week - 1) * 7 * 86_400_000).toISOString();
}

function mslOf(elements: Map<string, string>): MslLevel | null {
  for (const [di, value] of elements) {
    if (!/^\d*Z$/.test(di)) continue;
    const m = MSL_TEXT.exec(value);
    if (m) return m[1].toLowerCase() as MslLevel;
  }
  return null;
}

function normalise(text: string): string {
  let t = text.trim();
  for (const [re, ch] of TOKENS) t = t.replace(re, ch);
  const at = t.indexOf(ENVELOPE);
  // an old Mouser header '>[)>06<GS>' lacks the RS after the envelope; text before the envelope is dropped
  if (at >= 0) t = t.slice(at);
  if (t.startsWith(OLD_MOUSER)) t = `${ENVELOPE}${RS}06${GS}${t.slice(OLD_MOUSER.length)}`;
  return t;
}

function fromMh10(e: Map<string, string>): ReelLabel {
  const dateCode = nonEmpty(e.get('10D')) ?? nonEmpty(e.get('9D'));
  return {
    format: 'mh10',
    mpn: nonEmpty(e.get('1P')),
    part: nonEmpty(e.get('P')),
    qty: quantity(e.get('Q')),
    lot: nonEmpty(e.get('1T')) ?? nonEmpty(e.get('T')),
    date_code: dateCode,
    production_date: dateCodeDay(dateCode),
    msl: mslOf(e),
    country: nonEmpty(e.get('4L')),
    order: nonEmpty(e.get('K')) ?? nonEmpty(e.get('1K')),
    package_id: nonEmpty(e.get('3S')) ?? nonEmpty(e.get('S')),
    manufacturer: nonEmpty(e.get('1V')),
  };
}

function fromLcsc(body: string): ReelLabel {
  const f = new Map(body.split(',').map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)] as const));
  return {
    format: 'lcsc',
    mpn: nonEmpty(f.get('pm')),
    part: nonEmpty(f.get('pc')),
    qty: quantity(f.get('qty')),
    lot: null,
    date_code: null,
    production_date: null,
    msl: null,
    country: null,
    order: nonEmpty(f.get('on')),
    package_id: null,
    manufacturer: null,
  };
}

/** What a reel label says, or null when the text is no label of a known format. */
export function readReelLabel(text: string, separator?: string): ReelLabel | null {
  const t = normalise(text);
  const lcsc = LCSC.exec(t);
  if (lcsc) return fromLcsc(lcsc[1]);
  const elements = parseMh10Elements(t, separator ?? (t.includes('|') ? '|' : undefined));
  return elements ? fromMh10(elements) : null;
}

export const isMsl = (v: unknown): v is MslLevel =>
  typeof v === 'string' && (MSL_LEVELS as readonly string[]).includes(v);
