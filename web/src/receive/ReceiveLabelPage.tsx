import { MSD, MSL_LEVELS, type MslLevel, type ReceiptDoc, type ReceivedReel } from '@mes/contracts';
import { apiCall, ApiError, callApi } from '@mes/client';
import {
  Alert,
  Card,
  Descriptions,
  Input,
  type InputRef,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECEIVE_NS } from './i18n';
import { refusalText } from './refusals';
import { scannerControl, visibleScan } from './scanner-keys';

type DocType = ReceiptDoc;
type Entry = { id: number; icitem_id: number; fqty: number; bundle_id: number | null };
type Receipt = { id: number; fbillno: string; checked: boolean; entries: Entry[] };
type Material = { id: number; fnumber: string; fname: string };
type Supplier = { id: number; fnumber: string; fname: string };
type Scan = { key: number; text: string; ok: boolean; message: string; reel?: ReceivedReel['bundle'] };

const BASE = 'stock_mgt';
const message = (e: unknown) => (e instanceof ApiError ? e.msg : String(e));

// The receive screen (docs/msd.md, "The receive screen"): a receipt, then one scan per reel of its supplier label;
// the server reads the label, maps the maker's part number to our material, makes the reel and takes its quantity
// off the receipt's open line. Refusals stay on the screen with the server's words.
export function ReceiveLabelPage() {
  const { t } = useTranslation(RECEIVE_NS);
  const [docType, setDocType] = useState<DocType>('cs_instock');
  const [receiptNo, setReceiptNo] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [materials, setMaterials] = useState<Record<number, Material>>({});
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [scans, setScans] = useState<Scan[]>([]);
  const labelInput = useRef<InputRef>(null);
  // overrides sent with every scan while set: an MSL off the moisture caution label when the 2D code carries none,
  // the supplier the reels came from
  const [msl, setMsl] = useState<MslLevel | null>(null);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [suppliers, setSuppliers] = useState<Supplier[]>([]);

  useEffect(() => {
    apiCall<{ list: Supplier[] }>('basicdata/supplier/list', { filter: 'ps:500 disabled:0' }, { quiet: true })
      .then((r) => setSuppliers(r.list))
      .catch(() => undefined);
  }, []);

  const load = async (id: number) => {
    const doc = await apiCall<Receipt>(`${BASE}/${docType}/get`, { id }, { quiet: true });
    const missing = [...new Set(doc.entries.map((e) => e.icitem_id))].filter((m) => !materials[m]);
    const got = await Promise.all(
      missing.map((m) => apiCall<Material>('basicdata/icitem/get', { id: m }, { quiet: true })),
    );
    setMaterials((old) => ({ ...old, ...Object.fromEntries(got.map((m) => [m.id, m])) }));
    setReceipt(doc);
  };

  const findReceipt = async () => {
    const no = receiptNo.trim();
    if (!no) return;
    setReceiptError(null);
    setReceipt(null);
    try {
      const found = await apiCall<{ list: { id: number }[] }>(
        `${BASE}/${docType}/list`,
        { filter: `fbillno:"${no.replace(/"/g, '')}"` },
        { quiet: true },
      );
      if (found.list.length === 0) {
        setReceiptError(t('noReceipt', { no, type: t(`docTypes.${docType}`) }));
        return;
      }
      await load(found.list[0].id);
      setTimeout(() => labelInput.current?.focus(), 0);
    } catch (e) {
      setReceiptError(message(e));
    }
  };

  // Scans are queued and sent one at a time, in order: a label scanned while the one before is still being received
  // (or its receipt read again) waits its turn instead of being dropped.
  const queue = useRef<string[]>([]);
  const draining = useRef(false);
  const scanNo = useRef(0);
  const receiveOne = async (doc: Receipt, text: string) => {
    scanNo.current += 1;
    const key = scanNo.current;
    try {
      const got = await callApi(
        MSD.receiveLabel,
        {
          label: text,
          doc_type: docType,
          doc_id: doc.id,
          ...(msl ? { msl } : {}),
          ...(supplierId ? { supplier_id: supplierId } : {}),
        },
        { quiet: true },
      );
      setScans((s) => [{ key, text, ok: true, message: got.material.fnumber, reel: got.bundle }, ...s]);
      await load(doc.id).catch(() => undefined);
    } catch (e) {
      setScans((s) => [
        { key, text, ok: false, message: refusalText(message(e), e instanceof ApiError ? e.refusal : null, t) },
        ...s,
      ]);
    }
  };
  const receive = async () => {
    const text = label;
    if (!receipt || !text.trim()) return;
    setLabel('');
    queue.current.push(text);
    if (draining.current) return;
    draining.current = true;
    try {
      for (let next = queue.current.shift(); next !== undefined; next = queue.current.shift())
        await receiveOne(receipt, next);
    } finally {
      draining.current = false;
      labelInput.current?.focus();
    }
  };

  // the separators a keyboard-wedge scanner types as control keys
  const onLabelKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const ch = scannerControl(e);
    if (ch === null) return;
    e.preventDefault();
    setLabel((v) => v + ch);
  };

  const lines = receipt ? linesOf(receipt.entries) : [];
  const last = scans[0];
  return (
    <Card className="page" data-testid="receive-label" title={t('title')}>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<DocType>
          value={docType}
          onChange={(v) => {
            setDocType(v);
            setReceipt(null);
          }}
          options={(['cs_instock', 'ex_instock'] as const).map((d) => ({ value: d, label: t(`docTypes.${d}`) }))}
        />
        <Input
          data-testid="receive-receipt"
          style={{ width: 360 }}
          addonBefore={t('receipt')}
          placeholder={t('receiptPlaceholder')}
          value={receiptNo}
          onChange={(e) => setReceiptNo(e.target.value)}
          onPressEnter={() => void findReceipt()}
          autoFocus
        />
      </Space>
      {receiptError && <Alert type="warning" showIcon message={receiptError} style={{ marginBottom: 16 }} />}
      {receipt && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 8 }}>
            <Descriptions.Item label={t('receipt')}>
              <Link to={`/stock_mgt/${docType === 'cs_instock' ? 'cs_instock' : 'other_instock'}/${receipt.id}`}>
                {receipt.fbillno}
              </Link>
              {receipt.checked && (
                <Tag color="red" style={{ marginLeft: 8 }}>
                  {t('checked')}
                </Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Table
            data-testid="receive-lines"
            size="small"
            rowKey="icitem_id"
            pagination={false}
            title={() => t('lines')}
            dataSource={lines}
            columns={[
              {
                key: 'material',
                title: t('material'),
                render: (_, l) => {
                  const m = materials[l.icitem_id];
                  return m ? `${m.fnumber} ${m.fname}` : l.icitem_id;
                },
              },
              { key: 'open', title: t('open'), dataIndex: 'open' },
              { key: 'reels', title: t('reels'), render: (_, l) => `${l.reels} (${l.received})` },
            ]}
          />
          <Space wrap style={{ marginTop: 16 }} data-testid="receive-overrides">
            <Typography.Text type="secondary">{t('overrides')}</Typography.Text>
            <label>
              {t('mslOverride')}{' '}
              <Select<MslLevel>
                data-testid="receive-msl"
                allowClear
                style={{ width: 170 }}
                placeholder={t('mslPlaceholder')}
                value={msl ?? undefined}
                onChange={(v) => setMsl(v ?? null)}
                options={MSL_LEVELS.map((l) => ({ value: l, label: l }))}
              />
            </label>
            <label>
              {t('supplier')}{' '}
              <Select<number>
                data-testid="receive-supplier"
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 280 }}
                placeholder={t('supplierPlaceholder')}
                value={supplierId ?? undefined}
                onChange={(v) => setSupplierId(v ?? null)}
                options={suppliers.map((s) => ({ value: s.id, label: `${s.fnumber} ${s.fname}` }))}
              />
            </label>
          </Space>
          <Input
            ref={labelInput}
            data-testid="receive-scan"
            size="large"
            style={{ marginTop: 16 }}
            addonBefore={t('label')}
            placeholder={t('labelPlaceholder')}
            value={label}
            disabled={receipt.checked}
            onChange={(e) => setLabel(e.target.value)}
            onKeyDown={onLabelKey}
            onPressEnter={() => void receive()}
          />
        </>
      )}
      {last && <LastScan scan={last} />}
      {scans.length > 0 && (
        <Table<Scan>
          data-testid="receive-log"
          size="small"
          style={{ marginTop: 16 }}
          rowKey="key"
          pagination={false}
          title={() => t('log')}
          dataSource={scans}
          columns={[
            {
              key: 'result',
              title: t('result'),
              width: 90,
              render: (_, s) => <Tag color={s.ok ? 'green' : 'red'}>{s.ok ? t('received') : t('refused')}</Tag>,
            },
            {
              key: 'reel',
              title: t('reel'),
              render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{s.reel?.fnumber ?? t('none')}</span>,
            },
            { key: 'message', title: t('detail'), render: (_, s) => s.message },
            {
              key: 'text',
              title: t('label'),
              render: (_, s) => (
                <Typography.Text code ellipsis style={{ maxWidth: 420 }}>
                  {visibleScan(s.text)}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

function LastScan({ scan }: { scan: Scan }) {
  const { t } = useTranslation(RECEIVE_NS);
  if (!scan.ok)
    return (
      <Alert data-testid="receive-refused" type="error" showIcon style={{ marginTop: 16 }} message={scan.message} />
    );
  const reel = scan.reel!;
  return (
    <Alert
      data-testid="receive-ok"
      type="success"
      showIcon
      style={{ marginTop: 16 }}
      message={
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('reel')}>
            <Link to={`/stock_mgt/bundle/${reel.id}`}>{reel.fnumber}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('material')}>{scan.message}</Descriptions.Item>
          <Descriptions.Item label={t('qty')}>{reel.fqty}</Descriptions.Item>
          <Descriptions.Item label={t('lot')}>{reel.lot_no || t('none')}</Descriptions.Item>
          <Descriptions.Item label={t('dateCode')}>{reel.date_code || t('none')}</Descriptions.Item>
          <Descriptions.Item label={t('msl')}>{reel.msl ?? t('none')}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}

type Line = { icitem_id: number; open: number; reels: number; received: number };

// the receipt's lines by material: what is still open, and the reels received so far
function linesOf(entries: Entry[]): Line[] {
  const by = new Map<number, Line>();
  for (const e of entries) {
    const l = by.get(e.icitem_id) ?? { icitem_id: e.icitem_id, open: 0, reels: 0, received: 0 };
    if (e.bundle_id === null) l.open += e.fqty;
    else {
      l.reels += 1;
      l.received += e.fqty;
    }
    by.set(e.icitem_id, l);
  }
  return [...by.values()];
}
