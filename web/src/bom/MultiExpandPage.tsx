import { Button, Card, Descriptions, InputNumber, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { callApi } from '@mes/client';
import { BOM_CALLS } from '@mes/contracts';
import { BOM_NS } from './i18n';
import { parentKeys, toTree, type Expansion, type TreeRow } from './expansion-tree';

const num = (v: number) => Number(v.toFixed(6)).toString();

// /product_mgt/icbom/:id/multi_expand: every level of a BOM as a tree table, with the quantity per parent, per top
// unit and for the quantity asked (with and without scrap).
export function MultiExpandPage() {
  const { t } = useTranslation(BOM_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [fqty, setFqty] = useState(1);
  const [data, setData] = useState<Expansion | null>(null);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<readonly React.Key[]>([]);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return;
    setLoading(true);
    callApi(BOM_CALLS.multiExpand, { id, fqty })
      .then(
        (d) => {
          setData(d);
          setOpen(parentKeys(d.rows));
        },
        () => setData(null),
      )
      .finally(() => setLoading(false));
  }, [id, fqty]);

  const tree = useMemo(() => toTree(data?.rows ?? []), [data]);
  const head = data?.icbom;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bom-expand-page">
      <Card
        size="small"
        title={t('expand.title')}
        extra={
          <Button onClick={() => navigate(`/product_mgt/icbom/${id}`)} data-testid="bom-expand-back">
            {t('expand.back')}
          </Button>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('expand.bom')}>
            <span data-testid="bom-expand-bom">
              {head ? `${head.fnumber} ${head.version} ${head.fname}`.trim() : ''}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('expand.parent')}>
            {head?.icitem ? `${head.icitem.fnumber} ${head.icitem.fname}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('expand.fqty')}>
            <Space>
              <InputNumber
                min={0.000001}
                max={1e9}
                value={fqty}
                onChange={(v) => typeof v === 'number' && v > 0 && setFqty(v)}
                data-testid="bom-expand-fqty"
              />
              {data && <Tag color="blue">{t('expand.levels', { count: data.levels })}</Tag>}
              {data && <Tag>{t('expand.lines', { count: data.rows.length })}</Tag>}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        extra={
          <Space>
            <Button size="small" onClick={() => setOpen(parentKeys(data?.rows ?? []))} data-testid="bom-expand-all">
              {t('expand.expandAll')}
            </Button>
            <Button size="small" onClick={() => setOpen([])} data-testid="bom-collapse-all">
              {t('expand.collapseAll')}
            </Button>
          </Space>
        }
      >
        <Table<TreeRow>
          size="small"
          rowKey="key"
          loading={loading}
          dataSource={tree}
          pagination={false}
          scroll={{ x: 1080 }}
          data-testid="bom-expand-table"
          locale={{ emptyText: t('expand.empty') }}
          expandable={{ expandedRowKeys: open, onExpandedRowsChange: (keys) => setOpen(keys) }}
          onRow={(r) =>
            ({
              'data-testid': `bom-line-${r.key}`,
              'data-fnumber': r.fnumber,
              'data-level': r.level,
            }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            {
              title: t('col.fnumber'),
              dataIndex: 'fnumber',
              width: 200,
              render: (v: string, r) => (
                <Space size={4}>
                  <Tag title={t('col.level')}>{r.level}</Tag>
                  {v}
                </Space>
              ),
            },
            {
              title: t('col.fname'),
              dataIndex: 'fname',
              width: 120,
              ellipsis: true,
              render: (v: string, r) => <span title={r.fspec ? `${v} · ${r.fspec}` : v}>{v}</span>,
            },
            { title: t('col.unit'), dataIndex: 'unit', width: 60 },
            { title: t('col.qty'), dataIndex: 'qty', width: 96, align: 'right', render: num },
            { title: t('col.scrap'), dataIndex: 'scrap_rate', width: 80, align: 'right', render: num },
            { title: t('col.perTop'), dataIndex: 'qty_per_top', width: 100, align: 'right', render: num },
            {
              title: t('col.total'),
              dataIndex: 'total_qty',
              width: 90,
              align: 'right',
              render: (v: number) => <b data-testid="bom-line-total">{num(v)}</b>,
            },
            { title: t('col.need'), dataIndex: 'need_qty', width: 110, align: 'right', render: num },
            {
              title: t('col.position'),
              dataIndex: 'position',
              width: 120,
              ellipsis: true,
              render: (v: string, r) => (
                <span title={v}>
                  {r.substitute_group && (
                    <Tag color="gold" title={t('col.group')}>
                      {r.substitute_group}
                    </Tag>
                  )}
                  {v}
                </span>
              ),
            },
            {
              title: t('col.childBom'),
              dataIndex: 'child_bom',
              width: 150,
              ellipsis: true,
              render: (v: string, r) =>
                r.child_bom_id ? (
                  <a title={v} onClick={() => navigate(`/product_mgt/icbom/${r.child_bom_id}/multi_expand`)}>
                    {v}
                  </a>
                ) : null,
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export default MultiExpandPage;
