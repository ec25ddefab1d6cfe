// What the dispatcher asks of the sign-in and role code, declared here so core imports no module: the auth module's
// LiveSessions and AccessRepository provide them (wired in modules/api/api.module.ts).

/** the part of a session the dispatcher reads. */
export type SessionInfo = { user_id: number };

/** a token's live session, or null (unknown, expired, or its user disabled, deleted or without a role). */
export type TokenCheck = { read(token: string): Promise<SessionInfo | null> };

/** whether a user's roles grant a permission. */
export type PermissionCheck = { allows(userId: number, permission: string): Promise<boolean> };

/** one call a signed-in user made, as the dispatcher saw it: what the operation log (modules/system) keeps. */
export type CallRecord = {
  /** the path after /api/v1/, e.g. 'product_mgt/worder/create' */
  path: string;
  /** the permission the call needed (null: any signed-in user) */
  permission: string | null;
  userId: number;
  ip: string;
  body: Record<string, unknown>;
  /** the answer's data when it succeeded */
  result: unknown;
  /** the refusal when it failed */
  error: unknown;
  ms: number;
};

/** records a finished call; it must never throw, and decides itself which calls are worth keeping. */
export type CallRecorder = { record(call: CallRecord): Promise<void> };
