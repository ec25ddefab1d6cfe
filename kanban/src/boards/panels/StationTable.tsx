import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { percent, type StationRow } from '../../live/metrics';

/** Pass, fail, WIP and first-pass yield per station, in flow order. */
export function StationTable({ rows }: { rows: StationRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="tile__empty">{t('board.noStations')}</p>;
  return (
    <table
      className="grid-table grid-table--fit grid-table--names"
      data-testid="station-table"
      style={{ '--rows': rows.length } as CSSProperties}
    >
      <thead>
        <tr>
          <th className="col-name">{t('board.station')}</th>
          <th className="num">{t('board.pass')}</th>
          <th className="num">{t('board.fail')}</th>
          <th className="num">{t('board.wip')}</th>
          <th className="num">{t('board.fpy')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.station_id} data-testid={`station-row-${r.station_id}`}>
            <td className="col-name ellipsis">{r.label}</td>
            <td className="num good">{r.pass}</td>
            <td className={r.fail > 0 ? 'num bad' : 'num'}>{r.fail}</td>
            <td className="num">{r.wip}</td>
            <td className="num">{percent(r.fpy)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
