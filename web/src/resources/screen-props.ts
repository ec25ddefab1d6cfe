import type { Meta, ResourceMeta } from './meta';

/** What a generic screen gets from the route that shows it. */
export type GenericScreenProps = {
  meta: Meta;
  def: ResourceMeta;
  /** the translated title of the route */
  title: string;
  /** the resource's base path: list at `${base}/list`, create at `${base}/create`, details at `${base}/${id}` */
  base: string;
  /** the parent that limits the screen (the change records of one BOM) */
  scope?: { field: string; value: string };
  /** the create screen keeps its state when the user leaves it */
  keepAlive?: boolean;
  /** the create screen starts from a copy of this record (create/:id) */
  copyFrom?: number;
  /** details open read-only */
  view?: boolean;
  /** which sibling screens the route table has */
  hasCreate: boolean;
  hasDetail: boolean;
};

/** A scope value as the field wants it: a number for an *_id field. */
export function scopeValue(scope: GenericScreenProps['scope']): Record<string, string | number> {
  if (!scope) return {};
  const n = Number(scope.value);
  return { [scope.field]: scope.field.endsWith('_id') && Number.isInteger(n) ? n : scope.value };
}
