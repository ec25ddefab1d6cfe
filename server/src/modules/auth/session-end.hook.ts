import type { ResourceHooks } from '../../core/resource/resource.types';
import type { SessionEnder } from './session-ender';

// Disabling or deleting a user ends its sessions once the change has committed; disabling or deleting a role ends
// those of every user left without an enabled role. Re-enabling brings no old token back: they are gone. The
// area's register (auth.register.ts) attaches them to `user` ('the record') and `role` ('all users') (registry.hook).
export function sessionEndHooks(ender: SessionEnder, whom: 'the record' | 'all users'): ResourceHooks {
  return {
    async afterCommit(change) {
      if (change.action !== 'disable' && change.action !== 'delete') return;
      await ender.endInactive(whom === 'the record' ? [change.id] : 'all');
    },
  };
}
