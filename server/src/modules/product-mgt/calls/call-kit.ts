import type { Locale } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceDef } from '../../../core/resource/resource.types';

// What the product_mgt calls share. Their bodies are declared in contracts/src/calls/product*.ts; localeField and
// filterField still read the bodies of calls of other areas not yet declared (bom-orders, repair, stat).

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
