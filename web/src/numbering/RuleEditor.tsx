import { Alert, Button, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, ApiError } from '@mes/client';
import type { ResourceRecord } from '../resources/resource-api';
import { NUMBERING_NS } from './i18n';
import {
  DATE_FORMATS,
  movePart,
  newPart,
  PART_TYPES,
  RESETS,
  ruleBody,
  SCHEMES,
  type RulePartView,
  type RuleView,
} from './rule-view';

type Props = {
  kind: 'sn' | 'bn';
  id: number;
  rule: RuleView | null;
  onSaved: (r: ResourceRecord) => void;
  onCancel: () => void;
};

const START: RuleView = { parts: [newPart('text'), newPart('seq')], timezone: 'Asia/Shanghai' };

// The rule as a list of parts: add, change, move, remove, then save through the policy's update (the server checks
// the rule and names the part it refuses: rule.parts[2].width …).
export function RuleEditor({ kind, id, rule, onSaved, onCancel }: Props) {
  const { t } = useTranslation(NUMBERING_NS);
  const [draft, setDraft] = useState<RuleView>(rule ?? START);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setPart = (i: number, p: RulePartView) =>
    setDraft((d) => ({ ...d, parts: d.parts.map((x, j) => (j === i ? p : x)) }));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      onSaved(
        await apiCall<ResourceRecord>(
          `product_mgt/${kind}_policy/update`,
          { id, rule: ruleBody(draft) },
          { quiet: true },
        ),
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  const fields = (p: RulePartView, i: number) => {
    switch (p.type) {
      case 'text':
        return (
          <Input
            value={p.value}
            onChange={(e) => setPart(i, { ...p, value: e.target.value })}
            style={{ width: 160 }}
            aria-label={t('editor.value')}
            data-testid={`rule-edit-${i}-value`}
          />
        );
      case 'date':
        return (
          <Select
            value={p.format}
            onChange={(format) => setPart(i, { ...p, format })}
            style={{ width: 220 }}
            options={DATE_FORMATS.map((f) => ({ value: f, label: `${f} · ${t(`dateFormat.${f}`)}` }))}
          />
        );
      case 'check':
        return (
          <Select
            value={p.scheme}
            onChange={(scheme) => setPart(i, { ...p, scheme })}
            style={{ width: 200 }}
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
                onChange={(v) => setPart(i, { ...p, width: v ?? 1 })}
                aria-label={t('editor.width')}
              />
            </span>
            <Select
              value={p.alphabet !== undefined ? 'custom' : String(p.radix ?? 10)}
              onChange={(v) =>
                setPart(
                  i,
                  v === 'custom'
                    ? { ...p, radix: undefined, alphabet: p.alphabet ?? '0123456789' }
                    : { ...p, alphabet: undefined, radix: Number(v) },
                )
              }
              style={{ width: 130 }}
              options={[
                ...['10', '16', '36'].map((r) => ({ value: r, label: t('editor.radix', { radix: r }) })),
                { value: 'custom', label: t('editor.custom') },
              ]}
            />
            {p.alphabet !== undefined && (
              <Input
                value={p.alphabet}
                onChange={(e) => setPart(i, { ...p, alphabet: e.target.value })}
                style={{ width: 160 }}
                aria-label={t('editor.custom')}
              />
            )}
            <Input
              value={p.exclude ?? ''}
              placeholder={t('editor.exclude')}
              onChange={(e) => setPart(i, { ...p, exclude: e.target.value.toUpperCase() })}
              style={{ width: 110 }}
              aria-label={t('editor.exclude')}
            />
            <Select
              value={p.reset}
              onChange={(reset) => setPart(i, { ...p, reset })}
              style={{ width: 160 }}
              options={RESETS.map((r) => ({ value: r, label: t(`reset.${r}`) }))}
            />
            <InputNumber
              min={0}
              value={p.start ?? null}
              placeholder={t('editor.start')}
              onChange={(v) => setPart(i, { ...p, start: v ?? undefined })}
              style={{ width: 110 }}
            />
          </Space>
        );
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="rule-editor">
      {draft.parts.map((p, i) => (
        <Space key={i} wrap align="center" data-testid={`rule-edit-${i}`}>
          <span style={{ width: 20, display: 'inline-block' }}>{i + 1}.</span>
          <Select
            value={p.type}
            onChange={(type) => setPart(i, newPart(type))}
            style={{ width: 130 }}
            options={PART_TYPES.map((type) => ({ value: type, label: t(`editor.type.${type}`) }))}
          />
          {fields(p, i)}
          <Button
            size="small"
            onClick={() => setDraft((d) => ({ ...d, parts: movePart(d.parts, i, -1) }))}
            aria-label={t('editor.up')}
          >
            ↑
          </Button>
          <Button
            size="small"
            onClick={() => setDraft((d) => ({ ...d, parts: movePart(d.parts, i, 1) }))}
            aria-label={t('editor.down')}
          >
            ↓
          </Button>
          <Button
            size="small"
            danger
            onClick={() => setDraft((d) => ({ ...d, parts: d.parts.filter((_, j) => j !== i) }))}
          >
            {t('editor.remove')}
          </Button>
        </Space>
      ))}
      <Space wrap>
        <Button onClick={() => setDraft((d) => ({ ...d, parts: [...d.parts, newPart('text')] }))}>
          {t('editor.add')}
        </Button>
        <span>{t('editor.timezone')}</span>
        <Input
          value={draft.timezone}
          onChange={(e) => setDraft((d) => ({ ...d, timezone: e.target.value }))}
          style={{ width: 180 }}
        />
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid="rule-save">
          {t('editor.save')}
        </Button>
        <Button onClick={onCancel}>{t('editor.cancel')}</Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} data-testid="rule-error" />}
    </Space>
  );
}
