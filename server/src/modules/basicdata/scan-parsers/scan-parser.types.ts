import type { ParserResult, ParserResultKey, RefusalCode, RefusalParams } from '@mes/contracts';

// Scan parsers are configuration, not code: a parser is `{ kind, rules }` stored with the scancode_parser entity
// and run by evalParser (000 §3, §5). Everything here is pure: no I/O, no clock, no randomness.

export const SCAN_PARSER_KINDS = ['delimited', 'regex', 'gs1', 'mh10'] as const;
export type ScanParserKind = (typeof SCAN_PARSER_KINDS)[number];

/**
 * Longest scanned text evalParser looks at. Longer text answers [] as a whole rather than a silently truncated
 * prefix (a half-read label could report a wrong quantity). A QR code holds at most ~4296 alphanumeric characters,
 * a Data Matrix ~3116, so real scans fit.
 */
export const MAX_SCAN_CHARS = 4096;

/** Longest regex pattern a parser may store; with MAX_SCAN_CHARS it bounds the cost of one match. */
export const MAX_REGEX_PATTERN_CHARS = 500;

/** One field of a delimited label: the part at `index` (0-based), with `prefix` stripped when present. */
export type DelimitedFieldRule = { index: number; prefix?: string };

/**
 * One field of a fixed-position label: `length` characters (UTF-16 code units) from `start` (0-based);
 * without `length`, to the end of the label. `prefix` is stripped when present.
 */
export type FixedFieldRule = { key: ParserResultKey; start: number; length?: number; prefix?: string };

/**
 * delimited: either split on `delimiter` and pick parts by index, or cut fixed positions. Never both.
 * - `minParts` (default: highest field index + 1): a label with fewer parts does not match.
 * - `minLength` (default: end of the furthest fixed field, start + 1 for an open-ended one): a shorter label
 *   does not match.
 */
export type DelimitedSplitRules = {
  delimiter: string;
  fields: Partial<Record<ParserResultKey, DelimitedFieldRule>>;
  minParts?: number;
};
export type DelimitedFixedRules = { fixed: FixedFieldRule[]; minLength?: number };
export type DelimitedRules = DelimitedSplitRules | DelimitedFixedRules;

/**
 * regex: named groups `uid`, `fnumber`, `fmapnumber`, `qty` fill PARSER_UID, PARSER_ICITEM_FNUMBER,
 * PARSER_ICITEM_FMAPNUMBER and PARSER_FQTY. `flags` is a subset of 'imsu' (no 'g'/'y': one match per label).
 */
export type RegexRules = { pattern: string; flags?: string };

/**
 * Which element (GS1 application identifier or MH10 data identifier) fills each result key. A list is a
 * priority order (first present wins). A key left out of `map` keeps its default; `[]` turns a key off.
 */
export type KeyMapping = Partial<Record<ParserResultKey, string | readonly string[]>>;

/** gs1: `map` values are AIs such as '21', '01', '3103', or a measure family such as '310n' (any decimals). */
export type Gs1Rules = { map?: KeyMapping };

/**
 * mh10: `map` values are data identifiers such as '3S', 'P', '1P', 'Q'. `separator` (e.g. '|') turns on the
 * lenient mode: fields split on it as well as on GS, for printed or re-keyed labels.
 */
export type Mh10Rules = { map?: KeyMapping; separator?: string };

export type ScanParserRulesByKind = {
  delimited: DelimitedRules;
  regex: RegexRules;
  gs1: Gs1Rules;
  mh10: Mh10Rules;
};

/** A parser config as authored (typed). */
export type ScanParserConfig = { [K in ScanParserKind]: { kind: K; rules: ScanParserRulesByKind[K] } }[ScanParserKind];

/** A parser config as stored (JSON from the database or a request body); evalParser validates it first. */
export type StoredScanParserConfig = { kind: string; rules: unknown };

/** Parses one label; null when the label does not match. */
export type LabelParser = (label: string) => ParserResult | null;

/** One problem with a parser config: the field it names ('rules.pattern'), a refusal code and its values. */
export type ParserProblem = { field: string; code: RefusalCode; params?: RefusalParams };

/** The hooks each kind provides to the generic runner in evaluate.ts. */
export type ScanParserHandler = {
  /** Problems with `rules`, each naming the field ('rules.pattern'); [] when valid. Never throws. */
  validate(rules: unknown): ParserProblem[];
  /** Prepares a label parser; only called with rules that validate() accepted. */
  compile(rules: unknown): LabelParser;
  /** Splits one line into labels (mh10: several envelopes on one line); default: the line is one label. */
  splitLine?(line: string): string[];
};
