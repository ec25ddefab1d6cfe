import { useMediaQuery } from './media-query';

// The user's "reduce motion" setting (the operating system's, or the browser's): the back office then opens menus,
// popovers and dialogs without antd's fades, zooms and slides (antd's `motion` token, docs/ui.md "Motion").
const QUERY = '(prefers-reduced-motion: reduce)';

/** true while the user asks for reduced motion; follows the setting when it changes */
export function useReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}

/** antd's theme for a user who asked for reduced motion: every component's motion off */
export const NO_MOTION = { token: { motion: false } } as const;
