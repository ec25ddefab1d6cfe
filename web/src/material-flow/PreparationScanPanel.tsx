import { App, Button, Progress, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rooms, STOCK_FLOW_CALLS, type PrepareBoard, type PrepareLine, type PrepareProgress } from '@mes/contracts';
import { asApiError, callApi } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { ScanPanel, type PanelVerdict } from '../widgets/scan-panel/ScanPanel';
import { FLOW_NS } from './i18n';
import { verdictOf } from './verdict';

type Line = PrepareLine;
type Need = PrepareProgress;
const calls = STOCK_FLOW_CALLS.prepare;

// The preparation scanner (docs/material-flow.md): a clerk scans reels one after another without the mouse; each scan
// answers at once (as recommended, in place of a recommended reel, or the refusal with the scan form's words), and
// what is still missing follows live while several clerks scan (the room resource:material_prepare).
export function PreparationScanPanel({ id }: { id: number }) {
  const { t } = useTranslation(FLOW_NS);
  const { message } = App.useApp();
  const [board, setBoard] = useState<PrepareBoard | null>(null);
  const reload = useCallback(
    () =>
      void callApi(calls.board, { id }, { quiet: true })
        .then(setBoard)
        .catch(() => undefined),
    [id],
  );
  useEffect(reload, [reload]);
  const [verdict, setVerdict] = useState<PanelVerdict | null>(null);
  useRoomRefresh(rooms.resource('material_prepare'), (d) => (d.data as { id?: number }).id === id, reload);

  // an action on the preparation: a refusal is shown by the client; the board is read again either way
  const act = async <A,>(send: () => Promise<A>): Promise<A | null> => {
    try {
      return await send();
    } catch {
      return null;
    } finally {
      reload();
    }
  };
  const scan = async (barcode: string) => {
    try {
      const a = await callApi(calls.scan, { id, barcode }, { quiet: true });
      setVerdict({ ok: true, text: t(`ok.${a.action}`, { code: a.fnumber, qty: a.fqty }), testId: 'prep-verdict' });
      reload();
    } catch (e) {
      const f = asApiError(e);
      const v = verdictOf(f.err, f.msg, barcode);
      setVerdict({ ok: false, text: v.key ? t(v.key, v.params) : v.text, testId: 'prep-verdict' });
    }
  };
  const finish = async () => {
    const a = await act(() => callApi(calls.finish, { id }));
    if (a) void message.info(t(a.build_status === 1 ? 'finished.passed' : 'finished.failed'));
  };

  if (!board) return null;
  const open = !board.checked && !board.disabled && board.build_status === 2;
  const need = board.progress.reduce((s, p) => s + p.need_qty, 0);
  const done = board.progress.reduce((s, p) => s + Math.min(p.need_qty, p.scanned_qty), 0);
  const percent = need > 0 ? Math.floor((done / need) * 100) : 0;
  const state = (l: Line) =>
    l.scanned ? 'scanned' : l.bundle_fnumber === null ? 'short' : l.ignored ? 'ignored' : 'todo';
  const color: Record<string, string> = { scanned: 'green', short: 'red', ignored: 'default', todo: 'blue' };

  return (
    <ScanPanel
      title={`${t('title')} · ${board.fbillno}`}
      testId="prep-scanner"
      scan={
        open ? { placeholder: t('scan'), last: (code) => t('last', { code }), testId: 'prep-scan', onScan: scan } : null
      }
      verdict={verdict}
      actions={
        open && (
          <Space wrap>
            <Button data-testid="prep-enter" onClick={() => void act(() => callApi(calls.enter, { id }))}>
              {t('enter')}
            </Button>
            <Button data-testid="prep-leave" onClick={() => void act(() => callApi(calls.leave, { id }))}>
              {t('leave')}
            </Button>
            <Button data-testid="prep-recommend" onClick={() => void act(() => callApi(calls.regenerate, { id }))}>
              {t('recommend')}
            </Button>
            <Button type="primary" data-testid="prep-finish" onClick={() => void finish()}>
              {t('finish')}
            </Button>
          </Space>
        )
      }
    >
      <Space align="center">
        <Typography.Text strong>{t('progress')}</Typography.Text>
        <Progress percent={percent} style={{ width: 320 }} data-testid="prep-percent" />
        {percent === 100 && <Tag color="green">{t('complete')}</Tag>}
      </Space>
      <Table<Need>
        size="small"
        rowKey="icitem_id"
        pagination={false}
        dataSource={board.progress}
        data-testid="prep-progress"
        columns={[
          { title: t('material'), dataIndex: 'fnumber' },
          { title: t('need'), dataIndex: 'need_qty' },
          { title: t('scanned'), dataIndex: 'scanned_qty' },
          {
            title: t('missing'),
            dataIndex: 'missing',
            render: (v: number) => (v > 0 ? <Typography.Text type="danger">{v}</Typography.Text> : 0),
          },
        ]}
      />
      <Typography.Text strong>{t('lines')}</Typography.Text>
      <Table<Line>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={board.lines}
        data-testid="prep-lines"
        columns={[
          { title: t('material'), dataIndex: 'icitem_fnumber' },
          { title: t('reel'), dataIndex: 'bundle_fnumber', render: (v: string | null) => v ?? '—' },
          {
            title: t('place'),
            render: (_: unknown, l: Line) => [l.stock_fnumber, l.place_fnumber].filter(Boolean).join(' / ') || '—',
          },
          { title: t('qty'), dataIndex: 'fqty' },
          {
            title: t('state'),
            render: (_: unknown, l: Line) => <Tag color={color[state(l)]}>{t(`states.${state(l)}`)}</Tag>,
          },
          {
            title: '',
            render: (_: unknown, l: Line) =>
              open && state(l) === 'todo' ? (
                <Button size="small" onClick={() => void act(() => callApi(calls.ignore, { id, entry_id: l.id }))}>
                  {t('ignore')}
                </Button>
              ) : null,
          },
        ]}
      />
    </ScanPanel>
  );
}
