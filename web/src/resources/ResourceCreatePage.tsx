import { App, Card, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearDraft, readDraft, writeDraft } from './draft-store';
import { copyValues } from './fields';
import { createRecord, getRecord } from './resource-api';
import { ResourceForm } from './ResourceForm';
import { scopeValue, type GenericScreenProps } from './screen-props';
import { GoBackButton } from '../widgets';

// The generic create screen. With keepAlive its values survive leaving the screen and coming back (error_code).
export default function ResourceCreatePage({
  meta,
  def,
  title,
  base,
  scope,
  keepAlive,
  hasDetail,
  copyFrom,
}: GenericScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const draftKey = `create:${pathname}`;
  // the form remounts per visit; a new key after saving starts it empty again
  const [round, setRound] = useState(0);
  // create/:id: the form starts from a copy of that record's editable values
  const [copied, setCopied] = useState<Record<string, unknown> | null>(copyFrom === undefined ? {} : null);
  useEffect(() => {
    if (copyFrom === undefined) return;
    getRecord(def, copyFrom).then(
      (r) => setCopied(copyValues(def, r)),
      () => setCopied({}),
    );
  }, [def, copyFrom]);
  const initial = useMemo(
    () => ({ ...(keepAlive ? readDraft(draftKey) : undefined), ...copied, ...scopeValue(scope) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new round (save and new) starts from fresh values
    [keepAlive, draftKey, scope, round, copied],
  );
  if (copied === null) return <Card className="page" loading data-testid="resource-create-loading" />;

  return (
    <Card className="page" data-testid="resource-create" data-resource={def.name} data-copy-from={copyFrom}>
      <div className="page__head">
        <Typography.Title level={4} className="page__title">
          {title}
        </Typography.Title>
        <GoBackButton />
      </div>
      <ResourceForm
        key={round}
        meta={meta}
        def={def}
        mode="create"
        initial={initial}
        fixed={scope ? [scope.field] : []}
        submitLabel={t('resource.save')}
        onValuesChange={keepAlive ? (v) => writeDraft(draftKey, v) : undefined}
        onSubmit={async (body) => {
          const created = await createRecord(def, body, { quiet: true });
          clearDraft(draftKey);
          void message.success(t('resource.created'));
          if (hasDetail) navigate(`${base}/${created.id}`, { replace: true });
          else setRound((n) => n + 1);
        }}
      />
    </Card>
  );
}
