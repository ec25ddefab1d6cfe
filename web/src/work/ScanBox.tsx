/** @jsxRuntime automatic */
import { forwardRef, useState } from 'react';
import { Input, Tag, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { inputAfterScan, scanText } from '../scan/scan-rules';
import './i18n';

export type ScanBoxProps = {
  /** the trimmed scanned text; an empty scan never calls it */
  onScan: (text: string) => void;
  /** the next report is sent as FAIL (F8) */
  markFail: boolean;
  /** the field's name and key help, when a screen scans something else than a tested unit (packing) */
  label?: string;
  help?: string;
};

/**
 * The serial-number box of a station: a scanner types fast and ends with Enter. The box is cleared at once and the
 * scanned text stays as its placeholder (000 §5); the focus never leaves it (the screen puts it back).
 */
export const ScanBox = forwardRef<InputRef, ScanBoxProps>(function ScanBox({ onScan, markFail, label, help }, ref) {
  const { t } = useTranslation('work');
  const [value, setValue] = useState('');
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  return (
    <div className="work-scan">
      <div className="work-scan__label">
        <span>{label ?? t('scan.label')}</span>
        {markFail && (
          <Tag color="red" data-testid="work-mark-fail">
            {t('scan.failOn')}
          </Tag>
        )}
      </div>
      <Input
        ref={ref}
        size="large"
        autoFocus
        autoComplete="off"
        spellCheck={false}
        aria-label={label ?? t('scan.label')}
        data-testid="work-sn"
        className="work-scan__input"
        value={value}
        placeholder={placeholder ?? t('scan.placeholder')}
        onChange={(e) => setValue(e.target.value)}
        // read the element, not the state: the last keystrokes of a fast scanner may not have rendered yet
        onPressEnter={(e) => {
          const text = scanText(e.currentTarget.value);
          if (text === null) return;
          const next = inputAfterScan(text);
          setValue(next.value);
          setPlaceholder(next.placeholder);
          onScan(text);
        }}
      />
      <div className="work-scan__help">{help ?? t('scan.help')}</div>
    </div>
  );
});
