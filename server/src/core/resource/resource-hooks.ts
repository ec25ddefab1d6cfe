import type { ResourceHooks } from './resource.types';

type Hook = (...args: never[]) => unknown;

/**
 * A resource's hooks and more of them, as one set (ResourceRegistry.hook): of each kind, the earlier runs first and
 * the later after it; two beforeWrite run in a chain, the later taking what the earlier answered.
 */
export function mergeHooks(earlier: ResourceHooks | undefined, later: ResourceHooks): ResourceHooks {
  if (!earlier) return later;
  const a = earlier.beforeWrite;
  const b = later.beforeWrite;
  const merged: ResourceHooks = {
    beforeWrite: a && b ? async (input, ctx) => b(await a(input, ctx), ctx) : (a ?? b),
    beforeFlag: inTurn(earlier.beforeFlag, later.beforeFlag),
    afterEntries: inTurn(earlier.afterEntries, later.afterEntries),
    afterCreate: inTurn(earlier.afterCreate, later.afterCreate),
    beforeDelete: inTurn(earlier.beforeDelete, later.beforeDelete),
    afterCommit: inTurn(earlier.afterCommit, later.afterCommit),
    afterRead: inTurn(earlier.afterRead, later.afterRead),
  };
  // the kinds neither has stay absent
  return Object.fromEntries(Object.entries(merged).filter(([, hook]) => hook !== undefined)) as ResourceHooks;
}

// the two hooks of a kind that answers nothing, one after the other (or the one given)
function inTurn<H extends Hook>(first: H | undefined, second: H | undefined): H | undefined {
  if (!first || !second) return first ?? second;
  return (async (...args: Parameters<H>) => {
    await first(...args);
    await second(...args);
  }) as H;
}
