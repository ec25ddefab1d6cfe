import { Alert, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { NUMBERING_NS } from './i18n';
import { ruleOutcome, type RuleView } from './rule-view';

// The editor's live preview: recomputed on every change, nothing asked of the server, nothing reserved.
export function RulePreview({ rule }: { rule: RuleView }) {
  const { t } = useTranslation(NUMBERING_NS);
  const locale = currentLocale();
  const shown = useMemo(() => ruleOutcome(rule, new Date(), locale), [rule, locale]);
  if ('problems' in shown)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="rule-problems"
        message={t('editor.problems')}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {shown.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        }
      />
    );
  return (
    <Space direction="vertical" size={4} data-testid="rule-live-preview">
      <Typography.Text type="secondary">{t('editor.preview')}</Typography.Text>
      <Space wrap size={[4, 4]}>
        {shown.numbers.map((n) => (
          <Tag key={n} style={{ fontFamily: 'monospace' }} data-testid="rule-live-number">
            {n}
          </Tag>
        ))}
      </Space>
      {shown.overflow && (
        <Typography.Text type="warning">{t('editor.overflow', { max: shown.overflow })}</Typography.Text>
      )}
    </Space>
  );
}
