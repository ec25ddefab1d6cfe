import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from './Clock';
import { useFitText } from './useFitText';
import { useKanbanTitle } from './useKanbanTitle';

type Props = {
  testId: string;
  /** the board's own title (line name, 生产工单 …) */
  title: string;
  theme?: 'dark' | 'light';
  /** buttons for a signed-in user (cast to screen, edit layout); a TV shows none */
  actions?: ReactNode;
  /** the body is a grid that fills the screen (boards) rather than a centred panel */
  fill?: boolean;
  children: ReactNode;
};

// Full-viewport TV frame: the kanban title, the board title, the clock; the board below, never scrolling.
export function ScreenFrame({ testId, title, theme = 'dark', actions, fill, children }: Props) {
  const { t } = useTranslation();
  const kanbanTitle = useKanbanTitle() ?? t('home.defaultTitle');
  const titleRef = useFitText<HTMLHeadingElement>(title);
  return (
    <div className={`screen screen--${theme}`} data-testid={testId}>
      <header className="screen__header">
        <div className="screen__titles">
          <span className="screen__kanban" data-testid="kanban-name">
            {kanbanTitle}
          </span>
          <h1 className="screen__title" data-testid="kanban-title" ref={titleRef}>
            {title}
          </h1>
        </div>
        {actions && <div className="screen__actions">{actions}</div>}
        <Clock />
      </header>
      <main className={fill ? 'screen__body screen__body--fill' : 'screen__body'}>{children}</main>
    </div>
  );
}
