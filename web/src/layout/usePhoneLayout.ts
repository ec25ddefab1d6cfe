import { useMediaQuery } from '../shell/media-query';

// The back office's phone layout (docs/web.md "On a phone"): below 768 CSS pixels wide the side menu is a drawer behind
// the top bar's menu button, the top bar folds the language and the user's menu into one dropdown, the tab bar scrolls
// sideways on one line. The same width as styles.css's `@media (max-width: 767.98px)`.
export const PHONE_QUERY = '(max-width: 767.98px)';

/** true while the window is narrower than the phone layout's breakpoint (read at once: the first paint is right) */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
