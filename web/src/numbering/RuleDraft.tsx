import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUMBERING_NS } from './i18n';
import { RulePartFields } from './RulePartFields';
import { movePart, newPart, PART_TYPES, type RulePartView, type RuleView } from './rule-view';

type Props = { value: RuleView; onChange: (rule: RuleView) => void; disabled?: boolean };

// A rule as a list of parts, in number order: change a part's type and fields, move it up or down, remove it, add
// one; and the rule's time zone.
export function RuleDraft({ value, onChange, disabled }: Props) {
  const { t } = useTranslation(NUMBERING_NS);
  const parts = (next: RulePartView[]) => onChange({ ...value, parts: next });
  const setPart = (i: number, p: RulePartView) => parts(value.parts.map((x, j) => (j === i ? p : x)));
  const last = value.parts.length - 1;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="rule-editor">
      {value.parts.map((p, i) => (
        <Space key={i} wrap align="center" data-testid={`rule-edit-${i}`}>
          <span style={{ width: 20, display: 'inline-block' }}>{i + 1}.</span>
          <Select
            value={p.type}
            disabled={disabled}
            onChange={(type) => setPart(i, newPart(type))}
            style={{ width: 130 }}
            aria-label={t('editor.partType')}
            data-testid={`rule-edit-${i}-type`}
            options={PART_TYPES.map((type) => ({ value: type, label: t(`editor.type.${type}`) }))}
          />
          <RulePartFields part={p} index={i} disabled={disabled} onChange={(next) => setPart(i, next)} />
          <Button
            size="small"
            disabled={disabled || i === 0}
            onClick={() => parts(movePart(value.parts, i, -1))}
            aria-label={t('editor.up')}
            title={t('editor.up')}
            data-testid={`rule-edit-${i}-up`}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={disabled || i === last}
            onClick={() => parts(movePart(value.parts, i, 1))}
            aria-label={t('editor.down')}
            title={t('editor.down')}
            data-testid={`rule-edit-${i}-down`}
          >
            ↓
          </Button>
          <Button
            size="small"
            danger
            disabled={disabled}
            onClick={() => parts(value.parts.filter((_, j) => j !== i))}
            data-testid={`rule-edit-${i}-remove`}
          >
            {t('editor.remove')}
          </Button>
        </Space>
      ))}
      <Space wrap>
        <Select<RulePartView['type']>
          value={null as unknown as RulePartView['type']}
          placeholder={t('editor.add')}
          disabled={disabled}
          onChange={(type) => parts([...value.parts, newPart(type)])}
          style={{ width: 160 }}
          aria-label={t('editor.add')}
          data-testid="rule-add"
          options={PART_TYPES.map((type) => ({ value: type, label: t(`editor.type.${type}`) }))}
        />
        <span>{t('editor.timezone')}</span>
        <Input
          value={value.timezone}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, timezone: e.target.value })}
          style={{ width: 180 }}
          aria-label={t('editor.timezone')}
        />
      </Space>
    </Space>
  );
}
