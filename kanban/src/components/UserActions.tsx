import type { ReactNode } from 'react';
import { useAppAuth } from '../shell/AuthProvider';
import { ProjectionButton } from './ProjectionButton';

/** Header buttons for a signed-in user (preview, laptop, phone); a TV running as a screen shows none. */
export function UserActions({ children }: { children?: ReactNode }) {
  const { mode } = useAppAuth();
  if (mode !== 'user') return null;
  return (
    <>
      {children}
      <ProjectionButton />
    </>
  );
}
