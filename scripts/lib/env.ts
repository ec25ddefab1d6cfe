// An environment without some variables, for a child that must not inherit the caller's settings.
export function envWithout(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}
