/** @jsxRuntime automatic */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { ResultRow } from './tally';
import './i18n';

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour12: false });
const COLOR: Record<ResultRow['state'], string> = { pass: 'green', fail: 'red', refused: 'volcano', queued: 'default' };

/**
 * The last results at the station, newest first; a scan refused after the fact (sent from the queue) stands out.
 * `subject` names the scanned column where it is not an SN (a part or lot barcode at the binding stations).
 */
export function ResultsList({ rows, subject }: { rows: readonly ResultRow[]; subject?: string }) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  return (
    <div className="work-card work-results" data-testid="work-results">
      <div className="work-card__title">{t('results.title')}</div>
      {rows.length === 0 ? (
        <div className="work-muted">{t('results.empty')}</div>
      ) : (
        <table className="work-results__table">
          <thead>
            <tr>
              <th>{t('results.time')}</th>
              <th>{subject ?? t('results.sn')}</th>
              <th>{t('results.verdict')}</th>
              <th>{t('results.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const lateRefused = r.late && r.state === 'refused';
              let detail = r.detail ?? '';
              if (r.state === 'refused') {
                // the code's text, and the server's own message naming what was wrong (as the verdict shows it)
                const label = errorMessage(r.err ?? -1, locale, r.msg);
                detail = `${r.err}: ${label}${r.msg && r.msg !== label ? ` · ${r.msg}` : ''}`;
              } else if (r.state === 'pass' && r.detail === undefined)
                detail = r.done ? t('verdict.done') : r.next ? t('verdict.next', { station: r.next }) : '';
              return (
                <tr
                  key={r.key}
                  className={lateRefused ? 'work-results__row--late-refused' : undefined}
                  data-testid="work-result-row"
                  data-sn={r.sn}
                  data-state={r.state}
                  data-late={r.late ? 'true' : 'false'}
                >
                  <td>{time(r.at)}</td>
                  <td className="work-results__sn">{r.sn}</td>
                  <td>
                    <Tag color={COLOR[r.state]}>
                      {r.state === 'queued' ? t('results.queued') : t(`results.${r.state}`)}
                    </Tag>
                    {lateRefused && (
                      <Tag color="red" data-testid="work-late-refused">
                        {t('results.lateRefused')}
                      </Tag>
                    )}
                    {r.late && !lateRefused && <Tag color="blue">{t('results.late')}</Tag>}
                  </td>
                  <td className="work-results__detail" title={r.msg}>
                    {detail}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
