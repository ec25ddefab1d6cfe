import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

// A statement sent as a named prepared statement (the name a hash of its text): each pooled connection parses it
// once, and PostgreSQL may keep a generic plan after a few calls. The hot paths' texts are constants or a bounded set
// (the statistics lists: kind x bucket x keys x sort); past MAX_NAMED distinct texts a text goes unnamed, so a caller
// building texts cannot grow every connection's prepared statements without bound.
const MAX_NAMED = 1000;
const names = new Map<string, string>();

export function namedStatement(text: string, values: unknown[] = []): QueryConfig {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `mes_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name === undefined ? { text, values } : { name, text, values };
}
