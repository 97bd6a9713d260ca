/**
 * The Guided Tour of the order page (spec orders §2): a button opens a step-by-step tour whose card
 * points at each real control (a ring around it, the card beside it). Next / Back move, Skip tour or
 * Escape ends it, focus stays in the card; finishing or skipping remembers the tour as done for the
 * user (appData.orderPageTourIsDone), after which the button no longer says it is new. The tour
 * itself (OrderTour.tsx) loads on the first click, not with the order page (issue 17).
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { saveUserSettings, useUserSetting } from '../session/user-settings.ts';
import './guided-tour.css';

const OrderTour = lazy(() => import('./OrderTour.tsx').then((m) => ({ default: m.OrderTour })));

export function OrderPageTour() {
  const done = useUserSetting('orderPageTourIsDone') === true;
  // Each click starts the tour again from its first step (a new key: a new OrderTour).
  const [run, setRun] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const finish = useCallback(() => {
    setRun(0);
    buttonRef.current?.focus();
    // Remembered quietly: a failed save only means the button keeps its 'new' mark.
    saveUserSettings({ orderPageTourIsDone: true }).catch(() => undefined);
  }, []);

  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-small tour-button" onClick={() => setRun((n) => n + 1)}>
        Guided Tour
        {!done && <span className="tour-new">New</span>}
      </button>
      {run > 0 && (
        <Suspense fallback={null}>
          <OrderTour key={run} onEnd={finish} />
        </Suspense>
      )}
    </>
  );
}
