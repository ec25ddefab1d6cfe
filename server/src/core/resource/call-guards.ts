// What the dispatcher asks of the sign-in and role code, declared here so core imports no module: the auth module's
// LiveSessions and AccessRepository provide them (wired in modules/api/api.module.ts).

/** the part of a session the dispatcher reads. */
export type SessionInfo = { user_id: number };

/** a token's live session, or null (unknown, expired, or its user disabled, deleted or without a role). */
export type TokenCheck = { read(token: string): Promise<SessionInfo | null> };

/** whether a user's roles grant a permission. */
export type PermissionCheck = { allows(userId: number, permission: string): Promise<boolean> };
