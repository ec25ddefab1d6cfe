// Turns of a feeding (001 §4): the distinct turn values of the entries not marked no_verify, sorted, numbered from 1.

export type TurnEntry = { turns: number; no_verify: boolean };

/** raw turn value -> turn number (1-based). A no_verify entry has no turn. */
export function turnNumbers(entries: readonly TurnEntry[]): Map<number, number> {
  const values = [...new Set(entries.filter((e) => !e.no_verify).map((e) => e.turns))].sort((a, b) => a - b);
  return new Map(values.map((v, i) => [v, i + 1]));
}

/** the turn number of one entry in its list, or null when it is not verified. */
export function turnOf(entry: TurnEntry, numbers: ReadonlyMap<number, number>): number | null {
  return entry.no_verify ? null : (numbers.get(entry.turns) ?? null);
}
