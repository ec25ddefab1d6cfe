import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, loadavg, platform, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildAll } from './lib/build';
import { say } from './lib/log';

// `npm run bench`: runs every test/bench/*.bench.ts, prints a table per benchmark and writes the figures into
// docs/benchmarks.md (one section per benchmark, rewritten on each run; text outside the sections is kept).
// Benchmarks are bounded (fixed durations, BENCH_DURATION_S shortens them), target 127.0.0.1 only and stop by
// themselves; a watchdog ends the run if one hangs.
const root = resolve(__dirname, '..');
const benchDir = join(root, 'test', 'bench');
const docPath = join(root, 'docs', 'benchmarks.md');
const COMMAND = 'npm run bench';
const WATCHDOG_MS = 10 * 60_000;

type BenchReport = {
  setup: string[];
  columns: string[];
  rows: string[][];
  summary: string[];
  json?: Record<string, unknown>;
};
type Benchmark = {
  id: string;
  title: string;
  run(ctx: { durationS?: number; log: (line: string) => void }): Promise<BenchReport>;
};

const DOC_INTRO = `# Benchmarks

Performance claims in this project are backed by benchmarks run with \`${COMMAND}\`, never by timed tests: the test
suite checks behaviour only. Each benchmark lives in \`test/bench/*.bench.ts\`, is bounded in count and time, targets
127.0.0.1 only and stops by itself. \`BENCH_DURATION_S=<seconds>\` shortens the measured runs. Each run of
\`${COMMAND}\` rewrites the figures between a benchmark's \`<!-- bench:… -->\` markers (or appends them); the text
around them, such as the decisions taken, is kept. Figures depend on the machine and on whatever else it is doing.
`;

function durationFromEnv(): number | undefined {
  const raw = process.env.BENCH_DURATION_S;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 1 || n > 60)
    throw new Error(`BENCH_DURATION_S must be a number of seconds from 1 to 60, got ${raw}`);
  return n;
}

function output(command: string, args: string[]): string | undefined {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

function machine(): string {
  const nproc = output('nproc', []) ?? String(availableParallelism());
  const model = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const memGiB = Math.round(totalmem() / 2 ** 30);
  return `${nproc} CPUs (\`nproc\`), ${model}, ${memGiB} GiB RAM, ${platform()} ${arch()}, Node ${process.version}`;
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function loadBenchmarks(): { file: string; benchmark: Benchmark }[] {
  const files = existsSync(benchDir)
    ? readdirSync(benchDir)
        .filter((f) => f.endsWith('.bench.ts'))
        .sort()
    : [];
  return files.map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- benchmark files are found at run time
    const mod = require(join(benchDir, file)) as { benchmark?: Partial<Benchmark> };
    const b = mod.benchmark;
    if (!b || typeof b.id !== 'string' || typeof b.title !== 'string' || typeof b.run !== 'function') {
      throw new Error(`test/bench/${file} must export \`benchmark\` with id, title and run(ctx)`);
    }
    if (!/^[a-z0-9-]+$/.test(b.id)) throw new Error(`test/bench/${file}: benchmark id must be [a-z0-9-]+`);
    return { file, benchmark: b as Benchmark };
  });
}

function textTable(columns: string[], rows: string[][]): string {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable(columns: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

type RunInfo = { date: string; machine: string; loadBefore: string; loadAfter: string; file: string };

function section(b: Benchmark, report: BenchReport, info: RunInfo): string {
  return [
    `<!-- bench:${b.id}:start -->`,
    `## ${b.title}`,
    '',
    `- Date: ${info.date} (\`date -u\`)`,
    `- Command: \`${COMMAND}\`${process.env.BENCH_DURATION_S ? ` with \`BENCH_DURATION_S=${process.env.BENCH_DURATION_S}\`` : ''}` +
      ` (benchmark file \`test/bench/${info.file}\`)`,
    `- Machine: ${info.machine}`,
    `- Load average (1, 5, 15 min) before: ${info.loadBefore}; after: ${info.loadAfter}`,
    ...report.setup.map((s) => `- ${s}`),
    '',
    markdownTable(report.columns, report.rows),
    '',
    ...report.summary,
    `<!-- bench:${b.id}:end -->`,
  ].join('\n');
}

function writeSection(id: string, text: string): void {
  mkdirSync(dirname(docPath), { recursive: true });
  let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : DOC_INTRO;
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from >= 0 && to > from) {
    doc = doc.slice(0, from) + text + doc.slice(to + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${text}\n`;
  }
  writeFileSync(docPath, doc);
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    process.stderr.write(`[mes] benchmarks still running after ${WATCHDOG_MS / 60_000} min: stopping\n`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  const durationS = durationFromEnv();
  buildAll(root);
  const only = process.env.BENCH_ONLY;
  const benches = loadBenchmarks().filter((b) => !only || b.benchmark.id === only);
  let lastJson: Record<string, unknown> | undefined;
  if (benches.length === 0) throw new Error('no test/bench/*.bench.ts benchmark found');
  const desc = machine();
  say(`machine: ${desc}`);
  for (const { file, benchmark } of benches) {
    say(`benchmark ${benchmark.id} (test/bench/${file})`);
    const date = output('date', ['-u']) ?? new Date().toUTCString();
    const loadBefore = loads();
    const report = await benchmark.run({ durationS, log: (line) => say(`  ${line}`) });
    const loadAfter = loads();
    process.stdout.write(`\n${benchmark.title}\n${textTable(report.columns, report.rows)}\n`);
    for (const line of report.summary) process.stdout.write(`${line.replace(/\*\*/g, '')}\n`);
    process.stdout.write(`load average before: ${loadBefore}; after: ${loadAfter}\n\n`);
    writeSection(benchmark.id, section(benchmark, report, { date, machine: desc, loadBefore, loadAfter, file }));
    say(`figures written to docs/benchmarks.md (section ${benchmark.id})`);
    if (report.json) lastJson = report.json;
  }
  // The last line is one JSON object with the figures of the hub benchmark.
  if (lastJson) process.stdout.write(`${JSON.stringify(lastJson)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`[mes] benchmark failed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
