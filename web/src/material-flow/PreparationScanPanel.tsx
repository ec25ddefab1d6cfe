import { Alert, App, Button, Card, Input, Progress, Space, Table, Tag, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rooms } from '@mes/contracts';
import { apiCall, asApiError } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
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
type Verdict = { ok: boolean; text: string };

const BASE = 'stock_mgt/material_prepare';

// The preparation scanner (docs/material-flow.md): a clerk scans reels one after another without the mouse; each scan
// answers at once (as recommended, in place of a recommended reel, or the refusal with the scan form's words), and
// what is still missing follows live while several clerks scan (the room resource:material_prepare).
export function PreparationScanPanel({ id }: { id: number }) {
  const { t } = useTranslation(FLOW_NS);
  const { message } = App.useApp();
  const [board, setBoard] = useState<Board | null>(null);
  const [code, setCode] = useState('');
  const [last, setLast] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const input = useRef<InputRef>(null);

  const reload = useCallback(
    () =>
      void apiCall<Board>(`${BASE}/board`, { id }, { quiet: true })
        .then(setBoard)
        .catch(() => undefined),
    [id],
  );
  useEffect(reload, [reload]);
  useRoomRefresh(rooms.resource('material_prepare'), (d) => (d.data as { id?: number }).id === id, reload);

  const act = async (path: string, body: object = {}) => {
    try {
      const answer = await apiCall<unknown>(`${BASE}/${path}`, { id, ...body });
      reload();
      return answer;
    } catch {
      return null; // the client has shown the error
    }
  };
  const scan = async (raw: string) => {
    const barcode = raw.trim();
    setCode('');
    if (barcode === '') return;
    setLast(barcode);
    try {
      const a = await apiCall<ScanAnswer>(`${BASE}/check_enter`, { id, barcode }, { quiet: true });
      setVerdict({ ok: true, text: t(`ok.${a.action}`, { code: a.fnumber, qty: a.fqty }) });
      reload();
    } catch (e) {
      const f = asApiError(e);
      const v = verdictOf(f.err, f.msg, barcode);
      setVerdict({ ok: false, text: v.key ? t(v.key, v.params) : v.text });
    }
    input.current?.focus();
  };
  const finish = async () => {
    const a = (await act('finish_prepare')) as { build_status: number } | null;
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
    <Card size="small" title={`${t('title')} · ${board.fbillno}`} data-testid="prep-scanner">
      <Space direction="vertical" style={{ width: '100%' }}>
        {open && (
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
        )}
        {open && (
          <Input
            ref={input}
            size="large"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void scan(code)}
            placeholder={last ? t('last', { code: last }) : t('scan')}
            data-testid="prep-scan"
          />
        )}
        {verdict && (
          <Alert
            showIcon
            type={verdict.ok ? 'success' : 'error'}
            message={<span style={{ fontSize: 18 }}>{verdict.text}</span>}
            data-testid="prep-verdict"
          />
        )}
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
      </Space>
    </Card>
  );
}
