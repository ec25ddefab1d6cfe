import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue 32: no handler writes a refusal as an English sentence; each names a code of the catalogue
// (contracts/src/refusals) with `refuse` or `refuseAs`, and the envelope says it in the caller's language.
const SRC = join(__dirname, '../..');

// the 400s left with a text of their own, and why
const ALLOWED = new Map([
  [
    'modules/smt/feeding/feeding-steps.service.ts',
    "a slot's reel verdict: its data carries the check, which the feeding screens word in both languages themselves (contracts/src/smt-feeding-client.ts)",
  ],
  [
    'modules/basicdata/calls/scan-parser.calls.ts',
    "carries its first problem's catalogue refusal (said in the caller's language), every problem in data",
  ],
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

// Refusals with their own err (1203 no station, 1601 floor life ...) name a catalogue code too (`refuseAs`); the
// AppExceptions left with a text of their own, and why:
const OWN_TEXT = new Map([
  [
    'modules/stock-mgt/flow/reel-scan.ts',
    "904 'no such batch <code>': the spec's own words for an unknown reel (000 §5)",
  ],
  ['modules/msd/msd-events.ts', "904 'no such batch <code>': the spec's own words for an unknown reel (000 §5)"],
  ['modules/stock-mgt/ledger/ledger.ts', 'carries the catalogue refusal it was made from, with the balances in data'],
  ['modules/basicdata/calls/scan-parser.calls.ts', ALLOWED.get('modules/basicdata/calls/scan-parser.calls.ts')!],
  ['modules/smt/feeding/feeding-steps.service.ts', ALLOWED.get('modules/smt/feeding/feeding-steps.service.ts')!],
]);

describe('refusals in the server code', () => {
  it('are codes of the catalogue, never English sentences', () => {
    const english: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        const sentence =
          /\bbadRequest\(/.test(line) || /new AppException\(\s*(400|ErrorCode\.BAD_REQUEST)\b/.test(line);
        if (sentence && !ALLOWED.has(name)) english.push(`${name}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(english).toEqual([]);
    expect(sources(SRC).length).toBeGreaterThan(300);
  });

  it('name a catalogue code whatever their err, but for the few that say why not', () => {
    const own: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (OWN_TEXT.has(name) || name === 'core/api/app.exception.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/new AppException\(/.test(line)) own.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(own).toEqual([]);
  });
});
