import { useTranslation } from 'react-i18next';
import { feedingStepText, type Locale } from '@mes/contracts';
import { useNow } from '../components/useNow';
import type { SmtSlot } from '../live/smt-model';
import { msdLine } from './msd';

/** Columns for n slots in a wide tile: about twice as many columns as rows. */
export function gridColumns(n: number): number {
  if (n <= 4) return Math.max(1, n);
  return Math.min(n, Math.ceil(Math.sqrt(n * 2.2)));
}

// The slots as a grid of coloured cells: green loaded (ok), amber alternate (warning), red failed or locked, grey pending.
export function SlotGrid({ slots }: { slots: SmtSlot[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  // floor lives count down on the board itself
  const now = useNow(30_000).getTime();
  const shown = slots.filter((s) => !s.no_verify);
  if (shown.length === 0)
    return (
      <p className="tile__empty" data-testid="smt-no-slots">
        {t('smt.noSlots')}
      </p>
    );
  const cols = gridColumns(shown.length);
  const rows = Math.ceil(shown.length / cols);
  return (
    <div
      className="slot-grid"
      style={{
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
      }}
      data-testid="smt-slot-grid"
    >
      {shown.map((s) => {
        const msd = s.msd ? msdLine(t, s.msd, now) : null;
        return (
          <div
            key={s.slot}
            className={`slot slot--${s.state}${msd?.blocked ? ' slot--msd-blocked' : ''}`}
            data-testid={`slot-${s.slot}`}
            data-state={s.state}
            title={feedingStepText(s, locale)}
          >
            <span className="slot__code">{s.slot}</span>
            <span className="slot__item ellipsis">{s.expected}</span>
            <span className="slot__state ellipsis">
              {t(`smt.state.${s.state}`)}
              {s.checked && s.state === 'ok' ? ` · ${t('smt.checked')}` : ''}
              {s.fail_count > 0 && s.state !== 'ok' ? ` · ${s.fail_count}×` : ''}
            </span>
            {msd && (
              <span
                className="slot__msd ellipsis"
                data-testid={`slot-msd-${s.slot}`}
                data-blocked={msd.blocked ? 'true' : 'false'}
              >
                {msd.text}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
