import { META } from '@mes/contracts';
import { implementCall, type BoundMachine, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { FieldDef } from '../../core/resource/resource.types';

// A field as the back office's forms read it (a hidden field is shown only when writable: writeOnly).
function fieldsMeta(fields: Record<string, FieldDef>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => !f.hidden || !f.readonly)
      .map(([k, f]) => [
        k,
        {
          type: f.type,
          label: f.label,
          required: f.required ?? false,
          max: f.max,
          min: f.min,
          maxValue: f.maxValue,
          enum: f.enum,
          ref: f.ref,
          ref_by: f.refBy,
          readonly: f.readonly ?? false,
          search: f.search ?? false,
          writeOnly: f.hidden ?? false,
        },
      ]),
  );
}

// A resource's status machine as the back office offers it: the actions a record's status allows (each a call
// `{module}/{name}/{action}`) and the statuses it may be deleted in (null: any).
function machineMeta(bound: BoundMachine | undefined): Record<string, unknown> | null {
  if (!bound) return null;
  const { machine } = bound;
  return {
    field: bound.field,
    actions: machine.actions.map((action) => ({
      action,
      from: machine.moves[action].from,
      to: machine.moves[action].to,
    })),
    delete_from: machine.deleteFrom ?? null,
  };
}

// Describes every resource for the back office's generic screens, and lists every call with its permission.
export function registerMetaCalls(registry: ResourceRegistry): void {
  implementCall(
    registry,
    META.resources,
    async () =>
      registry.all().map((d) => ({
        name: d.name,
        module: d.module,
        label: d.label,
        actions: [...registry.actionsOf(d), ...registry.ioActionsOf(d)],
        relations: d.relations ?? {},
        example: d.example ?? {},
        list_columns: d.listColumns ?? null,
        // the push-down modal's targets: the kinds of document made from this one.
        push_down: (d.links?.push_down ?? []).map((l) => ({ target: l.table, route: l.route })),
        fields: fieldsMeta(d.fields),
        machine: machineMeta(registry.machineOf(d.module, d.name)),
        entries: d.entries
          ? {
              label: d.entries.label,
              parent: d.entries.parent,
              max: d.entries.max ?? 1000,
              fields: fieldsMeta(d.entries.fields),
            }
          : null,
      })),
    { permission: null },
  );
  implementCall(registry, META.routes, async () => registry.routes() as unknown as Record<string, unknown>[], {
    permission: null,
  });
}
