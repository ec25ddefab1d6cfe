import { apiCall, callApi, callDownload } from '@mes/client';
import { REEL_RECEIPT_DOCS, STOCK_FLOW_CALLS, type ReceiptDocType } from '@mes/contracts';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Radio, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BATCH_NS } from './batch-i18n';

type DocType = ReceiptDocType;
type Doc = { id: number; fbillno: string };
type Line = { id: number; icitem_id: number; fqty: number; stock_id: number; stock_place_id: number | null };
type Named = { id: number; fnumber: string; fname?: string };
type Reel = { id: number; fnumber: string; fqty: number; lot_no: string };
type Printer = { id: number; fnumber: string; fname: string; kind: string };
type Values = { fqty: number; count?: number | null; prefix?: string; lot_no?: string; expiry_date?: Dayjs | null };

const DOC_TYPES: readonly DocType[] = REEL_RECEIPT_DOCS;
const SM = 'stock_mgt';

// The record behind a reference, by id (its get call), remembered per resource.
function useNames(path: string, ids: number[]): Map<number, Named> {
  const [names, setNames] = useState(new Map<number, Named>());
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const wanted = key === '' ? [] : key.split(',').map(Number);
    void Promise.all(wanted.map((id) => apiCall<Named>(path, { id }, { quiet: true }).catch(() => null))).then((rows) =>
      setNames(new Map(rows.filter((r): r is Named => r !== null).map((r) => [r.id, r]))),
    );
  }, [path, key]);
  return names;
}

function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// stock_mgt/bundle/batch_create (docs/material-flow.md, "Reels from a receipt line"): a line of an unchecked receipt
// is cut into reels (never more than is left on it), then the reels' labels go to a network printer or a PDF.
export function BundleBatchCreatePage() {
  const { t } = useTranslation(BATCH_NS);
  const { message } = App.useApp();
  const [docType, setDocType] = useState<DocType>('cs_instock');
  const [docs, setDocs] = useState<Doc[]>([]);
  const [doc, setDoc] = useState<number | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [line, setLine] = useState<number | null>(null);
  const [printers, setPrinters] = useState<Printer[]>([]);
  const [printer, setPrinter] = useState<number | null>(null);
  const [made, setMade] = useState<Reel[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const each = Form.useWatch('fqty', form);
  const count = Form.useWatch('count', form);
  const items = useNames(
    'basicdata/icitem',
    lines.map((l) => l.icitem_id),
  );
  const stocks = useNames(
    'basicdata/stock',
    lines.map((l) => l.stock_id),
  );
  const places = useNames(
    'basicdata/stock_place',
    lines.flatMap((l) => (l.stock_place_id === null ? [] : [l.stock_place_id])),
  );

  useEffect(() => {
    void apiCall<{ list: Printer[] }>(`${SM}/clodop_device/list`, { filter: 'ps:100' }, { quiet: true })
      .then((a) => setPrinters(a.list))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    setDoc(null);
    void apiCall<{ list: Doc[] }>(`${SM}/${docType}/list`, { filter: 'checked:false ps:200' }, { quiet: true })
      .then((a) => setDocs(a.list))
      .catch(() => setDocs([]));
  }, [docType]);
  const loadLines = async (id: number | null) => {
    if (id === null) return setLines([]);
    const a = await apiCall<{ list: (Line & { bundle_id: number | null })[] }>(
      `${SM}/${docType}/get_entries`,
      { id, filter: 'ps:1000' },
      { quiet: true },
    ).catch(() => ({ list: [] }));
    const open = a.list.filter((l) => l.bundle_id === null);
    setLines(open);
    setLine((was) => (open.some((l) => l.id === was) ? was : (open[0]?.id ?? null)));
  };
  useEffect(() => void loadLines(doc), [doc]); // eslint-disable-line react-hooks/exhaustive-deps

  const chosen = lines.find((l) => l.id === line) ?? null;
  const total = chosen && each ? (count ? count * each : chosen.fqty) : null;
  const over = chosen !== null && total !== null && total > chosen.fqty + 1e-9;

  const make = async (v: Values) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const reels = (await callApi(STOCK_FLOW_CALLS.bundle.batchCreate, {
        doc_type: docType,
        entry_id: chosen.id,
        fqty: v.fqty,
        ...(v.count ? { count: v.count } : {}),
        ...(v.prefix ? { prefix: v.prefix } : {}),
        ...(v.lot_no ? { lot_no: v.lot_no } : {}),
        ...(v.expiry_date ? { expiry_date: v.expiry_date.format('YYYY-MM-DD') } : {}),
      })) as Reel[];
      setMade(reels);
      // what is left is the next batch's whole line, until a count is typed again
      form.setFieldValue('count', null);
    } catch {
      // the client has shown the error
    } finally {
      setBusy(false);
      void loadLines(doc);
    }
  };
  const print = async () => {
    const body = { ids: made.map((r) => r.id), ...(printer ? { printer_id: printer } : {}) };
    const zpl = printers.find((p) => p.id === printer)?.kind === 'zpl';
    try {
      if (zpl) {
        const a = await callApi(STOCK_FLOW_CALLS.bundle.printLabels, body);
        void message.success(t('sent', { n: a.labels, printer: a.printer }));
      } else openPdf((await callDownload(STOCK_FLOW_CALLS.bundle.printLabels, body, 'reels.pdf')).blob);
    } catch {
      // the client has shown the error
    }
  };

  return (
    <Card className="page" data-testid="bundle-batch-create" title={t('title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        <Space wrap>
          <span>{t('docType')}</span>
          <Radio.Group
            value={docType}
            onChange={(e) => setDocType(e.target.value as DocType)}
            optionType="button"
            options={DOC_TYPES.map((d) => ({ value: d, label: t(`docTypes.${d}`) }))}
          />
          <span>{t('doc')}</span>
          <span data-testid="batch-doc">
            <Select<number>
              style={{ width: 260 }}
              showSearch
              optionFilterProp="label"
              placeholder={t('docPick')}
              value={doc ?? undefined}
              onChange={setDoc}
              options={docs.map((d) => ({ value: d.id, label: d.fbillno }))}
            />
          </span>
        </Space>
        {doc !== null && (
          <Table<Line>
            size="small"
            rowKey="id"
            pagination={false}
            title={() => <Typography.Text strong>{t('lines')}</Typography.Text>}
            locale={{ emptyText: t('noLines') }}
            dataSource={lines}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: line ? [line] : [],
              onChange: (k) => setLine(Number(k[0])),
            }}
            data-testid="batch-lines"
            columns={[
              {
                title: t('material'),
                render: (_, l) => {
                  const i = items.get(l.icitem_id);
                  return i ? `${i.fnumber} ${i.fname ?? ''}` : l.icitem_id;
                },
              },
              { title: t('left'), dataIndex: 'fqty' },
              {
                title: t('place'),
                render: (_, l) =>
                  [stocks.get(l.stock_id)?.fnumber, l.stock_place_id && places.get(l.stock_place_id)?.fnumber]
                    .filter(Boolean)
                    .join(' / ') || '—',
              },
            ]}
          />
        )}
        {chosen && (
          <Form<Values> form={form} layout="inline" onFinish={(v) => void make(v)}>
            <Form.Item name="fqty" label={t('each')} rules={[{ required: true }]}>
              <InputNumber min={0.001} data-testid="batch-each" />
            </Form.Item>
            <Form.Item name="count" label={t('count')}>
              <InputNumber min={1} max={1000} precision={0} data-testid="batch-count" />
            </Form.Item>
            <Form.Item name="prefix" label={t('prefix')}>
              <Input maxLength={24} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="lot_no" label={t('lot')}>
              <Input maxLength={64} style={{ width: 140 }} data-testid="batch-lot" />
            </Form.Item>
            <Form.Item name="expiry_date" label={t('expiry')}>
              <DatePicker />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} disabled={over} data-testid="bundle-batch-submit">
              {t('make')}
            </Button>
          </Form>
        )}
        {chosen && total !== null && (
          <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="batch-total">
            {t('total', { total, left: chosen.fqty })}
            {over ? ` · ${t('over')}` : ''}
          </Typography.Text>
        )}
        {made.length > 0 && (
          <>
            <Table<Reel>
              className="bundle-made"
              rowKey="id"
              size="small"
              dataSource={made}
              pagination={false}
              title={() => <Typography.Text strong>{t('made')}</Typography.Text>}
              columns={[
                {
                  key: 'fnumber',
                  title: t('code'),
                  render: (_, r) => <Link to={`/stock_mgt/bundle/${r.id}`}>{r.fnumber}</Link>,
                },
                { key: 'fqty', title: t('qty'), dataIndex: 'fqty' },
                { key: 'lot_no', title: t('lot'), dataIndex: 'lot_no' },
              ]}
            />
            <Space wrap>
              <span>{t('printer')}</span>
              <span data-testid="batch-printer">
                <Select<number>
                  allowClear
                  style={{ width: 240 }}
                  value={printer ?? undefined}
                  onChange={(v) => setPrinter(v ?? null)}
                  options={printers.map((p) => ({ value: p.id, label: `${p.fnumber} ${p.fname} (${p.kind})` }))}
                />
              </span>
              <Button type="primary" onClick={() => void print()} data-testid="batch-print">
                {t('print')}
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Card>
  );
}
