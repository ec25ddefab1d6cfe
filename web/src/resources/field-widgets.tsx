import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { currentLocale } from '../i18n';
import { RuleField } from '../numbering';
import { parseRuleText, ruleProblems } from '../numbering/rule-view';
import type { ResourceMeta } from './meta';

/** what Form.Item hands its input */
export type WidgetProps = { id?: string; value?: unknown; onChange?: (v: unknown) => void; disabled?: boolean };

type Widget = {
  render: (props: WidgetProps) => ReactNode;
  /** why the value cannot be saved, in the user's language; null when it can */
  check?: (value: unknown, t: TFunction) => string | null;
};

const numberRule: Widget = {
  render: (p) => <RuleField {...p} />,
  check: (value, t) => {
    const rule = parseRuleText(value);
    if (rule === null) return null;
    if (rule === 'bad') return t('resource.badJson');
    return ruleProblems(rule, currentLocale())[0] ?? null;
  },
};

// Fields whose value a person edits with a screen of its own rather than the input of its type, by
// <module>.<name>.<field>: a number policy's rule is edited part by part with its numbers shown (not as JSON).
const WIDGETS: Record<string, Widget> = {
  'product_mgt.sn_policy.rule': numberRule,
  'product_mgt.bn_policy.rule': numberRule,
};

export function fieldWidget(def: Pick<ResourceMeta, 'module' | 'name'>, field: string): Widget | undefined {
  return WIDGETS[`${def.module}.${def.name}.${field}`];
}
