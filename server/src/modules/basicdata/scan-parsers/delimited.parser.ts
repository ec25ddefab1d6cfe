import { PARSER_RESULT_KEYS, type ParserResultKey } from '@mes/contracts';
import type {
  DelimitedFixedRules,
  DelimitedRules,
  DelimitedSplitRules,
  FixedFieldRule,
  LabelParser,
  ParserProblem,
} from './scan-parser.types';
import {
  buildResult,
  defineScanParser,
  isIntAtLeast,
  isRecord,
  isResultKey,
  problem,
  unknownKeys,
} from './scan-parser.util';

// delimited: 'UID;FNUMBER;QTY'-style labels split on a delimiter, or fixed-width labels cut by position.

const MAX_INDEX = 255;
const MAX_DELIMITER_CHARS = 16;

function validatePrefix(value: unknown, path: string): ParserProblem[] {
  return value === undefined || typeof value === 'string' ? [] : [problem(path, 'input.string')];
}

function validateSplit(rules: Record<string, unknown>): ParserProblem[] {
  const problems = unknownKeys(rules, ['delimiter', 'fields', 'minParts'], 'rules');
  const { delimiter, fields, minParts } = rules;
  if (typeof delimiter !== 'string' || delimiter === '' || delimiter.length > MAX_DELIMITER_CHARS) {
    problems.push(problem('rules.delimiter', 'basicdata.parser_string_length', { max: MAX_DELIMITER_CHARS }));
  } else if (/[\r\n]/.test(delimiter)) {
    problems.push(problem('rules.delimiter', 'basicdata.parser_delimiter_line_break'));
  }
  if (minParts !== undefined && !isIntAtLeast(minParts, 1))
    problems.push(problem('rules.minParts', 'basicdata.parser_int_min', { min: 1 }));
  if (!isRecord(fields) || Object.keys(fields).length === 0) {
    problems.push(problem('rules.fields', 'basicdata.parser_fields_object', { keys: PARSER_RESULT_KEYS.join(', ') }));
    return problems;
  }
  problems.push(...unknownKeys(fields, PARSER_RESULT_KEYS, 'rules.fields'));
  for (const key of PARSER_RESULT_KEYS) {
    const field = fields[key];
    const path = `rules.fields.${key}`;
    if (field === undefined) continue;
    if (!isRecord(field)) {
      problems.push(problem(path, 'basicdata.parser_field_object'));
      continue;
    }
    problems.push(...unknownKeys(field, ['index', 'prefix'], path));
    if (!isIntAtLeast(field.index, 0) || field.index > MAX_INDEX) {
      problems.push(problem(`${path}.index`, 'basicdata.parser_index_range', { max: MAX_INDEX }));
    }
    problems.push(...validatePrefix(field.prefix, `${path}.prefix`));
  }
  return problems;
}

function validateFixed(rules: Record<string, unknown>): ParserProblem[] {
  const problems = unknownKeys(rules, ['fixed', 'minLength'], 'rules');
  const { fixed, minLength } = rules;
  if (minLength !== undefined && !isIntAtLeast(minLength, 0))
    problems.push(problem('rules.minLength', 'basicdata.parser_int_min', { min: 0 }));
  if (!Array.isArray(fixed) || fixed.length === 0 || fixed.length > PARSER_RESULT_KEYS.length) {
    problems.push(problem('rules.fixed', 'basicdata.parser_fixed_list', { max: PARSER_RESULT_KEYS.length }));
    return problems;
  }
  const seen = new Set<string>();
  fixed.forEach((field: unknown, i) => {
    const path = `rules.fixed[${i}]`;
    if (!isRecord(field)) {
      problems.push(problem(path, 'basicdata.parser_fixed_object'));
      return;
    }
    problems.push(...unknownKeys(field, ['key', 'start', 'length', 'prefix'], path));
    if (!isResultKey(field.key))
      problems.push(problem(`${path}.key`, 'input.one_of', { values: PARSER_RESULT_KEYS.join(', ') }));
    else if (seen.has(field.key))
      problems.push(problem(`${path}.key`, 'basicdata.parser_key_twice', { key: field.key }));
    else seen.add(field.key);
    if (!isIntAtLeast(field.start, 0)) problems.push(problem(`${path}.start`, 'basicdata.parser_int_min', { min: 0 }));
    if (field.length !== undefined && !isIntAtLeast(field.length, 1)) {
      problems.push(problem(`${path}.length`, 'basicdata.parser_int_min', { min: 1 }));
    }
    problems.push(...validatePrefix(field.prefix, `${path}.prefix`));
  });
  return problems;
}

function validate(rules: unknown): ParserProblem[] {
  if (!isRecord(rules)) return [problem('rules', 'basicdata.parser_delimited_rules')];
  const hasFixed = rules.fixed !== undefined;
  if (hasFixed && (rules.delimiter !== undefined || rules.fields !== undefined)) {
    return [problem('rules', 'basicdata.parser_split_or_fixed')];
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
