// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILL_IN_BOX_ROWS } from '@mes/contracts';
import { DEFAULT_FILL_IN_TRIMS, FILL_IN_TRIMS, fillInLines, type FillInTrim } from './fill-in';
import './i18n';

export type FillInBoxProps = {
  open: boolean;
  title?: ReactNode;
  /** Text shown when the box opens. */
  defaultText?: string;
  /** The lines, split by line breaks and trimmed as chosen. */
  onOk: (lines: string[]) => void;
  onCancel: () => void;
};

/** Multi-row text dialog: 6 rows, trim options, default trim bottom (000 §2, §9). */
export function FillInBox({ open, title, defaultText = '', onOk, onCancel }: FillInBoxProps) {
  const { t } = useTranslation('widgets');
  const [text, setText] = useState(defaultText);
  const [trims, setTrims] = useState<FillInTrim[]>([...DEFAULT_FILL_IN_TRIMS]);

  useEffect(() => {
    if (open) setText(defaultText);
  }, [open, defaultText]);

  return (
    <Modal
      open={open}
      title={title ?? t('fillInBox.title')}
      okText={t('fillInBox.ok')}
      cancelText={t('fillInBox.cancel')}
      onOk={() => onOk(fillInLines(text, trims))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.TextArea
        rows={FILL_IN_BOX_ROWS}
        value={text}
        placeholder={t('fillInBox.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Checkbox.Group<FillInTrim>
        style={{ marginTop: 8 }}
        value={trims}
        onChange={setTrims}
        options={FILL_IN_TRIMS.map((trim) => ({ value: trim, label: t(`fillInBox.trim.${trim}`) }))}
      />
    </Modal>
  );
}
