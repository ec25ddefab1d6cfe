import { Alert, Card, Input, Space, type InputRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

/** the panel's verdict: its text large and coloured; `data` goes onto the text as data-* attributes for the specs */
export type PanelVerdict = { ok: boolean; text: string; testId: string; data?: Record<`data-${string}`, string> };

type Scan = {
  /** what the empty input asks for; after a scan, `last(code)` */
  placeholder: string;
  last: (code: string) => string;
  testId: string;
  /** one scanned code, trimmed and not empty; the input is ready again when it settles */
  onScan: (code: string) => Promise<void>;
};

/**
 * The shape of a details panel that scans or acts on a record (the preparation scanner, a reel's floor life): a
 * card with actions, a large scan input with the focus (optional), the verdict, then the panel's lists.
 */
export function ScanPanel(props: {
  title: string;
  testId: string;
  actions?: ReactNode;
  scan?: Scan | null;
  verdict?: PanelVerdict | null;
  children: ReactNode;
}) {
  const { title, testId, actions, scan, verdict, children } = props;
  const [code, setCode] = useState('');
  const [last, setLast] = useState('');
  const input = useRef<InputRef>(null);
  const send = async () => {
    const barcode = code.trim();
    setCode('');
    if (!scan || barcode === '') return;
    setLast(barcode);
    await scan.onScan(barcode);
    input.current?.focus();
  };
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {actions}
        {scan && (
          <Input
            ref={input}
            size="large"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void send()}
            placeholder={last ? scan.last(last) : scan.placeholder}
            data-testid={scan.testId}
          />
        )}
        {verdict && (
          <Alert
            showIcon
            type={verdict.ok ? 'success' : 'error'}
            message={
              <span style={{ fontSize: 18 }} data-testid={verdict.testId} {...verdict.data}>
                {verdict.text}
              </span>
            }
          />
        )}
        {children}
      </Space>
    </Card>
  );
}
