// The order jest hands test files to its workers (jest.config.js, testSequencer). Jest's own order first (a file that
// failed last time, then the longest by the last run's times, else the largest), then the e2e walk's parts, which
// mostly wait on the screens (load ~0.8 core each), are spread between the CPU-heavy specs (a hub and chromium, ~1.5
// cores), so each worker runs one of each kind side by side rather than two heavy ones (docs/testing.md).
import Sequencer from '@jest/test-sequencer';

const WAITING = /first-hour-walk/;

class InterleavingSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const waiting = sorted.filter((t) => WAITING.test(t.path));
    const heavy = sorted.filter((t) => !WAITING.test(t.path));
    const out = [];
    while (waiting.length > 0 || heavy.length > 0) {
      if (waiting.length > 0) out.push(waiting.shift());
      if (heavy.length > 0) out.push(heavy.shift());
    }
    return out;
  }
}

export default InterleavingSequencer;
