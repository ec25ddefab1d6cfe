// The Nelson run rules (1-8) over a chart with frozen limits: batch over a series, or incremental point by point.
export { evaluateSeries } from './batch';
export { isNelsonRule, RULE_DEFINITIONS } from './definitions';
export { RuleState } from './incremental';
export { NELSON_RULES, WESTERN_ELECTRIC_RULES, type ChartLimits, type NelsonRule, type RuleViolation } from './types';
