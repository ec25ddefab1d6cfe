import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Guard } from '../session';
import type { ResourceMeta } from './meta';
import { actionsAllowed, deleteAllowed, hasAction } from './meta';
import { recordLinks } from './record-links';
import { deleteRecord, runMachineAction, setChecked, setDisabled, type ResourceRecord } from './resource-api';
import { ConfirmButton } from '../widgets';
import '../stock/i18n';
import { FIRST_HOUR_NS } from '../first-hour/i18n';

// actions that end or drop something are asked first
const ASKED = new Set(['finish_order', 'cancel_order', 'reverse_finish']);

type Props = {
  def: ResourceMeta;
  record: ResourceRecord;
  /** after a change: the new record, or null once deleted */
  onChanged: (next: ResourceRecord | null) => void;
  size?: 'small' | 'middle';
};

const perm = (def: ResourceMeta, action: string) => [`${def.module}.${def.name}.${action}`];

// The status actions the record's state allows (the server's machine, meta), check/uncheck, disable/enable and
// delete (after the 'are you sure' prompt), each shown when the resource has the action and the user holds its
// permission. A checked record offers no Delete (uncheck it first), nor does a status the machine keeps.
export function RecordActions({ def, record, onChanged, size = 'small' }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, call: () => Promise<ResourceRecord | null>) => {
    setBusy(what);
    try {
      onChanged(await call());
    } catch {
      // the client has shown the error
    } finally {
      setBusy(null);
    }
  };
  const checked = record.checked === true;
  const disabled = record.disabled === true;
  const checkButton = {
    size,
    type: 'link' as const,
    loading: busy === 'check',
    'data-testid': checked ? 'action-uncheck' : 'action-check',
    children: t(checked ? 'resource.uncheck' : 'resource.check'),
  };
  return (
    <Space size={0} wrap className="record-actions" data-testid={`record-actions-${record.id}`}>
      {recordLinks(def, record).map((l) =>
        l.external ? (
          <a key={l.key} href={l.to} target="_blank" rel="noreferrer" data-testid={`record-link-${l.key}`}>
            <Button size={size} type="link">
              {t(l.label)}
            </Button>
          </a>
        ) : (
          <Link key={l.key} to={l.to} data-testid={`record-link-${l.key}`}>
            <Button size={size} type="link">
              {t(l.label)}
            </Button>
          </Link>
        ),
      )}
      {actionsAllowed(def, record).map((action) => {
        const label = t(`${FIRST_HOUR_NS}:action.${action}`, { defaultValue: action.replace(/_/g, ' ') });
        const common = {
          size,
          type: 'link' as const,
          loading: busy === action,
          'data-testid': `action-${action}`,
          children: label,
        };
        const go = () => run(action, () => runMachineAction(def, record.id, action));
        return (
          <Guard key={action} allOf={perm(def, action)}>
            {ASKED.has(action) ? (
              <ConfirmButton
                {...common}
                title={t(`${FIRST_HOUR_NS}:action.confirm`, { action: label })}
                onConfirm={go}
              />
            ) : (
              <Button {...common} onClick={() => void go()} />
            )}
          </Guard>
        );
      })}
      {hasAction(def, 'check') && (
        <Guard allOf={perm(def, 'check')}>
          {def.entries ? (
            // a document's check posts it (stock documents move stock): asked first, as its uncheck
            <ConfirmButton
              {...checkButton}
              title={t(checked ? 'stock:confirm.uncheck' : 'stock:confirm.check')}
              onConfirm={() => run('check', () => setChecked(def, record.id, !checked))}
            />
          ) : (
            <Button {...checkButton} onClick={() => void run('check', () => setChecked(def, record.id, !checked))} />
          )}
        </Guard>
      )}
      {hasAction(def, 'disable') && (
        <Guard allOf={perm(def, 'disable')}>
          <Button
            size={size}
            type="link"
            loading={busy === 'disable'}
            data-testid={disabled ? 'action-enable' : 'action-disable'}
            onClick={() => void run('disable', () => setDisabled(def, record.id, !disabled))}
          >
            {t(disabled ? 'resource.enable' : 'resource.disable')}
          </Button>
        </Guard>
      )}
      {hasAction(def, 'delete') && !checked && deleteAllowed(def, record) && (
        <Guard allOf={perm(def, 'delete')}>
          <ConfirmButton
            size={size}
            type="link"
            danger
            loading={busy === 'delete'}
            data-testid="action-delete"
            title={t('resource.confirmDelete')}
            onConfirm={() => run('delete', async () => (await deleteRecord(def, record.id), null))}
          >
            {t('resource.delete')}
          </ConfirmButton>
        </Guard>
      )}
    </Space>
  );
}
