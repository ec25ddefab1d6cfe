// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export type CheckTickProps = {
  value: boolean;
  /** The colour when true; 'danger' suits a disabled flag. Default 'success'. */
  tone?: 'success' | 'danger';
};

/** Green tick for a true flag, red cross for a false one (000 §2). */
export function CheckTick({ value, tone = 'success' }: CheckTickProps) {
  const { t } = useTranslation('widgets');
  const { token } = theme.useToken();
  const trueColor = tone === 'danger' ? token.colorError : token.colorSuccess;
  const label = value ? t('tick.yes') : t('tick.no');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-value={value}
      style={{ color: value ? trueColor : token.colorError, fontWeight: 700 }}
    >
      {value ? '✓' : '✗'}
    </span>
  );
}
