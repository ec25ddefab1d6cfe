import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, SpcAlarm, SpcLinePanel } from '@mes/contracts';
import { ruleLabel } from '../../live/spc-model';
import { Sparkline } from './Sparkline';
import '../spc-words';
import '../spc.css';

type Props = { panel: SpcLinePanel | null; alarms: SpcAlarm[] };

const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(1) : Number(v.toPrecision(4)).toString());

/** The line's open SPC alarms on top (station, characteristic, rule, HOLD), then each characteristic's sparkline. */
export function SpcPanel({ panel, alarms }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const list = panel?.characteristics ?? [];
  if (list.length === 0 && alarms.length === 0) return <p className="tile__empty">{t('spc.none')}</p>;
  return (
    <div className="spc" data-testid="spc-panel">
      {alarms.length > 0 && (
        <ul className="spc__alarms" aria-live="assertive">
          {alarms.map((a) => (
            <li
              key={a.id}
              className={a.hold ? 'spc-alarm spc-alarm--hold' : 'spc-alarm'}
              data-testid={`spc-alarm-${a.id}`}
            >
              <span className="spc-alarm__tag">{a.hold ? t('spc.hold') : t('spc.alarm')}</span>
              <strong className="spc-alarm__what">{a.station.fname || a.station.fnumber}</strong>
              <span className="spc-alarm__what">{a.characteristic.fname || a.characteristic.fnumber}</span>
              <span className="spc-alarm__rule">{ruleLabel(a.rule, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <ul className="spc__rows" style={{ '--rows': Math.max(1, list.length) } as CSSProperties}>
        {list.map(({ characteristic: c, baseline, points }) => {
          const alarmed = alarms.some((a) => a.characteristic.id === c.id);
          const last = points.at(-1);
          const where = c.station?.fname || c.product?.fname || '';
          return (
            <li key={c.id} className={alarmed ? 'spc-row spc-row--alarm' : 'spc-row'} data-testid={`spc-row-${c.id}`}>
              <div className="spc-row__name">
                <strong className="ellipsis">{c.fname || c.fnumber}</strong>
                <span className="muted ellipsis">{where}</span>
              </div>
              <div className="spc-row__chart">
                {points.length > 0 ? (
                  <Sparkline points={points} baseline={baseline} />
                ) : (
                  <span className="muted">{t('spc.noPoints')}</span>
                )}
              </div>
              <div className="spc-row__value">
                {last && <strong className={last.violations.length > 0 ? 'bad' : undefined}>{fmt(last.value)}</strong>}
                {!baseline && <span className="muted">{t('spc.noLimits')}</span>}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
