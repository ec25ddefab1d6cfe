/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { SMT_REEL_STEPS, type SmtReelStep } from '@mes/contracts';
import { lazyScreen } from '../shell/lazy-screen';

// The SMT feeding step screens (issue 7), by the page names of routes/work.routes.ts: work/smt_feeding/<step>.

const StepPage = lazyScreen(() => import('./FeedingStepPage'));
const TrackPage = lazyScreen(() => import('./FeedingTrackPage'));

const PREFIX = 'work/smt_feeding/';

/** The screen of a feeding step page, or null when the name is not one. */
export function feedingScreen(pageName: string): ReactNode | null {
  if (!pageName.startsWith(PREFIX)) return null;
  const step = pageName.slice(PREFIX.length);
  if (step === 'track') return <TrackPage />;
  return (SMT_REEL_STEPS as readonly string[]).includes(step) ? (
    <StepPage key={step} step={step as SmtReelStep} />
  ) : null;
}
