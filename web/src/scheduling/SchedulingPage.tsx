import { Button, Card, Select, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SMT_SCHEDULING, WorkOrderStatus } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { Guard } from '../session';
import { confirmAction } from '../widgets';
import { DifferentialPanel } from './DifferentialPanel';
import { SCHEDULING_NS } from './i18n';
import { orderResource, type OrderOp, type QueueEntry } from './queue-data';
import { QueueTable } from './QueueTable';
import { useLineQueue } from './useLineQueue';

type Line = { id: number; fnumber: string; fname: string; line_type?: string };
type Order = { id: number; fbillno: string; status: number };
const OPEN: number[] = [WorkOrderStatus.READY, WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];

// product_mgt/production_scheduling/operation: a line's queue of orders, live. Append an SMT order, move orders,
// run their actions (SMT orders' and work orders') (each logged on the queue), and see what changes over between consecutive orders.
export function SchedulingPage() {
  const { t } = useTranslation(SCHEDULING_NS);
  const [params, setParams] = useSearchParams();
  const [lines, setLines] = useState<Line[]>([]);
  const [orders, setOrders] = useState<Order[]>([]);
  const [pick, setPick] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const lineId = params.get('product_line_id') ? Number(params.get('product_line_id')) : null;
  const { queue, transitions, loading, reload } = useLineQueue(lineId);

  useEffect(() => {
    apiCall<{ list: Line[] }>('basicdata/product_line/list', { filter: 'sort:fnumber-asc ps:200' }).then(
      (a) => {
        setLines(a.list);
        if (lineId === null && a.list.length > 0)
          setParams(
            { product_line_id: String((a.list.find((l) => l.line_type === 'smt') ?? a.list[0]).id) },
            { replace: true },
          );
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening: the line to show when none is chosen
  }, []);

  useEffect(() => {
    setPick(null);
    if (lineId === null) return;
    apiCall<{ list: Order[] }>(
      'product_mgt/smt_order/list',
      { filter: `product_line_id:${lineId} sort:id-desc ps:200` },
      { quiet: true },
    ).then(
      (a) => setOrders(a.list.filter((o) => OPEN.includes(o.status))),
      () => setOrders([]),
    );
  }, [lineId, queue.length]);

  const run = async (id: number, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      message.success(done);
    } catch {
      // the client has shown the refusal
    } finally {
      setBusy(null);
      void reload();
    }
  };
  const onMove = (e: QueueEntry, to: number) =>
    void run(e.id, () => callApi(SMT_SCHEDULING.move, { id: e.id, to_position: to }), t('moved'));
  const onOp = async (e: QueueEntry, op: OrderOp) => {
    if (
      !(await confirmAction({
        content: t('opConfirm', { op: t(`op.${op}`), fbillno: e.fbillno }),
        danger: op === 'cancel_order',
      }))
    )
      return;
    void run(e.id, () => apiCall(`product_mgt/${orderResource(e)}/${op}`, { id: e.orderId }), t(`op.${op}`));
  };
  const append = () =>
    pick !== null &&
    lineId !== null &&
    void run(
      -1,
      () => callApi(SMT_SCHEDULING.append, { product_line_id: lineId, smt_order_id: pick }),
      t('appended'),
    ).then(() => setPick(null));
  const queued = new Set(queue.filter((e) => e.kind === 'smt').map((e) => e.orderId));

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="scheduling-page">
      <Card size="small">
        <Space wrap>
          <span>{t('line')}</span>
          <Select
            style={{ width: 260 }}
            placeholder={t('chooseLine')}
            value={lineId ?? undefined}
            data-testid="scheduling-line"
            showSearch
            optionFilterProp="label"
            options={lines.map((l) => ({ value: l.id, label: `${l.fnumber} ${l.fname}` }))}
            onChange={(v: number) => setParams({ product_line_id: String(v) })}
          />
          <Guard allOf={['product_mgt.production_scheduling.append']}>
            <Select
              style={{ width: 520, maxWidth: '100%' }}
              placeholder={t('chooseOrder')}
              value={pick ?? undefined}
              data-testid="scheduling-pick"
              showSearch
              optionFilterProp="label"
              options={orders.filter((o) => !queued.has(o.id)).map((o) => ({ value: o.id, label: o.fbillno }))}
              onChange={(v: number) => setPick(v)}
            />
            <Button
              type="primary"
              disabled={pick === null || busy !== null}
              onClick={append}
              data-testid="scheduling-append"
            >
              {t('append')}
            </Button>
          </Guard>
        </Space>
      </Card>
      <Card size="small" title={t('queue')}>
        <QueueTable queue={queue} loading={loading} busy={busy} onMove={onMove} onOp={(e, op) => void onOp(e, op)} />
      </Card>
      <DifferentialPanel transitions={transitions} />
    </Space>
  );
}

export default SchedulingPage;
