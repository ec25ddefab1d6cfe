/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { lazyScreen } from '../shell/lazy-screen';
import type { PackMode } from './PackingWorkspace';

// The packing station's screens (issue 17), by the page names of routes/work.routes.ts.
const PackingScreen = lazyScreen(() => import('./PackingScreen'));
const MODES: readonly PackMode[] = [
  'packing',
  'box_subtract',
  'box_subjoin',
  'box_export',
  'calibration_weight',
  'print_label',
];

/** The screen of a `page` route, or null when it is not a packing screen. */
export function packingScreen(pageName: string, title: string): ReactNode | null {
  const mode = pageName.replace(/^work\//, '') as PackMode;
  if (!pageName.startsWith('work/') || !MODES.includes(mode)) return null;
  return <PackingScreen key={mode} mode={mode} title={title} />;
}
