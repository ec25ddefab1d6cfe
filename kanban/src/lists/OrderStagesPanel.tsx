import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STAT } from '@mes/contracts';
import { useCallData } from '../components/useApiData';
import { readStageBoard } from './order-stages';
import './stages.css';
import './stages-words';

/** a line room's news reads the stages again, at most this often */
export const STAGES_REFETCH_MS = 2_000;

// The followed orders by the factory's WIP stages, above the per-station WIP. Live: the line rooms the screen follows
// change when reports are applied, and each change reads the board again (throttled); nothing polls.
export function OrderStagesPanel({ news }: { news: unknown }) {
  const { t } = useTranslation();
  const board = useCallData(STAT.orderWipBoard, {}, readStageBoard);
  const last = useRef(0);
  const first = useRef(true);
  const reload = useRef(board.reload);
  reload.current = board.reload;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const wait = Math.max(0, last.current + STAGES_REFETCH_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      reload.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [news]);
  const data = board.data;
  if (!data || data.orders.length === 0 || data.stages.length === 0) return null;
  return (
    <section className="stage-board" data-testid="wip-stages">
      <h2 className="stage-board__title">{t('stages.title')}</h2>
      <table className="stage-table">
        <thead>
          <tr>
            <th>{t('stages.order')}</th>
            {data.stages.map((s) => (
              <th key={s.id}>{s.fname}</th>
            ))}
            <th>{t('stages.total')}</th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((o) => (
            <tr key={o.id} data-testid={`stage-order-${o.id}`}>
              <td className="ellipsis">{o.name}</td>
              {data.stages.map((s) => (
                <td key={s.id} className={o.qty[s.id] ? 'stage-table__n stage-table__n--busy' : 'stage-table__n'}>
                  {o.qty[s.id] ?? 0}
                </td>
              ))}
              <td className="stage-table__n" data-testid={`stage-total-${o.id}`}>
                {o.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
