import type { AccessRepository } from './access.repository';
import type { Session, SessionStore } from './session.store';

// A token is good while its session is in Redis and its user may still hold one (exists, enabled, has a role).
// Ending a user's sessions deletes them from Redis at once; the user check covers a session opened meanwhile.
export class LiveSessions {
  constructor(
    private readonly sessions: SessionStore,
    private readonly access: AccessRepository,
  ) {}

  async read(token: string): Promise<Session | null> {
    const session = await this.sessions.read(token);
    if (!session) return null;
    return (await this.access.active(session.user_id)) ? session : null;
  }
}
