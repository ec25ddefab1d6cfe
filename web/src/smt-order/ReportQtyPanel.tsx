import { ApiError, callApi, failedField } from '@mes/client';
import { REPORT_QTY_MAX_BOARDS, STOCK_FLOW_CALLS, WorkOrderStatus, type QuantityReport } from '@mes/contracts';
import { Alert, Button, Form, InputNumber, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScanPanel } from '../widgets/scan-panel/ScanPanel';
import { ReportKeys } from './idempotency-key';
import { SMT_ORDER_NS } from './i18n';

type Answer = QuantityReport;
type Line = QuantityReport['lines'][number];

/** the call's own bound (contracts/src/calls/stock-flow.ts) */
const MAX_BOARDS = REPORT_QTY_MAX_BOARDS;

// Output of an SMT order reported by quantity (docs/gaps-16-17.md, "Output reported by quantity"), on the order's
// details screen: how many boards were placed; the answer lists the reels it took from. Bad input is refused at the
// field before sending, and the server's refusal of a field is shown at that field.
export function ReportQtyPanel({ id, status }: { id: number; status: number }) {
  const { t } = useTranslation(SMT_ORDER_NS);
  const [fqty, setFqty] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef(new ReportKeys());
  const working = status === WorkOrderStatus.WORKING;

  const submit = async () => {
    setError(null);
    if (fqty === null || !Number.isInteger(fqty) || fqty < 1 || fqty > MAX_BOARDS) {
      setFieldError(t('badQty', { max: MAX_BOARDS }));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const got = await callApi(
        STOCK_FLOW_CALLS.reportQty,
        { id, fqty, idempotency_key: keys.current.keyFor(fqty) },
        { quiet: true },
      );
      keys.current.answered();
      setAnswer(got);
      setFqty(null);
    } catch (e) {
      const f = e instanceof ApiError ? e : new ApiError(-1, String(e), null, 'network');
      // a refusal is an answer: the next submit is a new report; no answer keeps the key for a resend
      if (f.kind === 'server' || f.kind === 'invalid') keys.current.answered();
      const named = failedField(f);
      if (named?.field === 'fqty') setFieldError(named.reason);
      else setError(f.msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScanPanel title={t('title')} testId="report-qty">
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      {!working && <Alert type="info" showIcon message={t('notWorking')} style={{ marginBottom: 12 }} />}
      <Form layout="inline" onFinish={() => void submit()}>
        <Form.Item
          label={t('fqty')}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ? <span data-testid="report-qty-error">{fieldError}</span> : undefined}
        >
          <InputNumber
            data-testid="report-qty-fqty"
            value={fqty}
            onChange={(v) => {
              setFqty(v);
              setFieldError(null);
            }}
            disabled={!working}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!working} data-testid="report-qty-submit">
            {t('submit')}
          </Button>
        </Form.Item>
      </Form>
      {error && (
        <Alert
          data-testid="report-qty-refused"
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          message={t('failed')}
          description={error}
        />
      )}
      {answer && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="report-qty-answer">
          <Alert
            type="success"
            showIcon
            message={t('done', { n: answer.fqty })}
            description={answer.repeated ? t('repeated') : undefined}
          />
          {answer.lines.length === 0 ? (
            <Typography.Text type="secondary">{t('noReels')}</Typography.Text>
          ) : (
            <Table<Line>
              size="small"
              rowKey={(l) => `${l.slot}|${l.bundle_id}`}
              pagination={false}
              dataSource={answer.lines}
              columns={[
                { key: 'slot', title: t('slot'), dataIndex: 'slot' },
                {
                  key: 'reel',
                  title: t('reel'),
                  render: (_, l) => <Link to={`/stock_mgt/bundle/${l.bundle_id}`}>{l.barcode}</Link>,
                },
                { key: 'fqty', title: t('consumed'), dataIndex: 'fqty' },
                {
                  key: 'short',
                  title: t('short'),
                  render: (_, l) => (l.short > 0 ? <Typography.Text type="danger">{l.short}</Typography.Text> : 0),
                },
              ]}
            />
          )}
        </Space>
      )}
    </ScanPanel>
  );
}
