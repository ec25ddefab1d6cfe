// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { inputAfterScan, scanText } from './scan-rules';
import './i18n';

export type ScanInputProps = {
  /** Called with the trimmed text; an empty input never calls it. */
  onSubmit: (text: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * The scan box: a scanner is a keyboard that types fast and ends with Enter. After each scan the box is cleared and
 * the scanned text stays as its placeholder.
 */
export function ScanInput({ onSubmit, disabled, autoFocus }: ScanInputProps) {
  const { t } = useTranslation('scan');
  const [value, setValue] = useState('');
  const [placeholder, setPlaceholder] = useState<string | null>(null);

  const submit = (raw: string) => {
    const text = scanText(raw);
    if (text === null) return;
    const next = inputAfterScan(text);
    setValue(next.value);
    setPlaceholder(next.placeholder);
    onSubmit(text);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        aria-label={t('input')}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={placeholder ?? t('inputPlaceholder')}
        onChange={(e) => setValue(e.target.value)}
        // read the element, not the state: the last keystrokes of a fast scanner may not have rendered yet
        onPressEnter={(e) => submit(e.currentTarget.value)}
      />
      <Button type="primary" disabled={disabled} onClick={() => submit(value)}>
        {t('scan')}
      </Button>
    </Space.Compact>
  );
}
