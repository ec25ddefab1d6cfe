/** @jsxRuntime automatic */
import { useCallback, useRef, useState } from 'react';
import { Alert, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus } from '@mes/contracts';
import { useSession } from '../session';
import { toLocale } from '../widgets/i18n-bundle';
import { LivePanel } from './LivePanel';
import { NoticeBar } from './NoticeBar';
import { useNotices } from './notices';
import { OperatorDialog } from './OperatorDialog';
import { reportCallFor, type ScreenConfig } from './report-calls';
import { ResultsList } from './ResultsList';
import { ScanBox } from './ScanBox';
import { SopPanel } from './SopPanel';
import { TestItemsPanel } from './TestItemsPanel';
import { useOrderLive } from './useOrderLive';
import { useReportSender } from './useReportSender';
import { useLiveRooms } from '../live/useLiveRooms';
import { useScanFlow } from './useScanFlow';
import { useSop } from './useSop';
import { useStationKeys } from './useStationKeys';
import { useSpcNotices } from './useSpcNotices';
import { useStationMessages } from './useStationMessages';
import { useDeviceAlerts } from '../device-maintenance/useDeviceAlerts';
import { useTally } from './useTally';
import { VerdictPanel } from './VerdictPanel';
import { WorkHeader } from './WorkHeader';
import type { Outcome, PendingScan, TestItem, WorkStation } from './work.types';
import './i18n';

const LATE_SNS_SHOWN = 5;

/** The station screen once its station is known: scan, verdict, test items, live panel, work instruction. */
export function StationWorkspace({
  config,
  station,
  title,
  onChangeStation,
}: {
  config: ScreenConfig;
  station: WorkStation;
  title: string;
  onChangeStation: () => void;
}) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  const { session } = useSession();
  const operator = session.user?.display_name || session.user?.name || '';
  const { client: socket, connected } = useLiveRooms();
  const { notices, notify, dismiss, withdraw } = useNotices();
  const { tally, view, lastOrderId } = useTally(socket, station.id);
  const [orderId, setOrderId] = useState<number | null>(null);
  const order = useOrderLive(socket, orderId ?? lastOrderId, station, notify);
  const { sops } = useSop(socket, station.id, order.order?.product_id, notify);
  useStationMessages(socket, station.id, notify);
  useDeviceAlerts(socket, station.id, notify);
  useSpcNotices(socket, station.id, notify, withdraw);
  const [markFail, setMarkFail] = useState(false);
  const [items, setItems] = useState<TestItem[]>([]);
  const [itemsOpen, setItemsOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [operatorOpen, setOperatorOpen] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const lateRefused = useRef<string[]>([]);
  const lateVerdict = useRef<(key: string, outcome: Outcome) => void>(() => undefined);

  const onLate = useCallback(
    (scan: PendingScan, outcome: Outcome) => {
      tally.outcome(scan.key, scan.body.sn, outcome, true);
      lateVerdict.current(scan.key, outcome);
      if (outcome.kind === 'verdict') setOrderId(outcome.answer.worder_id);
      if (outcome.kind !== 'refused') return;
      lateRefused.current = [...lateRefused.current, scan.body.sn];
      const sns = lateRefused.current;
      notify({
        tone: 'error',
        key: 'notice.lateRefused',
        params: {
          count: sns.length,
          sns: sns.slice(-LATE_SNS_SHOWN).join(', ') + (sns.length > LATE_SNS_SHOWN ? ' …' : ''),
        },
      });
    },
    [tally, notify],
  );
  const { sender, queued, online } = useReportSender(onLate);

  const { verdict, onScan, onLateVerdict } = useScanFlow({
    call: reportCallFor(config, station.fn) ?? '',
    stationId: station.id,
    operator,
    sender,
    tally,
    items,
    setItems,
    markFail,
    setMarkFail,
    onOrder: setOrderId,
    onOrderRefused: () => void order.refresh(),
    noSnText: t('verdict.noSn'),
  });

  lateVerdict.current = onLateVerdict;

  const focusScan = useCallback(() => inputRef.current?.focus(), []);
  const dismissNotice = (id?: number) => {
    const gone = id === undefined ? notices[0] : notices.find((n) => n.id === id);
    if (gone?.key === 'notice.lateRefused') lateRefused.current = [];
    dismiss(id);
  };
  useStationKeys(
    {
      F2: () => setOperatorOpen(true),
      F4: onChangeStation,
      F6: () => {
        setItemsOpen(!itemsOpen);
        if (!itemsOpen) setTimeout(() => document.querySelector<HTMLInputElement>('.work-items input')?.focus(), 50);
        else focusScan();
      },
      F7: () => setImporting(true),
      F8: () => setMarkFail(!markFail),
      Escape: () => {
        dismissNotice();
        focusScan();
      },
    },
    operatorOpen || importing,
    focusScan,
  );

  // the push's notice says it once it came; the banner says it for an order found stopped
  const stopped =
    order.order &&
    order.order.status !== WorkOrderStatus.WORKING &&
    !notices.some((n) => n.key === 'notice.orderStopped');
  return (
    <div className="work-screen" data-testid="work-screen" data-station={station.fnumber}>
      <WorkHeader
        title={title}
        station={station}
        operator={operator}
        live={connected}
        online={online}
        queued={queued}
        markFail={markFail}
        onOperator={() => setOperatorOpen(true)}
        onStation={onChangeStation}
        onMarkFail={() => setMarkFail(!markFail)}
      />
      {stopped && order.order && (
        <Alert
          type="error"
          showIcon
          data-testid="work-order-banner"
          className="work-banner"
          title={t('notice.orderStopped', {
            fbillno: order.order.fbillno,
            status: WorkOrderStatus.label(order.order.status, locale).toLowerCase(),
          })}
        />
      )}
      <NoticeBar notices={notices} onDismiss={dismissNotice} />
      <div className="work-grid">
        <div className="work-grid__scan">
          <ScanBox ref={inputRef} onScan={onScan} markFail={markFail} />
          <VerdictPanel verdict={verdict} />
        </div>
        <div className="work-grid__items">
          <TestItemsPanel
            open={itemsOpen}
            onToggle={() => setItemsOpen(!itemsOpen)}
            items={items}
            onChange={setItems}
            importing={importing}
            onImporting={(o) => {
              setImporting(o);
              if (!o) setTimeout(focusScan, 0);
            }}
          />
        </div>
        <div className="work-grid__sop">
          <SopPanel sops={sops} />
        </div>
        <div className="work-grid__results">
          <ResultsList rows={view.rows} />
        </div>
        <div className="work-grid__live">
          <LivePanel view={view} order={order} />
        </div>
      </div>
      <OperatorDialog
        open={operatorOpen}
        onClose={() => {
          setOperatorOpen(false);
          setTimeout(focusScan, 0);
        }}
        onSwitched={(name) => notify({ tone: 'success', key: 'notice.switched', params: { name } })}
      />
    </div>
  );
}
