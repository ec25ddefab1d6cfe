import type { RefusalCode, Translated } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, type FieldDef, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, ref, relationsTo, str, tr } from '../../basicdata';

export const CHANGE_TYPES = ['update', 'add', 'del', 'replace'] as const;

/** `fixed`: the refusal of a change moving a record to another parent ("belongs to its <parent>") */
type Parent = { resource: string; label: Translated; fixed: RefusalCode };

/**
 * A change record of a document (`<parent>_change`, as icpp_change and smt_feeder_change): what changed, why, and
 * the `fields` of its own; it belongs to its parent for good, and is checked (approved) like any record.
 */
export function changeRecordResource(parent: Parent, label: Translated, fields: Record<string, FieldDef>): ResourceDef {
  const key = `${parent.resource}_id`;
  return defineResource({
    name: `${parent.resource}_change`,
    module: 'product_mgt',
    table: `${parent.resource}_change`,
    label,
    actions: ['get', 'create', 'update', 'delete', 'list', 'check'],
    io: false,
    fields: {
      [key]: ref(parent.resource, parent.label['zh-CN'], parent.label['en-US'], { required: true }),
      change_type: {
        type: 'string',
        label: tr('变更类型', 'Change type'),
        max: 16,
        enum: CHANGE_TYPES,
        default: 'update',
      },
      ...fields,
      content: str(1024, '变更内容', 'What changed', { search: true }),
      reason: str(256, '变更原因', 'Reason'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: {
      ...relationsTo(parent.resource),
      ...Object.fromEntries(
        Object.entries(fields)
          .filter(([, f]) => f.ref !== undefined)
          .map(([k, f]) => [k.replace(/_id$/, ''), { resource: f.ref!, via: k }]),
      ),
    },
    hooks: {
      beforeWrite(input, ctx) {
        if (ctx.current && key in input && input[key] !== ctx.current[key]) throw refuse(key, parent.fixed);
        return input;
      },
    },
  });
}
