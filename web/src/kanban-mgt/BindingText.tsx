import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRef } from '../resources/RecordRef';
import { KANBAN_MGT_NS } from './i18n';
import { bindingParts } from './target';

// What a kanban screen shows, in words: the board's label and the record it follows by its name, linked
// ("Line board · ASSY-01 组装一线"), never the board's code or a parameter's id (issue 33).
export function BindingText({ binding }: { binding: { board: string; params: Record<string, unknown> } | null }) {
  const { t } = useTranslation(KANBAN_MGT_NS);
  const b = bindingParts(binding);
  if (!b) return null;
  return (
    <span className="binding-text" data-board={b.board}>
      {t(`target.${b.board}`, { defaultValue: b.board })}
      {b.parts.map((p, i) => (
        <Fragment key={i}>
          {' · '}
          {'text' in p ? p.text : <RecordRef resource={p.resource} id={p.id} />}
        </Fragment>
      ))}
    </span>
  );
}
