import type { ParserResult } from '@mes/contracts';
import { delimitedParser } from './delimited.parser';
import { gs1Parser } from './gs1.parser';
import { mh10Parser } from './mh10.parser';
import { regexParser } from './regex.parser';
import {
  SCAN_PARSER_KINDS,
  type ParserProblem,
  type ScanParserHandler,
  type ScanParserKind,
  type StoredScanParserConfig,
} from './scan-parser.types';
import { isRecord, problem, problemText, splitLines } from './scan-parser.util';

// The generic runner: validate the config, split the scan into labels, let the kind parse each label.

const HANDLERS: Record<ScanParserKind, ScanParserHandler> = {
  delimited: delimitedParser,
  regex: regexParser,
  gs1: gs1Parser,
  mh10: mh10Parser,
};

export function isScanParserKind(kind: unknown): kind is ScanParserKind {
  return typeof kind === 'string' && (SCAN_PARSER_KINDS as readonly string[]).includes(kind);
}

/**
 * Problems with a parser config, each naming its field ('rules.fields.PARSER_FQTY.index') with a refusal code, for a
 * 400 answer when a parser is saved; [] when the config is valid. Never throws.
 */
export function parserConfigProblems(kind: unknown, rules: unknown): ParserProblem[] {
  if (!isScanParserKind(kind)) return [problem('kind', 'input.one_of', { values: SCAN_PARSER_KINDS.join(', ') })];
  try {
    return HANDLERS[kind].validate(rules);
  } catch {
    // Exotic input (e.g. a proxy or a getter that throws) is a problem with the config, not a crash.
    return [problem('rules', 'basicdata.parser_rules_unreadable')];
  }
}

/** The problems of parserConfigProblems as en-US texts ('rules.fields.PARSER_FQTY.index: must be an integer >= 0'). */
export function validateParserConfig(kind: unknown, rules: unknown): string[] {
  return parserConfigProblems(kind, rules).map(problemText);
}

/**
 * Parses a scan with a parser config: one result per label (labels are separated by line breaks) that matched,
 * in scan order. Never throws: text that does not match, that is not a string or that is longer than
 * MAX_SCAN_CHARS, and any config that validateParserConfig would refuse, all answer [].
 */
export function evalParser(config: StoredScanParserConfig | null | undefined, text: string): ParserResult[] {
  try {
    if (!isRecord(config) || typeof text !== 'string') return [];
    const { kind, rules } = config;
    if (!isScanParserKind(kind) || parserConfigProblems(kind, rules).length > 0) return [];
    const handler = HANDLERS[kind];
    const parse = handler.compile(rules);
    const results: ParserResult[] = [];
    for (const line of splitLines(text)) {
      for (const label of handler.splitLine ? handler.splitLine(line) : [line]) {
        const result = parse(label);
        if (result) results.push(result);
      }
    }
    return results;
  } catch {
    return [];
  }
}
