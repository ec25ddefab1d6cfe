import { App, Button, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rooms } from '@mes/contracts';
import { apiCall, asApiError } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { ScanPanel, type PanelVerdict } from '../widgets/scan-panel/ScanPanel';
import { usePanelData } from '../widgets/scan-panel/usePanelData';
import { FLOW_NS } from './i18n';
import { verdictOf } from './verdict';

type Line = {
  id: number;
  seq: number;
  icitem_fnumber: string;
  need_qty: number;
  bundle_fnumber: string | null;
  stock_fnumber: string | null;
  place_fnumber: string | null;
  fqty: number;
  ignored: boolean;
  scanned: boolean;
};
type Need = { icitem_id: number; fnumber: string; need_qty: number; scanned_qty: number; missing: number };
type Board = {
  fbillno: string;
  build_status: number;
  checked: boolean;
  disabled: boolean;
  progress: Need[];
  lines: Line[];
};
type ScanAnswer = { action: 'recommended' | 'substituted'; fnumber: string; fqty: number };

const BASE = 'stock_mgt/material_prepare';

// The preparation scanner (docs/material-flow.md): a clerk scans reels one after another without the mouse; each scan
// answers at once (as recommended, in place of a recommended reel, or the refusal with the scan form's words), and
// what is still missing follows live while several clerks scan (the room resource:material_prepare).
export function PreparationScanPanel({ id }: { id: number }) {
  const { t } = useTranslation(FLOW_NS);
  const { message } = App.useApp();
  const { data: board, reload, act: call } = usePanelData<Board>(`${BASE}/board`, { id });
  const [verdict, setVerdict] = useState<PanelVerdict | null>(null);
  useRoomRefresh(rooms.resource('material_prepare'), (d) => (d.data as { id?: number }).id === id, reload);

  const act = (path: string, body: object = {}) => call(`${BASE}/${path}`, body);
  const scan = async (barcode: string) => {
    try {
      const a = await apiCall<ScanAnswer>(`${BASE}/check_enter`, { id, barcode }, { quiet: true });
      setVerdict({ ok: true, text: t(`ok.${a.action}`, { code: a.fnumber, qty: a.fqty }), testId: 'prep-verdict' });
      reload();
    } catch (e) {
      const f = asApiError(e);
      const v = verdictOf(f.err, f.msg, barcode);
      setVerdict({ ok: false, text: v.key ? t(v.key, v.params) : v.text, testId: 'prep-verdict' });
    }
  };
  const finish = async () => {
    const a = await act('finish_prepare');
    if (a)
      void message.info(t((a as { build_status: number }).build_status === 1 ? 'finished.passed' : 'finished.failed'));
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
            <Button data-testid="prep-enter" onClick={() => void act('enter')}>
              {t('enter')}
            </Button>
            <Button data-testid="prep-leave" onClick={() => void act('leave')}>
              {t('leave')}
            </Button>
            <Button data-testid="prep-recommend" onClick={() => void act('re_generate_recommend')}>
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
                <Button size="small" onClick={() => void act('ignore_entry', { entry_id: l.id })}>
                  {t('ignore')}
                </Button>
              ) : null,
          },
        ]}
      />
    </ScanPanel>
  );
}
