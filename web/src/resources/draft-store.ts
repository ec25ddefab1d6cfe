// Keeps a form's values while the user is away from its screen (error_code's create screen "keeps its state alive",
// 000 §2). In memory only: a reload starts afresh, as a kept-alive view would.
const drafts = new Map<string, Record<string, unknown>>();

export function readDraft(key: string): Record<string, unknown> | undefined {
  return drafts.get(key);
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  drafts.set(key, values);
}

export function clearDraft(key: string): void {
  drafts.delete(key);
}
