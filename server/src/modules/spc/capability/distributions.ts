// Quantiles for the capability confidence intervals: the chi-square quantile inverts the regularized lower incomplete
// gamma function P(a, x) (series / continued fraction, Numerical Recipes 3rd ed. §6.2) by Halley steps from a
// Wilson–Hilferty start; the normal quantile reuses it through z² ~ χ²(1).

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; reflection below 1/2). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const TINY = 1e-300;

/** Regularized lower incomplete gamma P(a, x) = γ(a, x) / Γ(a), a > 0, x ≥ 0. */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let ap = a;
    let del = 1 / a;
    let sum = del;
    for (let i = 0; i < 10000 && Math.abs(del) > Math.abs(sum) * EPS; i++) {
      ap += 1;
      del *= x / ap;
      sum += del;
    }
    return sum * front;
  }
  // Lentz's continued fraction for Q(a, x); P = 1 - Q
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return 1 - front * h;
}

/** x with P(a, x) = p (Numerical Recipes' invgammp: Wilson–Hilferty start, then Halley steps). */
function gammaQuantile(p: number, a: number): number {
  const gln = logGamma(a);
  const a1 = a - 1;
  const lna1 = a > 1 ? Math.log(a1) : 0;
  const afac = a > 1 ? Math.exp(a1 * (lna1 - 1) - gln) : 0;
  let x: number;
  if (a > 1) {
    const pp = p < 0.5 ? p : 1 - p;
    const t = Math.sqrt(-2 * Math.log(pp));
    let z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) z = -z;
    x = Math.max(1e-3, a * Math.pow(1 - 1 / (9 * a) - z / (3 * Math.sqrt(a)), 3));
  } else {
    const t = 1 - a * (0.253 + a * 0.12);
    x = p < t ? Math.pow(p / t, 1 / a) : 1 - Math.log(1 - (p - t) / (1 - t));
  }
  for (let j = 0; j < 100; j++) {
    if (x <= 0) return 0;
    const err = regularizedGammaP(a, x) - p;
    const pdf = a > 1 ? afac * Math.exp(-(x - a1) + a1 * (Math.log(x) - lna1)) : Math.exp(-x + a1 * Math.log(x) - gln);
    const u = err / pdf;
    const step = u / (1 - 0.5 * Math.min(1, u * ((a - 1) / x - 1)));
    x -= step;
    if (x <= 0) x = 0.5 * (x + step);
    if (Math.abs(step) < 1e-13 * x) break;
  }
  return x;
}

function requireProbability(p: number): void {
  if (!(p > 0 && p < 1)) throw new RangeError(`probability ${p} is outside (0, 1)`);
}

/** The p-quantile of the chi-square distribution with ν degrees of freedom (lower-tail probability p). */
export function chiSquareQuantile(p: number, nu: number): number {
  requireProbability(p);
  if (!(nu > 0)) throw new RangeError(`degrees of freedom ${nu} must be positive`);
  return 2 * gammaQuantile(p, nu / 2);
}

/** The p-quantile of the standard normal distribution, from z² ~ χ²(1). */
export function normalQuantile(p: number): number {
  requireProbability(p);
  if (p === 0.5) return 0;
  const z = Math.sqrt(chiSquareQuantile(Math.abs(2 * p - 1), 1));
  return p > 0.5 ? z : -z;
}
