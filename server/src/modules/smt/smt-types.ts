// The shapes the SMT services share: a call's raw body (settings) and who makes the call.
export type Body = Record<string, unknown>;
export type Ctx = { userId: number | null };
