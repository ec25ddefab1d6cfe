import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUMBERING_NS } from './i18n';
import { RuleDraft } from './RuleDraft';
import { RulePreview } from './RulePreview';
import { parseRuleText, ruleText, START_RULE } from './rule-view';

type Props = {
  /** injected by Form.Item: the rule as JSON text (web/src/resources/fields.ts) */
  value?: unknown;
  onChange?: (text: string | undefined) => void;
  disabled?: boolean;
  id?: string;
};

// The number policy form's rule field (create and details): the parts editor with the numbers it makes, live,
// instead of the rule's JSON. The form keeps the JSON text and sends it as the policy's `rule`, as before.
export function RuleField({ value, onChange, disabled, id }: Props) {
  const { t } = useTranslation(NUMBERING_NS);
  const rule = parseRuleText(value);
  const start = (
    <Button size="small" disabled={disabled} onClick={() => onChange?.(ruleText(START_RULE))} data-testid="rule-start">
      {t('editor.begin')}
    </Button>
  );
  if (rule === null)
    return (
      <Space id={id} wrap data-testid="rule-field">
        <Typography.Text type="secondary">{t('editor.none')}</Typography.Text>
        {start}
      </Space>
    );
  if (rule === 'bad')
    return (
      <Space id={id} direction="vertical" data-testid="rule-field">
        <Alert type="warning" showIcon message={t('editor.unreadable')} />
        {start}
      </Space>
    );
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="rule-field">
      <RuleDraft value={rule} disabled={disabled} onChange={(next) => onChange?.(ruleText(next))} />
      <RulePreview rule={rule} />
    </Space>
  );
}

export default RuleField;
