import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUMBERING_NS } from './i18n';
import { seqDigits, type RulePartView, type RuleView } from './rule-view';

const COLORS = { text: 'default', date: 'blue', seq: 'green', check: 'purple' } as const;

// A rule read part by part, in number order: "text SN · date yy · sequence of 6, base 34 … · check character".
export function RuleParts({ rule }: { rule: RuleView }) {
  const { t } = useTranslation(NUMBERING_NS);
  const describe = (p: RulePartView): string => {
    switch (p.type) {
      case 'text':
        return t('part.text', { value: p.value });
      case 'date':
        return t('part.date', { format: `${p.format} (${t(`dateFormat.${p.format}`)})` });
      case 'seq': {
        const d = seqDigits(p);
        const digits = [
          t('digits', { count: d.count, alphabet: d.alphabet }),
          p.exclude ? t('exclude', { chars: p.exclude }) : null,
          p.start !== undefined ? t('start', { start: p.start }) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return t('part.seq', { width: p.width, digits, reset: t(`reset.${p.reset}`) });
      }
      case 'check':
        return t('part.check', { scheme: t(`scheme.${p.scheme}`) });
    }
  };
  return (
    <Space direction="vertical" size={4} data-testid="numbering-rule">
      <Space wrap size={[4, 8]}>
        {rule.parts.map((p, i) => (
          <Tag key={i} color={COLORS[p.type]} data-testid={`rule-part-${i}`}>
            {i + 1}. {describe(p)}
          </Tag>
        ))}
      </Space>
      <Typography.Text type="secondary">{t('timezone', { tz: rule.timezone })}</Typography.Text>
    </Space>
  );
}
