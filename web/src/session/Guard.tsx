import type { ReactNode } from 'react';
import { usePermission } from './useSession';

type Props = {
  /** at least one of these role or permission names */
  anyOf?: readonly string[];
  /** every one of these names */
  allOf?: readonly string[];
  /** shown instead when the user lacks them; by default the element is removed */
  fallback?: ReactNode;
  children?: ReactNode;
};

/** Removes what it wraps when the user lacks the roles or permissions (000 §6). */
export function Guard({ anyOf, allOf, fallback = null, children }: Props) {
  const { meets } = usePermission();
  return <>{meets({ anyOf, allOf }) ? children : fallback}</>;
}
