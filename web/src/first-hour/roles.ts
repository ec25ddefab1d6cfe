// The roles with a home of their own (docs/first-hour.md), in the order a user with several roles is given one:
// the first of these it holds. Any other user gets the plain home.
export const HOME_ROLES = ['supervisor', 'operator', 'warehouse_clerk', 'planner', 'maintenance', 'admin'] as const;
export type HomeRole = (typeof HOME_ROLES)[number] | 'none';

export function homeRoleOf(roles: readonly string[]): HomeRole {
  return HOME_ROLES.find((r) => roles.includes(r)) ?? 'none';
}
