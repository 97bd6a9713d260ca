/** First stop of every page: past the header straight to the screen's content (WCAG 2.4.1). */

/** The id of the main landmark the skip link leads to; every page frame gives its main this id and tabIndex -1. */
export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
