import { Space } from 'antd';

export type LegendItem = { key: string; color: string; kind: 'line' | 'dashed' | 'area' | 'dot'; text: string };

// A legend under a chart naming its lines and their values: beside the lines themselves the labels of limits a few
// hundredths apart would overlap.
export function ChartLegend({ items, testId }: { items: LegendItem[]; testId?: string }) {
  return (
    <Space wrap size={[16, 4]} style={{ fontSize: 12, margin: '2px 0 10px 64px' }} data-testid={testId}>
      {items.map((i) => (
        <span key={i.key} style={{ whiteSpace: 'nowrap' }}>
          <Swatch color={i.color} kind={i.kind} /> {i.text}
        </span>
      ))}
    </Space>
  );
}

function Swatch({ color, kind }: Pick<LegendItem, 'color' | 'kind'>) {
  if (kind === 'area')
    return (
      <span
        style={{ display: 'inline-block', width: 14, height: 10, background: color, border: '1px solid #d9d9d9' }}
      />
    );
  if (kind === 'dot')
    return <span style={{ display: 'inline-block', width: 9, height: 9, borderRadius: 5, background: color }} />;
  return (
    <span
      style={{
        display: 'inline-block',
        width: 18,
        verticalAlign: 'middle',
        borderTop: `2px ${kind === 'dashed' ? 'dashed' : 'solid'} ${color}`,
      }}
    />
  );
}
