// The newest version of each chain of feeder lists (root = parent_id, or the row itself for a first version), enabled
// ones only: %WHERE% is the condition on smt_feeder.
export const LATEST = `SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND %WHERE% ORDER BY COALESCE(parent_id, id), version DESC, id DESC`;
