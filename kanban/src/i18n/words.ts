// The kanban's words beyond its locale files: each board keeps its labels in its own `*-words.ts` module, which
// hands them to registerWords. The runtime (i18n/index.ts) adds every registered bundle to i18next; the locale spec
// loads every `*-words.ts` module and checks what the registry holds, so a new board's words are checked without
// editing the spec. Plain on purpose: no i18n runtime here (the spec cannot load it).

export type WordTree = { readonly [key: string]: string | WordTree };
export type Words = { readonly 'zh-CN': WordTree; readonly 'en-US': WordTree };

const registered: Words[] = [];
const listeners: ((words: Words) => void)[] = [];

/** registers a board's words in both languages; answers them (its module exports them for its own use). */
export function registerWords<const W extends Words>(words: W): W {
  registered.push(words);
  for (const listen of listeners) listen(words);
  return words;
}

/** calls `listen` for every bundle registered so far and every one registered later. */
export function onWords(listen: (words: Words) => void): void {
  for (const words of registered) listen(words);
  listeners.push(listen);
}

/** every bundle registered so far, in order. */
export function registeredWords(): readonly Words[] {
  return registered;
}
