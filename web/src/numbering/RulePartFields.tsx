import { Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NUMBERING_NS } from './i18n';
import { DATE_FORMATS, RESETS, SCHEMES, type RulePartView } from './rule-view';

type Props = { part: RulePartView; index: number; disabled?: boolean; onChange: (p: RulePartView) => void };

// The inputs of one part of a rule, by its type: a text's value, a date's format, a check's scheme, a sequence's
// width, digits, exclusions, reset and start.
export function RulePartFields({ part: p, index: i, disabled, onChange }: Props) {
  const { t } = useTranslation(NUMBERING_NS);
  switch (p.type) {
    case 'text':
      return (
        <Input
          value={p.value}
          disabled={disabled}
          onChange={(e) => onChange({ ...p, value: e.target.value })}
          style={{ width: 160 }}
          aria-label={t('editor.value')}
          data-testid={`rule-edit-${i}-value`}
        />
      );
    case 'date':
      return (
        <Select
          value={p.format}
          disabled={disabled}
          onChange={(format) => onChange({ ...p, format })}
          style={{ width: 220 }}
          aria-label={t('editor.type.date')}
          data-testid={`rule-edit-${i}-format`}
          options={DATE_FORMATS.map((f) => ({ value: f, label: `${f} · ${t(`dateFormat.${f}`)}` }))}
        />
      );
    case 'check':
      return (
        <Select
          value={p.scheme}
          disabled={disabled}
          onChange={(scheme) => onChange({ ...p, scheme })}
          style={{ width: 200 }}
          aria-label={t('editor.type.check')}
          options={SCHEMES.map((s) => ({ value: s, label: t(`scheme.${s}`) }))}
        />
      );
    case 'seq':
      return (
        <Space wrap>
          <span>{t('editor.width')}</span>
          <span data-testid={`rule-edit-${i}-width`}>
            <InputNumber
              min={1}
              max={20}
              value={p.width}
              disabled={disabled}
              onChange={(v) => onChange({ ...p, width: v ?? 1 })}
              aria-label={t('editor.width')}
            />
          </span>
          <Select
            value={p.alphabet !== undefined ? 'custom' : String(p.radix ?? 10)}
            disabled={disabled}
            onChange={(v) =>
              onChange(
                v === 'custom'
                  ? { ...p, radix: undefined, alphabet: p.alphabet ?? '0123456789' }
                  : { ...p, alphabet: undefined, radix: Number(v) },
              )
            }
            style={{ width: 130 }}
            aria-label={t('editor.digits')}
            options={[
              ...['10', '16', '36'].map((r) => ({ value: r, label: t('editor.radix', { radix: r }) })),
              { value: 'custom', label: t('editor.custom') },
            ]}
          />
          {p.alphabet !== undefined && (
            <Input
              value={p.alphabet}
              disabled={disabled}
              onChange={(e) => onChange({ ...p, alphabet: e.target.value })}
              style={{ width: 160 }}
              aria-label={t('editor.custom')}
            />
          )}
          <Input
            value={p.exclude ?? ''}
            disabled={disabled}
            placeholder={t('editor.exclude')}
            onChange={(e) => onChange({ ...p, exclude: e.target.value.toUpperCase() || undefined })}
            style={{ width: 110 }}
            aria-label={t('editor.exclude')}
          />
          <Select
            value={p.reset}
            disabled={disabled}
            onChange={(reset) => onChange({ ...p, reset })}
            style={{ width: 160 }}
            aria-label={t('editor.reset')}
            data-testid={`rule-edit-${i}-reset`}
            options={RESETS.map((r) => ({ value: r, label: t(`reset.${r}`) }))}
          />
          <InputNumber
            min={0}
            value={p.start ?? null}
            disabled={disabled}
            placeholder={t('editor.start')}
            onChange={(v) => onChange({ ...p, start: v ?? undefined })}
            style={{ width: 110 }}
            aria-label={t('editor.start')}
          />
        </Space>
      );
  }
}
