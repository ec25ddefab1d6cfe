import { relative } from 'node:path';

/** a test file in jest's --json output */
export type JestFileResult = { name: string; startTime?: number; endTime?: number };

/** The `count` slowest test files of jest's JSON results, each with its seconds, longest first. */
export function slowestFiles(root: string, results: { testResults?: JestFileResult[] }[], count = 15): string[] {
  return results
    .flatMap((r) => r.testResults ?? [])
    .filter((f) => f.startTime !== undefined && f.endTime !== undefined)
    .map((f) => ({ file: relative(root, f.name), s: (f.endTime! - f.startTime!) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map(({ file, s }) => `${s.toFixed(1).padStart(7)} s  ${file}`);
}
