import type { SpcBaseline, SpcPoint } from '@mes/contracts';
import { sparkOf } from '../../live/spc-model';

const W = 200;
const H = 60;

/** A characteristic's last points with its centre line and control limits; violating points in red. */
export function Sparkline({ points, baseline }: { points: SpcPoint[]; baseline: SpcBaseline | null }) {
  const s = sparkOf(points, baseline, W, H);
  return (
    <svg className="spark" viewBox={`-4 -4 ${W + 8} ${H + 8}`} preserveAspectRatio="none" aria-hidden="true">
      {s.ucl !== null && <line className="spark__limit" x1={0} x2={W} y1={s.ucl} y2={s.ucl} />}
      {s.lcl !== null && <line className="spark__limit" x1={0} x2={W} y1={s.lcl} y2={s.lcl} />}
      {s.centre !== null && <line className="spark__centre" x1={0} x2={W} y1={s.centre} y2={s.centre} />}
      <path className="spark__line" d={s.path} />
      {/* a zero-length line with round caps: a round dot however the box stretches the drawing */}
      {s.dots
        .filter((d) => d.violating)
        .map((d) => (
          <line key={`${d.x},${d.y}`} className="spark__bad" x1={d.x} x2={d.x} y1={d.y} y2={d.y} />
        ))}
    </svg>
  );
}
