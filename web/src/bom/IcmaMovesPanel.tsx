import { App, Button, Card, Progress, Table, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { BASICDATA_LOOKUP, BOM_CALLS, type IcmaMove } from '@mes/contracts';
import { Guard } from '../session';
import { BOM_NS } from './i18n';
import { progressOf, type MaterialProgress, type RequestedEntry } from './requisition';

type Move = IcmaMove;

type Material = { id: number; fnumber: string; fname: string };
type Props = { id: number; checked: boolean; entries: RequestedEntry[] };

// A requisition's details screen (view mode): per material what was requested, issued and is still to issue, its
// issues and returns (icma/wlog/list), and issuing what is still to issue once it is checked.
export function IcmaMovesPanel({ id, checked, entries }: Props) {
  const { t, i18n } = useTranslation(BOM_NS);
  const { message } = App.useApp();
  const [moves, setMoves] = useState<Move[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [materials, setMaterials] = useState<Map<number, Material>>(new Map());
  const ids = entries.map((e) => e.icitem_id).join(',');

  useEffect(() => {
    if (ids === '') return;
    callApi(BASICDATA_LOOKUP.materials, { ids: ids.split(',').map(Number) }, { quiet: true }).then(
      (list) => setMaterials(new Map((list as Material[]).map((m) => [m.id, m]))),
      () => undefined,
    );
  }, [ids]);
  const progress = progressOf(entries, moves);

  const load = useCallback(() => {
    setLoading(true);
    callApi(BOM_CALLS.wlog, { filter: `icma_id:${id} sort:id-desc ps:200` }, { quiet: true })
      .then(
        (a) => setMoves(a.list),
        () => setMoves([]),
      )
      .finally(() => setLoading(false));
  }, [id]);
  useEffect(load, [load]);

  const issueRest = async () => {
    setBusy(true);
    try {
      await callApi(BOM_CALLS.work, { id });
      void message.success(t('icma.issued'));
      load();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title={t('icma.log')}
      style={{ marginTop: 16 }}
      data-testid="icma-moves"
      extra={
        <Guard allOf={['product_mgt.icma.work']}>
          <Tooltip title={checked ? '' : t('icma.notChecked')}>
            <Button
              type="primary"
              disabled={!checked}
              loading={busy}
              onClick={() => void issueRest()}
              data-testid="icma-issue-rest"
            >
              {t('icma.issueRest')}
            </Button>
          </Tooltip>
        </Guard>
      }
    >
      <Table<MaterialProgress>
        size="small"
        rowKey="icitem_id"
        dataSource={progress}
        pagination={false}
        style={{ marginBottom: 12 }}
        data-testid="icma-progress"
        onRow={(p) => ({ 'data-testid': `icma-progress-${p.icitem_id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('icma.material'),
            key: 'material',
            render: (_, p) => {
              const m = materials.get(p.icitem_id);
              return m ? `${m.fnumber} ${m.fname}` : `#${p.icitem_id}`;
            },
          },
          { title: t('icma.requested'), dataIndex: 'requested', align: 'right' },
          { title: t('icma.issuedQty'), dataIndex: 'issued', align: 'right' },
          { title: t('icma.remaining'), dataIndex: 'remaining', align: 'right' },
          {
            title: '',
            key: 'bar',
            width: 180,
            render: (_, p) => (
              <Progress size="small" percent={p.requested > 0 ? Math.round((p.issued / p.requested) * 100) : 0} />
            ),
          },
        ]}
      />
      <Table<Move>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={moves}
        pagination={false}
        locale={{ emptyText: t('icma.empty') }}
        onRow={(m) =>
          ({ 'data-testid': `icma-move-${m.id}`, 'data-action': m.action }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: t('icma.time'),
            dataIndex: 'created_at',
            render: (v: string) => new Date(v).toLocaleString(i18n.language),
          },
          {
            title: '',
            dataIndex: 'action',
            width: 80,
            render: (v: Move['action']) => <Tag color={v === 'work' ? 'green' : 'orange'}>{t(`icma.action.${v}`)}</Tag>,
          },
          { title: t('icma.material'), key: 'material', render: (_, m) => `${m.icitem_fnumber} ${m.icitem_fname}` },
          { title: t('icma.qty'), dataIndex: 'qty', align: 'right' },
          { title: t('icma.barcode'), dataIndex: 'barcode' },
          { title: t('icma.operator'), dataIndex: 'operator' },
        ]}
      />
    </Card>
  );
}

export default IcmaMovesPanel;
