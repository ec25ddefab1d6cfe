import type { Locale } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ExtraCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceDef } from '../../../core/resource/resource.types';

export type Body = Record<string, unknown>;

export function def(registry: ResourceRegistry, name: string): ResourceDef {
  const found = registry.byName(name);
  if (!found) throw new Error(`resource ${name} is not registered`);
  return found;
}

export function localeField(body: Body): Locale {
  const locale = body.locale ?? 'zh-CN';
  if (locale !== 'zh-CN' && locale !== 'en-US') throw refuse('locale', 'input.locale');
  return locale;
}

export function filterField(body: Body): string {
  if (body.filter === undefined) return '';
  if (typeof body.filter !== 'string') throw refuse('filter', 'input.string');
  return body.filter;
}

/** every element a non-empty string of at most `max` characters; duplicates removed, order kept. */
export function stringsField(body: Body, field: string, maxItems: number, max = 64): string[] {
  const v = body[field];
  if (!Array.isArray(v) || v.length === 0 || v.length > maxItems)
    throw refuse(field, 'product.strings_array', { max: maxItems });
  v.forEach((x, i) => {
    if (typeof x !== 'string' || x.trim() === '' || x.length > max)
      throw refuse(`${field}[${i}]`, 'product.string_at_most', { max });
  });
  return [...new Set((v as string[]).map((s) => s.trim()))];
}

/** The module's calls whose one input is an id: `run` gets the checked id (any other field is refused). */
export function idCalls(registry: ResourceRegistry, module: string) {
  return (
    path: string,
    field: string,
    summary: string,
    run: (id: number, ctx: Parameters<ExtraCall['handler']>[1]) => Promise<unknown>,
  ) =>
    moduleCall(registry, module, path, summary, async (b, ctx) => {
      onlyFields(b, [field]);
      return run(idField(b, field), ctx);
    });
}
