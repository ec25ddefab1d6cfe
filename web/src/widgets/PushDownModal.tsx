// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Modal, Table, message, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pushDownDecision, pushDownPath, type PushDownTarget } from './push-down';
import './i18n';

export type PushDownModalProps = {
  open: boolean;
  targets: readonly PushDownTarget[];
  /** The translated name of the target document type, for the 'no corresponding document' warning. */
  typeName: string;
  onClose: () => void;
};

const rowKey = (t: PushDownTarget) => `${t.route}#${t.id}`;

/** Several targets: a radio table to choose from; one: straight there; none: a warning (000 §2). */
export function PushDownModal({ open, targets, typeName, onClose }: PushDownModalProps) {
  const { t } = useTranslation('widgets');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PushDownTarget | null>(null);
  const decision = pushDownDecision(targets);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    if (decision.kind === 'none') {
      void message.warning(t('pushDown.none', { type: typeName }));
      onClose();
    } else if (decision.kind === 'go') {
      onClose();
      void navigate(decision.path);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: the targets are read then
  }, [open]);

  const go = (target: PushDownTarget) => {
    onClose();
    void navigate(pushDownPath(target));
  };

  const columns: TableColumnsType<PushDownTarget> = (
    ['fbillno', 'creater_display_name', 'created_at', 'fnumber', 'fname'] as const
  ).map((key) => ({
    key,
    dataIndex: key,
    title: t(`pushDown.column.${key === 'creater_display_name' ? 'creater' : key}`),
  }));

  return (
    <Modal
      open={open && decision.kind === 'choose'}
      title={t('pushDown.title')}
      width={720}
      okText={t('pushDown.ok')}
      cancelText={t('pushDown.cancel')}
      okButtonProps={{ disabled: chosen === null }}
      onOk={() => chosen && go(chosen)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<PushDownTarget>
        size="small"
        rowKey={rowKey}
        pagination={false}
        columns={columns}
        dataSource={[...targets]}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [rowKey(chosen)] : [],
          onChange: (_keys, rows) => setChosen(rows[0] ?? null),
        }}
        onRow={(row) => ({ onClick: () => setChosen(row), onDoubleClick: () => go(row) })}
      />
    </Modal>
  );
}
