// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useRef, useState } from 'react';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../widgets/i18n-bundle';
import { formatScanError, needsParser, runScan } from './scan-rules';
import type { ScanApi, ScanError, ScanOutcome, ScanParser, ScanTypeOption } from './scan.types';
import { ScanInput } from './ScanInput';
import { useScanOptions } from './useScanOptions';
import './i18n';

export type ScanFormProps = {
  api: ScanApi;
  /** Auxiliary messages of type SCAN_TYPE (MTL_EXACT, MTL_STD, …); not needed with a fixed type. */
  loadScanTypes?: () => Promise<ScanTypeOption[]>;
  /** Parsers of a type; build the list filter with contracts' scanParserFilter(type, { general }). */
  loadParsers: (type: string, organizationId: number, general: boolean) => Promise<ScanParser[]>;
  /** Every scan's result or error, in scan order. */
  onScan: (outcome: ScanOutcome) => void;
  /** The customer; mapped material codes need one. */
  organizationId?: number | null;
  /** Also offer the general parsers (organization 0). */
  general?: boolean;
  /** The batch every scan must match. */
  bundleCode?: string | null;
  validateQuantity?: boolean;
  defaultType?: string;
  /** Fixes the type and hides its selector. */
  fixedType?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

const parserLabel = (p: ScanParser, general: string) =>
  `${p.fname} (${p.organization_id === 0 ? general : (p.organization?.fname ?? p.organization_id)})`;

/** Type selector, parser selector (hidden for MTL_EXACT), scan input and a red error banner (000 §2, §5). */
export function ScanForm(props: ScanFormProps) {
  const {
    api,
    onScan,
    organizationId,
    general = false,
    bundleCode,
    validateQuantity = false,
    fixedType,
    disabled,
  } = props;
  const { t, i18n } = useTranslation('scan');
  const options = useScanOptions({ ...props, general });
  const [error, setError] = useState<ScanError | null>(null);
  // Scans run one after another, so a fast scanner's events come out in the order of the scans.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const scan = (text: string) => {
    const ctx = { type: options.type, parserId: options.parserId, organizationId, bundleCode, validateQuantity };
    const locale = toLocale(i18n.language);
    queue.current = queue.current.then(async () => {
      const outcome = await runScan(api, text, ctx, locale);
      setError(outcome.ok ? null : outcome);
      onScan(outcome);
    });
  };

  return (
    <Form layout="vertical" component="div" className="mes-scan-form">
      {!fixedType && (
        <Form.Item label={t('type')}>
          <Select<string>
            aria-label={t('type')}
            value={options.type}
            disabled={disabled}
            onChange={options.setType}
            options={(options.types.length > 0 ? options.types : [{ fnumber: options.type }]).map((o) => ({
              value: o.fnumber,
              label: o.fname || o.fnumber,
            }))}
          />
        </Form.Item>
      )}
      {needsParser(options.type) && (
        <Form.Item label={t('parser')}>
          <Select<number>
            aria-label={t('parser')}
            value={options.parserId ?? undefined}
            placeholder={t('parserPlaceholder')}
            disabled={disabled}
            onChange={options.setParserId}
            options={options.candidates.map((p) => ({ value: p.id, label: parserLabel(p, t('general')) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('input')}>
        <ScanInput onSubmit={scan} disabled={disabled} autoFocus={props.autoFocus} />
        {error && <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={formatScanError(error)} />}
      </Form.Item>
    </Form>
  );
}
