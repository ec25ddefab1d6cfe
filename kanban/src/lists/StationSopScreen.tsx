import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { rooms } from '@mes/contracts';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState, LoadingState } from '../components/States';
import { useApiData } from '../components/useApiData';
import { UserActions } from '../components/UserActions';
import { useRoom } from '../live/useRoom';
import { sopFrameAttrs, sopLinkAttrs, sopView } from '@mes/client';
import { readSops, type Sop } from './sop';
import { usePaged } from './usePaged';

function SopView({ sop }: { sop: Sop }) {
  const { t } = useTranslation();
  const view = sopView(sop.type, sop.content, { pdfInFrame: true });
  // Text needs no address: it is shown as it stands.
  if (view.kind === 'text')
    return (
      <div className="sop sop--text" data-testid="sop-text">
        {view.text}
      </div>
    );
  switch (view.kind) {
    case 'badLink':
      return <EmptyState title={t('sop.badLink')} />;
    case 'image':
      return <img className="sop sop--image" data-testid="sop-image" src={view.url} alt={sop.name} />;
    case 'frame':
      return <iframe className="sop sop--frame" data-testid="sop-frame" {...sopFrameAttrs(view.url, sop.name)} />;
    case 'file':
      return (
        <div className="sop sop--file" data-testid="sop-file">
          <a {...sopLinkAttrs(view.url)}>{t('sop.openFile', { name: sop.name || view.url })}</a>
        </div>
      );
  }
}

/** 工位指导书 (station_sop/:id): the station's work instruction on a light page, its pass and fail live below. */
export function StationSopScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const room = useRoom(rooms.station(id));
  // The station_sop resource may not exist yet, and a screen may not read it: any failure is "none yet".
  const sops = useApiData('product_mgt/station_sop/list', { filter: `station_id:${id} ps:20` }, readSops, {
    ignoreInvalidToken: true,
  });
  const paged = usePaged(sops.data ?? [], 1, 30_000);
  const station = room.data?.station;
  const counts = Object.values(room.data?.counters ?? {}).reduce(
    (a, c) => ({ pass: a.pass + c.pass, fail: a.fail + c.fail }),
    { pass: 0, fail: 0 },
  );
  const title = station ? `${station.fname || station.fnumber} · ${t('titles.stationSop')}` : t('titles.stationSop');
  let body;
  if (sops.loading && !sops.data && !sops.error) body = <LoadingState />;
  else if (paged.rows.length === 0)
    body = <EmptyState testId="sop-empty" title={t('sop.none')} hint={t('sop.noneHint')} />;
  else body = <SopView sop={paged.rows[0]} />;
  return (
    <ScreenFrame testId="kanban-station-sop" title={title} theme="light" fill actions={<UserActions />}>
      <div className="sop-area">{body}</div>
      <footer className="sop-footer" data-testid="sop-footer">
        <span>{paged.rows[0]?.name ?? ''}</span>
        <span>
          {t('board.pass')} <b className="good">{counts.pass}</b> · {t('board.fail')}{' '}
          <b className="bad">{counts.fail}</b>
        </span>
        {paged.pages > 1 && (
          <span>
            {paged.page + 1} / {paged.pages}
          </span>
        )}
      </footer>
    </ScreenFrame>
  );
}
