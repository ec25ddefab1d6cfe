export { evalParser, isScanParserKind, parserConfigProblems, validateParserConfig } from './evaluate';
export { GS1_DEFAULT_MAP, parseGs1Elements, type Gs1Elements } from './gs1.parser';
export { MH10_DEFAULT_MAP, parseMh10Elements, type Mh10Elements } from './mh10.parser';
export { REGEX_GROUPS } from './regex.parser';
export { normalizeQty } from './scan-parser.util';
export * from './scan-parser.types';
