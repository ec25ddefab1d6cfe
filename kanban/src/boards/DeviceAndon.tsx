import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callUrl,
  DM_CALLS,
  rooms,
  type DeviceAlert,
  type LineDeviceAlerts,
  type Locale,
  type SpcAlarm,
} from '@mes/contracts';
import { useApiData } from '../components/useApiData';
import { ruleLabel } from '../live/spc-model';
import { useRoomClient } from '../live/useRoom';
import '../device/dm/dm-words';
import './spc-words';
import './andon.css';

/** An alert's place in the corner: one per device down, one per device and overdue period. */
export const andonKey = (a: DeviceAlert) =>
  a.kind === 'down' || a.kind === 'up' ? `down:${a.device_asset_id}` : `overdue:${a.device_asset_id}:${a.dm_period_id}`;

/** The standing alerts after one more: down and overdue add, up and maintained take theirs away. */
export function applyAlert(list: readonly DeviceAlert[], a: DeviceAlert): DeviceAlert[] {
  const rest = list.filter((x) => andonKey(x) !== andonKey(a));
  return a.kind === 'down' || a.kind === 'overdue' ? [...rest, a] : rest;
}

const readAlerts = (d: unknown) => (d as LineDeviceAlerts).alerts ?? [];

// The line board's andon (corner): devices down and maintenance overdue, read once, then moved by the line room's
// device.alert deltas (docs/device-maintenance.md, "Live"); and the SPC holds of the line's stations, which the board's
// SPC panel follows (docs/spc.md, "On the boards"). Nothing shows while nothing stands.
export function DeviceAndon({ lineId, spcHolds = [] }: { lineId: number; spcHolds?: readonly SpcAlarm[] }) {
  const { t, i18n } = useTranslation();
  const client = useRoomClient();
  const standing = useApiData(callUrl(DM_CALLS.lineAlerts), { product_line_id: lineId }, readAlerts);
  const [alerts, setAlerts] = useState<DeviceAlert[]>([]);
  const { reload } = standing;
  useEffect(() => {
    if (standing.data) setAlerts(standing.data);
  }, [standing.data]);
  useEffect(() => {
    if (!client) return undefined;
    return client.watch(rooms.line(lineId), {
      delta: (d) => {
        if (d.event === 'device.alert') setAlerts((list) => applyAlert(list, d.data as DeviceAlert));
      },
      resync: reload,
    });
  }, [client, lineId, reload]);
  if (alerts.length === 0 && spcHolds.length === 0) return null;
  const item = (a: DeviceAlert) => (
    <div
      key={andonKey(a)}
      className={`andon__item andon__item--${a.kind}`}
      data-testid={`andon-${a.kind}-${a.device_asset_id}`}
    >
      <strong>{t(`andon.${a.kind}`)}</strong>
      <span>
        {a.fnumber} {a.fname}
      </span>
      {a.text && <span className="andon__text">{a.text}</span>}
    </div>
  );
  return (
    <aside className="andon" data-testid="device-andon" aria-live="assertive">
      {/* devices down first, then the SPC holds, then overdue maintenance */}
      {alerts.filter((a) => a.kind === 'down').map(item)}
      {spcHolds.map((a) => (
        <div key={`spc:${a.id}`} className="andon__item andon__item--spc" data-testid={`andon-spc-${a.id}`}>
          <strong>
            {t('spc.andonHold')} · {a.station.fname || a.station.fnumber}
          </strong>
          <span>{a.characteristic.fname || a.characteristic.fnumber}</span>
          <span className="andon__text">{ruleLabel(a.rule, i18n.language as Locale)}</span>
        </div>
      ))}
      {alerts.filter((a) => a.kind !== 'down').map(item)}
    </aside>
  );
}
