import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceDef } from '../../../core/resource/resource.types';

// What the product_mgt calls share; their bodies are declared in contracts/src/calls/product*.ts.

export type Body = Record<string, unknown>;

export function def(registry: ResourceRegistry, name: string): ResourceDef {
  const found = registry.byName(name);
  if (!found) throw new Error(`resource ${name} is not registered`);
  return found;
}
