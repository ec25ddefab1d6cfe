// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { Typography, theme } from 'antd';

export const TEXT_TONES = ['muted', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type Tone = (typeof TEXT_TONES)[number];

export type TextToneProps = { tone: Tone; strong?: boolean; children: ReactNode };

/** Text in one of the six tones of 000 §2. */
export function TextTone({ tone, strong, children }: TextToneProps) {
  const { token } = theme.useToken();
  switch (tone) {
    case 'muted':
      return (
        <Typography.Text type="secondary" strong={strong} data-tone={tone}>
          {children}
        </Typography.Text>
      );
    case 'success':
    case 'warning':
    case 'danger':
      return (
        <Typography.Text type={tone} strong={strong} data-tone={tone}>
          {children}
        </Typography.Text>
      );
    case 'primary':
    case 'info':
      return (
        <Typography.Text
          strong={strong}
          data-tone={tone}
          style={{ color: tone === 'primary' ? token.colorPrimary : token.colorInfo }}
        >
          {children}
        </Typography.Text>
      );
  }
}
