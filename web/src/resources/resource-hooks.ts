import { secretOf } from '../session/login-sign';

// What differs per resource in the generic forms. Users: the form asks for a password, and the body carries the
// derived secret instead (000 §5, docs/api.md): required on create, changed on update only when typed.

export type ExtraField = { key: string; labelKey: string; kind: 'password'; requiredOnCreate: boolean };

export type SubmitContext = {
  mode: 'create' | 'edit';
  values: Record<string, unknown>;
  current?: Record<string, unknown>;
};

export type ResourceHooks = {
  extraFields?: ExtraField[];
  /** turns the body built from the fields into the one to send */
  beforeSubmit?: (body: Record<string, unknown>, ctx: SubmitContext) => Record<string, unknown>;
  /** the form field that shows a server error about `field` */
  fieldFor?: (field: string) => string;
  /** fields the record's state keeps from change (the server refuses them): shown as text, not sent */
  lockedFields?: (record: Record<string, unknown>) => string[];
};

const userHooks: ResourceHooks = {
  extraFields: [{ key: 'password', labelKey: 'resource.password', kind: 'password', requiredOnCreate: true }],
  beforeSubmit: (body, { values, current }) => {
    const password = typeof values.password === 'string' ? values.password : '';
    if (password === '') return body;
    const name = typeof body.name === 'string' ? body.name : typeof current?.name === 'string' ? current.name : '';
    return { ...body, secret: secretOf(name, password) };
  },
  fieldFor: (field) => (field === 'secret' ? 'password' : field),
};

// A reel once received: the ledger owns what is left on it, its material and its code (stock.reel_in_stock_field).
const bundleHooks: ResourceHooks = {
  lockedFields: (r) => (r.stock_id !== null && r.stock_id !== undefined ? ['fnumber', 'icitem_id', 'fqty'] : []),
};

// A number policy's rule is one field on the form (its parts editor): the server's `rule.parts[2].width: …` shows there.
const policyHooks: ResourceHooks = { fieldFor: (field) => (field.startsWith('rule.') ? 'rule' : field) };

const HOOKS: Record<string, ResourceHooks> = {
  'basicdata/user': userHooks,
  'stock_mgt/bundle': bundleHooks,
  'product_mgt/sn_policy': policyHooks,
  'product_mgt/bn_policy': policyHooks,
};

export function hooksOf(module: string, name: string): ResourceHooks {
  return HOOKS[`${module}/${name}`] ?? {};
}
