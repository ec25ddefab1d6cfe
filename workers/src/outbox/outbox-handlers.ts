import { UnrecoverableError } from 'bullmq';
import {
  OUTBOX_FAMILIES,
  OUTBOX_FAMILY_NAMES,
  outboxFamilyOf,
  type JobPayload,
  type OutboxEntry,
  type OutboxFamily,
} from '@mes/contracts';

export type OutboxHandler<F extends OutboxFamily = OutboxFamily> = (entry: OutboxEntry<F>) => Promise<void>;

/** One line of the handler table: the topic families a handler serves, or a decision that they need no worker. */
export type OutboxRoute = { families: readonly OutboxFamily[]; handle: OutboxHandler | null; why?: string };

/** The handler of these families' entries, typed by their payloads. */
export function on<F extends OutboxFamily>(families: readonly F[], handle: OutboxHandler<F>): OutboxRoute {
  // The table holds handlers of every family; dispatch gives each only entries of its own families.
  return { families, handle: handle as unknown as OutboxHandler };
}

/** These families need nothing of the events queue: said once, with why, so that a new family fails until decided. */
export function ignore(families: readonly OutboxFamily[], why: string): OutboxRoute {
  return { families, handle: null, why };
}

export type OutboxTable = ReadonlyMap<OutboxFamily, OutboxHandler | null>;

/**
 * The start-up check (the immich @OnJob way): every family of the topic map has exactly one route, and no route
 * names a family the map does not have. Workers refuse to start otherwise.
 */
export function outboxTable(
  routes: readonly OutboxRoute[],
  families: readonly OutboxFamily[] = OUTBOX_FAMILY_NAMES,
): OutboxTable {
  const problems: string[] = [];
  const table = new Map<OutboxFamily, OutboxHandler | null>();
  for (const route of routes) {
    for (const family of route.families) {
      if (!families.includes(family)) problems.push(`a handler for ${family}, which the topic map does not have`);
      else if (table.has(family)) problems.push(`two handlers for ${family}`);
      else table.set(family, route.handle);
    }
  }
  for (const family of families)
    if (!table.has(family)) problems.push(`no handler for ${family} (${topicsOf(family)})`);
  if (problems.length > 0) throw new Error(`outbox handlers do not match the topic map: ${problems.join('; ')}`);
  return table;
}

function topicsOf(family: OutboxFamily): string {
  if (family === 'resource') return '<resource>.<action>';
  const topics: readonly string[] = OUTBOX_FAMILIES[family].topics;
  return topics.length > 3 ? `${topics.slice(0, 3).join(', ')}, …` : topics.join(', ');
}

/**
 * Runs an entry's handler. An entry of a topic outside the map was not written by writeOutbox: it fails at once,
 * without retries, and stays in the failed jobs to be looked at.
 */
export async function dispatchOutbox(table: OutboxTable, data: JobPayload<'events', 'outbox.event'>): Promise<void> {
  const family = outboxFamilyOf(data.topic);
  const handle = family ? table.get(family) : undefined;
  if (!family || handle === undefined)
    throw new UnrecoverableError(`outbox entry ${data.outbox_id}: topic ${data.topic} is not in the topic map`);
  // The writer typed the payload by its topic when it stored it.
  if (handle)
    await handle({ outbox_id: data.outbox_id, family, topic: data.topic, payload: data.payload } as OutboxEntry);
}
