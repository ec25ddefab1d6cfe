import { PARSER_FQTY, PARSER_ICITEM_FMAPNUMBER, PARSER_ICITEM_FNUMBER, PARSER_UID } from '@mes/contracts';
import { gs1AiAt, gs1AiSpec, isGs1MapCode, placeDecimals, type Gs1AiSpec } from './gs1.ai-table';
import type { Gs1Rules, ParserProblem } from './scan-parser.types';
import {
  GS,
  defineScanParser,
  isRecord,
  pickMapped,
  problem,
  resolveKeyMap,
  unknownKeys,
  validateKeyMap,
  type ResolvedKeyMap,
} from './scan-parser.util';

// gs1: GS1 element strings, human-readable '(01)09501101530008(10)LOT123(30)250' or raw with FNC1 sent as GS,
// optionally after a symbology identifier (']C1' GS1-128, ']d2' Data Matrix, ']Q3' QR, ']e0' DataBar).

export const GS1_DEFAULT_MAP: ResolvedKeyMap = {
  [PARSER_UID]: ['21', '00'],
  [PARSER_ICITEM_FNUMBER]: ['240', '01'],
  [PARSER_ICITEM_FMAPNUMBER]: ['241'],
  [PARSER_FQTY]: ['30', '37'],
};

/** AI -> value, implied decimals placed ('3103' -> '001.250'). First occurrence of an AI wins. */
export type Gs1Elements = Map<string, string>;

const SYMBOLOGY_ID = /^\][A-Za-z][0-9A-Za-z]/;
const HR_AI = /\((\d{2,4})\)/g;
const MAX_UNKNOWN_AI_VALUE = 90;

/** The checked value of one element, or undefined when it breaks the AI's format. */
function checkValue(ai: string, spec: Gs1AiSpec | undefined, value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- a GS1 value holds no control character
  if (value === '' || /[\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (!spec) return value.length <= MAX_UNKNOWN_AI_VALUE ? value : undefined;
  if (spec.fixed !== undefined && value.length !== spec.fixed) return undefined;
  if (spec.max !== undefined && value.length > spec.max) return undefined;
  if (spec.numeric && !/^\d+$/.test(value)) return undefined;
  return spec.decimals ? placeDecimals(ai, value) : value;
}

/** '(01)0950...(10)LOT': every value runs to the next '(AI)'; AIs outside the table are kept as they are. */
function parseHumanReadable(text: string): Gs1Elements | null {
  const tokens = [...text.matchAll(HR_AI)];
  if (tokens.length === 0 || tokens[0].index !== 0) return null;
  const elements: Gs1Elements = new Map();
  for (let i = 0; i < tokens.length; i++) {
    const ai = tokens[i][1];
    const start = tokens[i].index + tokens[i][0].length;
    const end = i + 1 < tokens.length ? tokens[i + 1].index : text.length;
    // A GS may follow a variable value when a printer copies the raw form; spaces are layout.
    const value = checkValue(ai, gs1AiSpec(ai), text.slice(start, end).split(GS).join('').trim());
    if (value === undefined) return null;
    if (!elements.has(ai)) elements.set(ai, value);
  }
  return elements;
}

/** Raw element string: fixed-length AIs need no separator, variable ones end at GS or at the end. */
function parseRaw(text: string): Gs1Elements | null {
  const elements: Gs1Elements = new Map();
  let pos = 0;
  while (pos < text.length) {
    if (text[pos] === GS) {
      pos++;
      continue;
    }
    const spec = gs1AiAt(text, pos);
    if (!spec) return null; // without the AI's length the rest cannot be read
    pos += spec.ai.length;
    let end = spec.fixed !== undefined ? pos + spec.fixed : text.indexOf(GS, pos);
    if (end < 0) end = text.length;
    const value = checkValue(spec.ai, spec, text.slice(pos, end));
    if (value === undefined) return null;
    if (!elements.has(spec.ai)) elements.set(spec.ai, value);
    pos = end;
  }
  return elements.size > 0 ? elements : null;
}

/** The elements of one GS1 label, or null when it is not a well-formed GS1 element string. */
export function parseGs1Elements(label: string): Gs1Elements | null {
  const text = label
    .trim()
    .replace(SYMBOLOGY_ID, '')
    // eslint-disable-next-line no-control-regex -- GS (0x1d) is GS1's field separator
    .replace(/^\u001d+/, '');
  return text.startsWith('(') ? parseHumanReadable(text) : parseRaw(text);
}

/** A map code's value: an exact AI, or for '310n' the first 310x element. */
function lookup(elements: Gs1Elements, code: string): string | undefined {
  if (!code.endsWith('n')) return elements.get(code);
  const family = code.slice(0, 3);
  for (const [ai, value] of elements) if (ai.length === 4 && ai.startsWith(family)) return value;
  return undefined;
}

function validate(rules: unknown): ParserProblem[] {
  if (rules === undefined || rules === null) return [];
  if (!isRecord(rules)) return [problem('rules', 'basicdata.parser_gs1_rules')];
  return [
    ...unknownKeys(rules, ['map'], 'rules'),
    ...validateKeyMap(rules.map, 'rules.map', isGs1MapCode, 'basicdata.parser_gs1_code'),
  ];
}

export const gs1Parser = defineScanParser<Gs1Rules | null | undefined>({
  validate,
  compile: (rules) => {
    const map = resolveKeyMap(GS1_DEFAULT_MAP, rules?.map);
    return (label) => {
      const elements = parseGs1Elements(label);
      return elements && pickMapped(map, (code) => lookup(elements, code));
    };
  },
});
