import { PARSER_FQTY, PARSER_ICITEM_FMAPNUMBER, PARSER_ICITEM_FNUMBER, PARSER_UID } from '@mes/contracts';
import type { Mh10Rules, ParserProblem } from './scan-parser.types';
import {
  EOT,
  GS,
  RS,
  defineScanParser,
  isRecord,
  pickMapped,
  problem,
  resolveKeyMap,
  unknownKeys,
  validateKeyMap,
  type ResolvedKeyMap,
} from './scan-parser.util';

// mh10: ANSI MH10.8.2 data identifiers, as on electronics reel labels (Digi-Key, Mouser, Arrow...):
//   '[)>' RS '06' GS 'P...' GS '1P...' GS 'Q...' ... RS EOT   (ISO/IEC 15434 envelope, format 06)
// or the same fields GS-separated without the envelope. Only real control characters count as separators,
// plus rules.separator (e.g. '|') in the lenient mode.

export const MH10_DEFAULT_MAP: ResolvedKeyMap = {
  [PARSER_UID]: ['3S', 'S'],
  [PARSER_ICITEM_FNUMBER]: ['P'],
  [PARSER_ICITEM_FMAPNUMBER]: ['1P'],
  [PARSER_FQTY]: ['Q'],
};

const ENVELOPE = '[)>';
const DATA_FORMAT = '06';
const MAX_SEPARATOR_CHARS = 8;
/** A data identifier: up to 3 digits then one uppercase letter ('P', '1P', '10D', '20Z'). */
const DI_CODE = /^\d{0,3}[A-Z]$/;
// The greedy digit run makes the longest DI win: '1PABC' is 1P + 'ABC', never P + ...; '10D2315' is 10D + '2315'.
const DI_FIELD = /^(\d{0,3}[A-Z])([\s\S]*)$/;

/** DI -> value; the first occurrence of a DI wins. */
export type Mh10Elements = Map<string, string>;

function splitAll(text: string, separators: readonly string[]): string[] {
  let parts = [text];
  for (const sep of separators) parts = parts.flatMap((p) => p.split(sep));
  return parts;
}

/**
 * The data elements of one label, or null when it is not MH10. Inside an envelope, fields that are not DI-shaped
 * are skipped (the envelope already says what the data is) and only format 06 segments are read; without an
 * envelope every field must be DI-shaped and there must be at least two, so plain text is not taken for a label.
 */
export function parseMh10Elements(label: string, separator?: string): Mh10Elements | null {
  let text = label.trim();
  const enveloped = text.startsWith(ENVELOPE);
  if (enveloped) text = text.slice(ENVELOPE.length).split(EOT, 1)[0];
  // eslint-disable-next-line no-control-regex -- RS, GS and EOT frame an ISO 15434 message
  else text = text.replace(/^[\u001e\u001d]+/, '').replace(/[\u001e\u001d\u0004]+$/, '');
  const fieldSeparators = separator ? [GS, separator] : [GS];
  const fields: string[] = [];
  for (const segment of text.split(RS)) {
    const parts = splitAll(segment, fieldSeparators).map((p) => p.trim());
    const first = parts.findIndex((p) => p !== '');
    if (first < 0) continue;
    // A format header ('06', '05', '12'...) opens a segment; only 06 holds data identifiers.
    if (/^\d{2}$/.test(parts[first])) {
      if (parts[first] !== DATA_FORMAT) continue;
      parts.splice(first, 1);
    }
    fields.push(...parts.filter((p) => p !== ''));
  }
  const elements: Mh10Elements = new Map();
  for (const field of fields) {
    const m = DI_FIELD.exec(field);
    if (!m) {
      if (enveloped) continue;
      return null;
    }
    if (!elements.has(m[1])) elements.set(m[1], m[2].trim());
  }
  if (!enveloped && elements.size < 2) return null;
  return elements.size > 0 ? elements : null;
}

/** Several envelopes scanned onto one line become one label each; text before the first one is dropped. */
function splitLine(line: string): string[] {
  const at = line.indexOf(ENVELOPE);
  if (at < 0) return [line];
  return line
    .slice(at)
    .split(/(?=\[\)>)/)
    .filter((label) => label.length > ENVELOPE.length);
}

function validate(rules: unknown): ParserProblem[] {
  if (rules === undefined || rules === null) return [];
  if (!isRecord(rules)) return [problem('rules', 'basicdata.parser_mh10_rules')];
  const problems = [
    ...unknownKeys(rules, ['map', 'separator'], 'rules'),
    ...validateKeyMap(rules.map, 'rules.map', (code) => DI_CODE.test(code), 'basicdata.parser_mh10_code'),
  ];
  const { separator } = rules;
  if (separator !== undefined) {
    if (typeof separator !== 'string' || separator === '' || separator.length > MAX_SEPARATOR_CHARS) {
      problems.push(problem('rules.separator', 'basicdata.parser_string_length', { max: MAX_SEPARATOR_CHARS }));
    } else if (/[\r\n0-9A-Z]/.test(separator)) {
      problems.push(problem('rules.separator', 'basicdata.parser_separator_chars'));
    }
  }
  return problems;
}

export const mh10Parser = defineScanParser<Mh10Rules | null | undefined>({
  validate,
  splitLine,
  compile: (rules) => {
    const map = resolveKeyMap(MH10_DEFAULT_MAP, rules?.map);
    return (label) => {
      const elements = parseMh10Elements(label, rules?.separator);
      return elements && pickMapped(map, (code) => elements.get(code));
    };
  },
});
