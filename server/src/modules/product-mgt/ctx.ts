/** who a product-mgt call acts for (its outbox entries name them: core/events/outbox.writer.ts). */
export type Ctx = { userId: number | null };
