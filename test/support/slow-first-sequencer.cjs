// Jest's order of test files, the longest first, so that two workers end together (docs/testing.md). Jest's own
// sequencer orders by the durations of the last run on this machine, and without them (a fresh clone) by file size:
// then the five parts of the first-hour walk, ten-line files that walk for 70-110 s each, started last and ran alone
// at the end of the e2e phase (806 s in a fresh clone against 720 s with the durations known). The files that took
// longest in the last fresh-clone runs (the slowest-files list `npm test` prints) go first when jest knows no
// duration for them; the rest keep jest's order.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads a sequencer as CommonJS
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST_FIRST = [
  'test/integration/api-walk.spec.ts',
  'test/e2e/first-hour-walk.spec.ts',
  'test/e2e/first-hour-walk-stock.spec.ts',
  'test/e2e/first-hour-walk-product.spec.ts',
  'test/e2e/first-hour-walk-basicdata.spec.ts',
  'test/e2e/first-hour-walk-rest.spec.ts',
  'test/e2e/web-shell.spec.ts',
  'test/e2e/web-product-definitions.spec.ts',
  'test/e2e/kanban-screens.spec.ts',
  'test/e2e/packing.spec.ts',
  'test/e2e/device-maintenance.spec.ts',
  'test/integration/up-restart.spec.ts',
  'test/integration/up-supervisor.spec.ts',
  'web/src/widgets/QueryModal.spec.ts',
  'test/integration/permission-walk.spec.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests); // sets each test's duration, when jest knows it
    if (ordered.some((t) => t.duration != null)) return ordered;
    const rank = (t) => {
      const i = LONGEST_FIRST.findIndex((path) => t.path.endsWith(`/${path}`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // a stable sort: the listed files in the list's order, then the rest in jest's
    return ordered
      .map((t, i) => [t, i])
      .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
      .map(([t]) => t);
  }
}

module.exports = SlowFirstSequencer;
