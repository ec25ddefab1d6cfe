import type { ScreenEvents } from '@mes/contracts';
import type Redis from 'ioredis';
import type pg from 'pg';
import type { AccessRepository } from '../auth';
import type { AuthService } from '../auth';
import type { LiveSessions } from '../auth';
import type { SessionStore } from '../auth';
import { AttemptLimiter } from './attempt-limiter';
import { KanbanCallers } from './kanban-caller';
import { LoginCodes } from './login-codes';
import { ProjectionCodes } from './projection-codes';
import { KanbanSettingsRepository, ScreenRepository } from './screen.repository';

/**
 * How the kanban reaches the screens' sockets: the realtime area's RoomBroadcaster, handed in by the composition
 * (the realtime area builds on the kanban's screens, never the other way round).
 */
export type ScreenSockets = {
  emit<E extends keyof ScreenEvents>(room: string, event: E, data: ScreenEvents[E]): void;
  onlineScreenIds(): Promise<Set<number>>;
  closeScreen(screenId: number): void;
  pruneScreenRooms(screenId: number, allowed: (room: string) => boolean): Promise<void>;
};

export type KanbanIo = {
  pool: pg.Pool;
  redis: Redis;
  sessions: SessionStore;
  live: LiveSessions;
  access: AccessRepository;
  auth: AuthService;
  broadcaster: ScreenSockets;
};

/** Wrong projection or login codes: 10 per user and per address in 10 minutes, then 999 for the rest of the window. */
export const WRONG_CODE_LIMIT = 10;
export const WRONG_CODE_WINDOW_S = 600;
/** Screens registered and login codes asked for without a user, per address. */
export const ANONYMOUS_LIMIT = 30;
export const ANONYMOUS_WINDOW_S = 600;

export type KanbanKit = KanbanIo & {
  screens: ScreenRepository;
  settings: KanbanSettingsRepository;
  callers: KanbanCallers;
  codes: ProjectionCodes;
  loginCodes: LoginCodes;
  wrongProjectionCodes: AttemptLimiter;
  wrongLoginCodes: AttemptLimiter;
  anonymous: AttemptLimiter;
};

export function kanbanDeps(io: KanbanIo): KanbanKit {
  const screens = new ScreenRepository(io.pool);
  return {
    ...io,
    screens,
    settings: new KanbanSettingsRepository(io.pool),
    callers: new KanbanCallers(screens, io.live, io.access),
    codes: new ProjectionCodes(io.redis),
    loginCodes: new LoginCodes(io.redis),
    wrongProjectionCodes: new AttemptLimiter(io.redis, 'projection-code', WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_S),
    wrongLoginCodes: new AttemptLimiter(io.redis, 'login-code', WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_S),
    anonymous: new AttemptLimiter(io.redis, 'anonymous', ANONYMOUS_LIMIT, ANONYMOUS_WINDOW_S),
  };
}

/** A kanban call's permission is its path with dots: kanban/worder/list -> kanban.worder.list. */
export const permissionOf = (path: string) => path.replace(/\//g, '.');
