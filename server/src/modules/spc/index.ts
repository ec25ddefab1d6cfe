// SPC mathematics: control-chart constants, frozen limits and capability (pure functions; see docs/spc.md).
export { SpcInputError } from './spc-input-error';
export { CONTROL_CHART_CONSTANTS, MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE, constantsFor } from './charts/constants';
export type { ChartConstants } from './charts/constants';
export type {
  AttributeLimits,
  ChartLimits,
  DefectivesSubgroup,
  DefectsSubgroup,
  IndividualsLimits,
  XbarRLimits,
  XbarSLimits,
} from './charts/limits.types';
export { individualsLimits, xbarRLimits, xbarSLimits } from './charts/variables';
export { cChartLimits, npChartLimits, pChartLimits, pLimitsAt, uChartLimits, uLimitsAt } from './charts/attributes';
export { capability, capabilityFromSummary } from './capability/capability';
export type { Capability, CapabilityWindow, Estimate, SpecLimits } from './capability/capability';
export { chiSquareQuantile, normalQuantile } from './capability/distributions';
// The Nelson run rules 1-8 over frozen limits (docs/spc-rules.md): a series at once, or point by point.
export {
  evaluateSeries,
  isNelsonRule,
  NELSON_RULES,
  RULE_DEFINITIONS,
  RuleState,
  WESTERN_ELECTRIC_RULES,
  type ChartLimits as RuleLimits,
  type NelsonRule,
  type RuleViolation,
} from './rules';
// The live part (docs/spc.md, "Evaluation"): points from station reports and weighings, alarms and holds.
export { evaluateReports, evaluateValues, type WeighedValue } from './live/evaluate';
export { heldRefusal, refuseIfHeld, type SpcHold } from './live/hold';
export { register } from './spc.register';
export type { SpcDeps } from './spc.register';
