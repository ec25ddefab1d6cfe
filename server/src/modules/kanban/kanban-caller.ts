import { ErrorCode } from '@mes/contracts';
import { refuseAs } from '../../core/api/app.exception';
import type { CallContext } from '../../core/resource/resource.registry';
import type { AccessRepository } from '../auth';
import type { LiveSessions } from '../auth';
import type { ScreenRepository, ScreenRow } from './screen.repository';

export type KanbanCaller =
  { kind: 'screen'; screen: ScreenRow } | { kind: 'user'; userId: number } | { kind: 'anonymous' };
export type CallerRule = { screen?: boolean; anonymous?: boolean };

const invalidToken = (field: string) => refuseAs(ErrorCode.INVALID_TOKEN, field, 'auth.session_gone', {}, null);

// The kanban's public calls check their caller themselves (the dispatcher lets `public` calls through untouched):
// a screen by X-Screen-Token where the call allows screens, else a user by access token with the call's permission
// (900, 1006 as everywhere), else anonymous where allowed, else 900.
export class KanbanCallers {
  constructor(
    private readonly screens: ScreenRepository,
    private readonly sessions: LiveSessions,
    private readonly access: AccessRepository,
  ) {}

  async of(ctx: CallContext, permission: string, rule: CallerRule): Promise<KanbanCaller> {
    if (rule.screen && ctx.screenToken) return { kind: 'screen', screen: await this.screen(ctx.screenToken) };
    if (ctx.token) {
      const session = await this.sessions.read(ctx.token);
      if (!session) throw invalidToken('token');
      if (!(await this.access.allows(session.user_id, permission))) {
        throw refuseAs(ErrorCode.NO_ROLE, 'permission', 'auth.roles_lack', { permission }, { permission });
      }
      return { kind: 'user', userId: session.user_id };
    }
    if (rule.anonymous) return { kind: 'anonymous' };
    throw invalidToken(rule.screen ? 'X-Screen-Token' : 'token');
  }

  /** A live screen for a screen token; 900 for an unknown or revoked one. */
  async screen(token: string): Promise<ScreenRow> {
    const screen = await this.screens.byToken(token);
    if (!screen) throw refuseAs(ErrorCode.INVALID_TOKEN, 'X-Screen-Token', 'kanban.screen_gone', {}, null);
    return screen;
  }
}
