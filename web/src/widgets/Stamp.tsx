// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export type StampKind = 'audited' | 'discarded';
export type StampProps = { kind: StampKind; style?: CSSProperties };

/** The rotated stamp on a checked (已审核) or discarded (已作废) document (000 §2). */
export function Stamp({ kind, style }: StampProps) {
  const { t } = useTranslation('widgets');
  const { token } = theme.useToken();
  const color = kind === 'audited' ? token.colorError : token.colorTextTertiary;
  return (
    <span
      className={`mes-stamp mes-stamp--${kind}`}
      data-kind={kind}
      style={{
        display: 'inline-block',
        padding: '4px 12px',
        border: `3px double ${color}`,
        borderRadius: 6,
        color,
        fontSize: 20,
        fontWeight: 700,
        letterSpacing: 4,
        transform: 'rotate(-15deg)',
        userSelect: 'none',
        opacity: 0.85,
        ...style,
      }}
    >
      {t(`stamp.${kind}`)}
    </span>
  );
}
