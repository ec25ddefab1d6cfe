import { SpcInputError } from '../spc-input-error';

/** The factors for one subgroup size n (Montgomery, Appendix VI), with E2 = 3/d2. */
export interface ChartConstants {
  readonly n: number;
  readonly A2: number;
  readonly A3: number;
  readonly c4: number;
  readonly B3: number;
  readonly B4: number;
  readonly d2: number;
  readonly d3: number;
  readonly D3: number;
  readonly D4: number;
  readonly E2: number;
}

/** Smallest and largest subgroup size the table covers. */
export const MIN_SUBGROUP_SIZE = 2;
export const MAX_SUBGROUP_SIZE = 25;

// Source: D. C. Montgomery, Introduction to Statistical Quality Control, 6th ed. (Wiley, 2009),
// Appendix VI "Factors for Constructing Variables Control Charts" (the same figures as ASTM E2587 / ASTM STP 15D).
// Columns: n, A2, A3, c4, B3, B4, d2, d3, D3, D4. E2 is derived as 3/d2 (the book tabulates 3/d2 only through 1/d2).
const ROWS: readonly (readonly [number, number, number, number, number, number, number, number, number, number])[] = [
  [2, 1.88, 2.659, 0.7979, 0, 3.267, 1.128, 0.853, 0, 3.267],
  [3, 1.023, 1.954, 0.8862, 0, 2.568, 1.693, 0.888, 0, 2.574],
  [4, 0.729, 1.628, 0.9213, 0, 2.266, 2.059, 0.88, 0, 2.282],
  [5, 0.577, 1.427, 0.94, 0, 2.089, 2.326, 0.864, 0, 2.114],
  [6, 0.483, 1.287, 0.9515, 0.03, 1.97, 2.534, 0.848, 0, 2.004],
  [7, 0.419, 1.182, 0.9594, 0.118, 1.882, 2.704, 0.833, 0.076, 1.924],
  [8, 0.373, 1.099, 0.965, 0.185, 1.815, 2.847, 0.82, 0.136, 1.864],
  [9, 0.337, 1.032, 0.9693, 0.239, 1.761, 2.97, 0.808, 0.184, 1.816],
  [10, 0.308, 0.975, 0.9727, 0.284, 1.716, 3.078, 0.797, 0.223, 1.777],
  [11, 0.285, 0.927, 0.9754, 0.321, 1.679, 3.173, 0.787, 0.256, 1.744],
  [12, 0.266, 0.886, 0.9776, 0.354, 1.646, 3.258, 0.778, 0.283, 1.717],
  [13, 0.249, 0.85, 0.9794, 0.382, 1.618, 3.336, 0.77, 0.307, 1.693],
  [14, 0.235, 0.817, 0.981, 0.406, 1.594, 3.407, 0.763, 0.328, 1.672],
  [15, 0.223, 0.789, 0.9823, 0.428, 1.572, 3.472, 0.756, 0.347, 1.653],
  [16, 0.212, 0.763, 0.9835, 0.448, 1.552, 3.532, 0.75, 0.363, 1.637],
  [17, 0.203, 0.739, 0.9845, 0.466, 1.534, 3.588, 0.744, 0.378, 1.622],
  [18, 0.194, 0.718, 0.9854, 0.482, 1.518, 3.64, 0.739, 0.391, 1.608],
  [19, 0.187, 0.698, 0.9862, 0.497, 1.503, 3.689, 0.734, 0.403, 1.597],
  [20, 0.18, 0.68, 0.9869, 0.51, 1.49, 3.735, 0.729, 0.415, 1.585],
  [21, 0.173, 0.663, 0.9876, 0.523, 1.477, 3.778, 0.724, 0.425, 1.575],
  [22, 0.167, 0.647, 0.9882, 0.534, 1.466, 3.819, 0.72, 0.434, 1.566],
  [23, 0.162, 0.633, 0.9887, 0.545, 1.455, 3.858, 0.716, 0.443, 1.557],
  [24, 0.157, 0.619, 0.9892, 0.555, 1.445, 3.895, 0.712, 0.451, 1.548],
  [25, 0.153, 0.606, 0.9896, 0.565, 1.435, 3.931, 0.708, 0.459, 1.541],
];

/** The frozen table, indexed by n - 2. */
export const CONTROL_CHART_CONSTANTS: readonly ChartConstants[] = Object.freeze(
  ROWS.map(([n, A2, A3, c4, B3, B4, d2, d3, D3, D4]) =>
    Object.freeze({ n, A2, A3, c4, B3, B4, d2, d3, D3, D4, E2: 3 / d2 }),
  ),
);

/** The constants for subgroup size n; refuses n outside 2..25 (`field` names the input for the refusal). */
export function constantsFor(n: number, field = 'subgroupSize'): ChartConstants {
  if (!Number.isInteger(n) || n < MIN_SUBGROUP_SIZE || n > MAX_SUBGROUP_SIZE) {
    throw new SpcInputError(field, `subgroup size ${n} is outside ${MIN_SUBGROUP_SIZE}..${MAX_SUBGROUP_SIZE}`);
  }
  return CONTROL_CHART_CONSTANTS[n - MIN_SUBGROUP_SIZE];
}
