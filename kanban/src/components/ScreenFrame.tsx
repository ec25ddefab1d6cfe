import type { ReactNode } from 'react';
import { Clock } from './Clock';

type Props = { testId: string; title: string; children: ReactNode };

// Full-viewport TV frame: title bar with the clock on top, the board below, no scrolling.
export function ScreenFrame({ testId, title, children }: Props) {
  return (
    <div className="screen" data-testid={testId}>
      <header className="screen__header">
        <h1 className="screen__title" data-testid="kanban-title">
          {title}
        </h1>
        <Clock />
      </header>
      <main className="screen__body">{children}</main>
    </div>
  );
}
