// Numbering rules (docs/numbering.md): the pure rule, its dates and check characters, shared by the server (checks,
// previews, builds) and the back office's rule editor (its live preview and the problems it names), so both make the
// same numbers from the same rule.
export {
  checkRule as checkNumberRule,
  DEFAULT_TIMEZONE as NUMBER_RULE_TIMEZONE,
  formatNumbers,
  NUMBER_MAX,
  rulePeriod,
  seqAlphabet,
  seqCapacity,
  seqPart,
  SequenceOverflow,
  type Checked as CheckedNumberRule,
  type CheckPart as NumberCheckPart,
  type DatePart as NumberDatePart,
  type Rule as NumberRule,
  type RulePart as NumberRulePart,
  type RuleProblem as NumberRuleProblem,
  type SeqPart as NumberSeqPart,
  type TextPart as NumberTextPart,
} from './rule';
export {
  DATE_FORMATS as NUMBER_DATE_FORMATS,
  RESETS as NUMBER_RESETS,
  dateParts,
  isoWeek,
  periodKey,
  type DateFormat as NumberDateFormat,
  type DateParts,
  type Reset as NumberReset,
} from './rule-dates';
export {
  CHECK_SCHEMES,
  checkCharacter,
  checkProblem,
  checkValid,
  luhn,
  mod3736,
  type CheckScheme,
} from './check-character';
