import { percent } from '../../live/metrics';

type Props = { value: number | null; label?: string; testId?: string; big?: boolean };

/** A horizontal bar filled to value (0..1), the percentage on it. */
export function ProgressBar({ value, label, testId, big }: Props) {
  const pct = value === null ? 0 : Math.round(value * 1000) / 10;
  return (
    <div
      className={big ? 'bar bar--big' : 'bar'}
      data-testid={testId}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-label={label}
    >
      <div className={`bar__fill${pct >= 100 ? ' bar__fill--done' : ''}`} style={{ width: `${pct}%` }} />
      <span className="bar__text">{percent(value)}</span>
    </div>
  );
}
