/** obj[key] for a key that came from a caller: own properties only ('constructor' is not a field). */
export function own<V>(obj: Record<string, V>, key: string): V | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}
