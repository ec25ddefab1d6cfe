export type Kpi = {
  key: string;
  label: string;
  value: string;
  tone?: 'good' | 'bad' | 'warn' | 'accent';
  sub?: string;
};

/** The big numbers of a board, side by side; each carries data-testid kpi-<key> for the checks. */
export function KpiPanel({ items }: { items: Kpi[] }) {
  return (
    <section className="tile tile--kpi" data-testid="panel-kpi">
      {items.map((k) => (
        <div key={k.key} className="kpi">
          <span className="kpi__label">{k.label}</span>
          <span className={`kpi__value${k.tone ? ` kpi__value--${k.tone}` : ''}`} data-testid={`kpi-${k.key}`}>
            {k.value}
          </span>
          {k.sub && <span className="kpi__sub">{k.sub}</span>}
        </div>
      ))}
    </section>
  );
}
