import { PARSER_RESULT_KEYS, type ParserResultKey } from '@mes/contracts';
import type {
  DelimitedFixedRules,
  DelimitedRules,
  DelimitedSplitRules,
  FixedFieldRule,
  LabelParser,
} from './scan-parser.types';
import { buildResult, defineScanParser, isIntAtLeast, isRecord, isResultKey, unknownKeys } from './scan-parser.util';

// delimited: 'UID;FNUMBER;QTY'-style labels split on a delimiter, or fixed-width labels cut by position.

const MAX_INDEX = 255;
const MAX_DELIMITER_CHARS = 16;

function validatePrefix(value: unknown, path: string): string[] {
  return value === undefined || typeof value === 'string' ? [] : [`${path}: must be a string`];
}

function validateSplit(rules: Record<string, unknown>): string[] {
  const problems = unknownKeys(rules, ['delimiter', 'fields', 'minParts'], 'rules');
  const { delimiter, fields, minParts } = rules;
  if (typeof delimiter !== 'string' || delimiter === '' || delimiter.length > MAX_DELIMITER_CHARS) {
    problems.push(`rules.delimiter: must be a string of 1 to ${MAX_DELIMITER_CHARS} characters`);
  } else if (/[\r\n]/.test(delimiter)) {
    problems.push('rules.delimiter: must not contain a line break (line breaks separate labels)');
  }
  if (minParts !== undefined && !isIntAtLeast(minParts, 1)) problems.push('rules.minParts: must be an integer >= 1');
  if (!isRecord(fields) || Object.keys(fields).length === 0) {
    problems.push(`rules.fields: must be an object with at least one of ${PARSER_RESULT_KEYS.join(', ')}`);
    return problems;
  }
  problems.push(...unknownKeys(fields, PARSER_RESULT_KEYS, 'rules.fields'));
  for (const key of PARSER_RESULT_KEYS) {
    const field = fields[key];
    const path = `rules.fields.${key}`;
    if (field === undefined) continue;
    if (!isRecord(field)) {
      problems.push(`${path}: must be an object { index, prefix? }`);
      continue;
    }
    problems.push(...unknownKeys(field, ['index', 'prefix'], path));
    if (!isIntAtLeast(field.index, 0) || field.index > MAX_INDEX) {
      problems.push(`${path}.index: must be an integer >= 0 and <= ${MAX_INDEX}`);
    }
    problems.push(...validatePrefix(field.prefix, `${path}.prefix`));
  }
  return problems;
}

function validateFixed(rules: Record<string, unknown>): string[] {
  const problems = unknownKeys(rules, ['fixed', 'minLength'], 'rules');
  const { fixed, minLength } = rules;
  if (minLength !== undefined && !isIntAtLeast(minLength, 0)) problems.push('rules.minLength: must be an integer >= 0');
  if (!Array.isArray(fixed) || fixed.length === 0 || fixed.length > PARSER_RESULT_KEYS.length) {
    problems.push(`rules.fixed: must be a list of 1 to ${PARSER_RESULT_KEYS.length} { key, start, length? }`);
    return problems;
  }
  const seen = new Set<string>();
  fixed.forEach((field: unknown, i) => {
    const path = `rules.fixed[${i}]`;
    if (!isRecord(field)) {
      problems.push(`${path}: must be an object { key, start, length?, prefix? }`);
      return;
    }
    problems.push(...unknownKeys(field, ['key', 'start', 'length', 'prefix'], path));
    if (!isResultKey(field.key)) problems.push(`${path}.key: must be one of ${PARSER_RESULT_KEYS.join(', ')}`);
    else if (seen.has(field.key)) problems.push(`${path}.key: ${field.key} is given twice`);
    else seen.add(field.key);
    if (!isIntAtLeast(field.start, 0)) problems.push(`${path}.start: must be an integer >= 0`);
    if (field.length !== undefined && !isIntAtLeast(field.length, 1)) {
      problems.push(`${path}.length: must be an integer >= 1`);
    }
    problems.push(...validatePrefix(field.prefix, `${path}.prefix`));
  });
  return problems;
}

function validate(rules: unknown): string[] {
  if (!isRecord(rules)) return ['rules: must be an object { delimiter, fields, minParts? } or { fixed, minLength? }'];
  const hasFixed = rules.fixed !== undefined;
  if (hasFixed && (rules.delimiter !== undefined || rules.fields !== undefined)) {
    return ['rules: give either delimiter and fields, or fixed, not both'];
  }
  return hasFixed ? validateFixed(rules) : validateSplit(rules);
}

function stripPrefix(value: string | undefined, prefix: string | undefined): string | undefined {
  const text = value?.trim();
  if (text === undefined || !prefix || !text.startsWith(prefix)) return text;
  return text.slice(prefix.length);
}

function compileSplit(rules: DelimitedSplitRules): LabelParser {
  const fields = PARSER_RESULT_KEYS.flatMap((key) => {
    const field = rules.fields[key];
    return field ? [{ key, ...field }] : [];
  });
  const minParts = rules.minParts ?? Math.max(...fields.map((f) => f.index)) + 1;
  return (label) => {
    const parts = label.split(rules.delimiter);
    if (parts.length < minParts) return null;
    const raw: Partial<Record<ParserResultKey, string>> = {};
    for (const f of fields) raw[f.key] = stripPrefix(parts[f.index], f.prefix);
    return buildResult(raw);
  };
}

function fieldEnd(f: FixedFieldRule): number {
  return f.start + (f.length ?? 1);
}

function compileFixed(rules: DelimitedFixedRules): LabelParser {
  const minLength = rules.minLength ?? Math.max(...rules.fixed.map(fieldEnd));
  return (label) => {
    // Positions count from the raw line: leading spaces are part of a fixed-width layout.
    if (label.length < minLength) return null;
    const raw: Partial<Record<ParserResultKey, string>> = {};
    for (const f of rules.fixed) {
      const cut = label.slice(f.start, f.length === undefined ? undefined : f.start + f.length);
      raw[f.key] = stripPrefix(cut, f.prefix);
    }
    return buildResult(raw);
  };
}

export const delimitedParser = defineScanParser<DelimitedRules>({
  validate,
  compile: (rules) => ('fixed' in rules ? compileFixed(rules) : compileSplit(rules)),
});
