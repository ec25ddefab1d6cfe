/** One chart's frozen limits; `sigma` is the plotted statistic's standard deviation (ucl - centre = 3 sigma before clipping). */
export interface ChartLimits {
  readonly centre: number;
  readonly lcl: number;
  readonly ucl: number;
  readonly sigma: number;
}

/** X̄-R limits: the X̄ chart, the R chart, the subgroup size and σ̂ = R̄/d2. */
export interface XbarRLimits extends ChartLimits {
  readonly n: number;
  readonly processSigma: number;
  readonly range: ChartLimits;
}

/** X̄-S limits: the X̄ chart, the S chart, the subgroup size and σ̂ = s̄/c4. */
export interface XbarSLimits extends ChartLimits {
  readonly n: number;
  readonly processSigma: number;
  readonly stdDev: ChartLimits;
}

/** I-MR limits: the individuals chart, the moving-range chart (span 2) and σ̂ = MR̄/d2. */
export interface IndividualsLimits extends ChartLimits {
  readonly processSigma: number;
  readonly movingRange: ChartLimits;
}

/** Limits of an attribute chart (p, u); `perSubgroup` holds each baseline subgroup's own limits (sizes may differ). */
export interface AttributeLimits extends ChartLimits {
  readonly perSubgroup: readonly ChartLimits[];
}

/** One subgroup of a p / np chart: defective items among `size` inspected. */
export interface DefectivesSubgroup {
  readonly defectives: number;
  readonly size: number;
}

/** One subgroup of a u chart: defects counted over `units` inspection units. */
export interface DefectsSubgroup {
  readonly defects: number;
  readonly units: number;
}
