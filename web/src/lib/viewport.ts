/** The spec's layout switch: below 992 px the site uses its mobile layout (see .only-wide in styles.css). */
export const mobileQuery = '(max-width: 991.98px)';

/** True while the window is narrower than 992 px, e.g. to skip the corner notice on phones. */
export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(mobileQuery).matches;
}
