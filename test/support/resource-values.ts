import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client';
import { secretOf } from './api-client';

export type FieldMeta = {
  type: 'string' | 'text' | 'int' | 'number' | 'bool' | 'datetime' | 'json';
  required: boolean;
  max?: number;
  min?: number;
  maxValue?: number;
  enum?: (string | number)[];
  ref?: string;
  readonly: boolean;
  search: boolean;
  writeOnly: boolean;
};
export type ResourceMeta = {
  name: string;
  module: string;
  actions: string[];
  fields: Record<string, FieldMeta>;
  relations: Record<string, { resource: string; via: string }>;
  example: Record<string, unknown>;
};

export const token = (n = 6): string => randomBytes(n).toString('hex').toUpperCase();

// Builds valid create bodies from the declarations alone, creating referenced records first.
export class ValueFactory {
  private readonly made = new Map<string, number>();

  constructor(
    private readonly api: ApiClient,
    private readonly metas: ResourceMeta[],
  ) {}

  meta(name: string): ResourceMeta {
    const m = this.metas.find((r) => r.name === name);
    if (!m) throw new Error(`no resource ${name}`);
    return m;
  }

  async validBody(meta: ResourceMeta): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = {};
    for (const [key, f] of Object.entries(meta.fields)) {
      if (f.readonly) continue;
      if (f.ref === meta.name) continue; // a tree's parent: leave the root without one
      if (!f.required && !f.ref && f.type !== 'string') continue;
      body[key] = await this.value(meta, key, f);
    }
    return body;
  }

  async value(meta: ResourceMeta, key: string, f: FieldMeta): Promise<unknown> {
    if (key in meta.example) return meta.example[key];
    if (key === 'secret') return secretOf(`u${token()}`, 'pw');
    if (f.enum && f.enum.length > 0) return f.enum[0];
    if (f.ref) return this.idOf(f.ref);
    switch (f.type) {
      case 'string':
      case 'text':
        return `T${token()}`.slice(0, Math.max(1, f.max ?? 20));
      case 'int':
        return Math.max(f.min ?? 1, Math.min(1, f.maxValue ?? 1));
      case 'number':
        return Math.max(f.min ?? 1, Math.min(1.5, f.maxValue ?? 1.5));
      case 'bool':
        return true;
      case 'datetime':
        return new Date().toISOString();
      case 'json':
        return {};
    }
  }

  async idOf(resource: string): Promise<number> {
    const known = this.made.get(resource);
    if (known) return known;
    const meta = this.meta(resource);
    // The oldest existing record (seeded data first), else a new one.
    const existing = await this.api.ok<{ list: { id: number }[] }>(`/api/v1/${meta.module}/${meta.name}/list`, {
      filter: 'ps:1 sort:id-asc',
    });
    if (existing.list.length > 0) {
      this.made.set(resource, existing.list[0].id);
      return existing.list[0].id;
    }
    const created = await this.api.ok<{ id: number }>(
      `/api/v1/${meta.module}/${meta.name}/create`,
      await this.validBody(meta),
    );
    this.made.set(resource, created.id);
    return created.id;
  }
}
