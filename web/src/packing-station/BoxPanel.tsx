/** @jsxRuntime automatic */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxStatus, rooms, type PackedBox, type PackedParent } from '@mes/contracts';
import { apiCall } from '@mes/client';
import { useState, useEffect } from 'react';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { toLocale } from '../widgets/i18n-bundle';
import './i18n';

type BoxRow = {
  id: number;
  fnumber: string;
  level: string;
  fqty: number;
  capacity: number;
  status: number;
  weight: number | null;
};

/**
 * The box on screen (count of its capacity, its units), the carton and pallet holding it, and the order's boxes and
 * cartons, read again live as boxes change.
 */
export function BoxPanel({
  box,
  parents,
  worderId,
}: {
  box: PackedBox | null;
  parents: PackedParent[];
  worderId: number | null;
}) {
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
          {parents.map((p) => (
            <div
              key={`${p.level}${p.id}`}
              className={`pack-parent ${p.status === BoxStatus.WORKING_FINISHED ? 'pack-parent--closed' : ''}`}
              data-testid="pack-parent"
              data-level={p.level}
              data-status={p.status}
            >
              <span>{`${t(`level.${p.level}`)} ${p.fnumber}`}</span>
              <b>{`${p.fqty} / ${p.capacity}`}</b>
              <span>{BoxStatus.label(p.status, locale)}</span>
            </div>
          ))}
        </>
      )}
      {boxes.length > 0 && (
        <>
          <div className="work-card__subtitle">{t('box.list')}</div>
          <table className="work-results__table" data-testid="pack-box-list">
            <tbody>
              {boxes.map((b) => (
                <tr key={b.id}>
                  <td>{`${t(`level.${b.level}`)} ${b.fnumber}`}</td>
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
