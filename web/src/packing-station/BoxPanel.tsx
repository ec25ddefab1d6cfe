/** @jsxRuntime automatic */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxStatus, rooms, type PackedBox } from '@mes/contracts';
import { apiCall } from '@mes/client';
import { useState, useEffect } from 'react';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { toLocale } from '../widgets/i18n-bundle';
import './i18n';

type BoxRow = { id: number; fnumber: string; fqty: number; capacity: number; status: number; weight: number | null };

/** The box on screen (count of its capacity, its units) and the order's boxes, read again live as boxes change. */
export function BoxPanel({ box, worderId }: { box: PackedBox | null; worderId: number | null }) {
  const { t, i18n } = useTranslation('packing');
  const locale = toLocale(i18n.language);
  const [boxes, setBoxes] = useState<BoxRow[]>([]);
  const load = useCallback(() => {
    if (worderId === null) return;
    apiCall<{ list: BoxRow[] }>(
      'product_mgt/box/list',
      { filter: `worder_id:${worderId} sort:id-desc ps:8` },
      { quiet: true },
    ).then(
      (a) => setBoxes(a.list),
      () => undefined,
    );
  }, [worderId]);
  useEffect(load, [load]);
  useRoomRefresh(worderId === null ? null : rooms.resource('box'), (d) => d.event === 'resource.changed', load);
  return (
    <div className="work-card" data-testid="pack-box">
      <div className="work-card__title">{t('box.title')}</div>
      {box === null ? (
        <div className="work-muted">{t('box.none')}</div>
      ) : (
        <>
          <div className="work-figures">
            <div className="work-figure">
              <div className="work-figure__label">{box.fnumber}</div>
              <div className="work-figure__value" data-testid="pack-box-count">{`${box.fqty} / ${box.capacity}`}</div>
            </div>
            <div className="work-figure">
              <div className="work-figure__label">{t('box.status')}</div>
              <div
                className={`work-figure__value ${box.status === BoxStatus.WORKING_FINISHED ? 'work-figure__value--good' : ''}`}
              >
                {BoxStatus.label(box.status, locale)}
              </div>
            </div>
          </div>
          <div className="pack-sns">
            {box.sns.map((sn) => (
              <span key={sn}>{sn}</span>
            ))}
          </div>
        </>
      )}
      {boxes.length > 0 && (
        <>
          <div className="work-card__subtitle">{t('box.list')}</div>
          <table className="work-results__table" data-testid="pack-box-list">
            <tbody>
              {boxes.map((b) => (
                <tr key={b.id}>
                  <td>{b.fnumber}</td>
                  <td>{`${Number(b.fqty)} / ${b.capacity}`}</td>
                  <td>{BoxStatus.label(b.status, locale)}</td>
                  <td>{b.weight === null ? '' : `${Number(b.weight)} kg`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
