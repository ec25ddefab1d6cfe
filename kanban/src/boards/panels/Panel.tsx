import type { ReactNode } from 'react';

type Props = { title: string; testId: string; children: ReactNode; aside?: ReactNode };

/** One tile of a board: a title line and a body that fills the rest. */
export function Panel({ title, testId, children, aside }: Props) {
  return (
    <section className="tile" data-testid={testId}>
      <header className="tile__head">
        <h2 className="tile__title">{title}</h2>
        {aside && <span className="tile__aside">{aside}</span>}
      </header>
      <div className="tile__body">{children}</div>
    </section>
  );
}
