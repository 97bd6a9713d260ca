/**
 * The Guided Tour of the order page (spec orders §2): a button opens a step-by-step tour whose card
 * points at each real control (a ring around it, the card beside it). Next / Back move, Skip tour or
 * Escape ends it, focus stays in the card; finishing or skipping remembers the tour as done for the
 * user (appData.orderPageTourIsDone), after which the button no longer says it is new.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { saveUserSettings, useUserSetting } from '../session/user-settings.ts';
import { cardPosition, ORDER_PAGE_TOUR, presentSteps, tourTarget, type Box, type TourStep } from './tour-steps.ts';
import './guided-tour.css';

const isPresent = (selector: string) => document.querySelector(selector) !== null;

export function OrderPageTour() {
  const done = useUserSetting('orderPageTourIsDone') === true;
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const [index, setIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const finish = useCallback(() => {
    setSteps(null);
    buttonRef.current?.focus();
    // Remembered quietly: a failed save only means the button keeps its 'new' mark.
    saveUserSettings({ orderPageTourIsDone: true }).catch(() => undefined);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-small tour-button"
        onClick={() => {
          setSteps(presentSteps(ORDER_PAGE_TOUR, isPresent));
          setIndex(0);
        }}
      >
        Guided Tour
        {!done && <span className="tour-new">New</span>}
      </button>
      {steps && steps[index] && (
        <TourCard step={steps[index]} position={index + 1} count={steps.length} onBack={() => setIndex(index - 1)} onNext={() => (index + 1 < steps.length ? setIndex(index + 1) : finish())} onSkip={finish} />
      )}
    </>
  );
}

interface TourCardProps {
  step: TourStep;
  position: number;
  count: number;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
}

function TourCard({ step, position, count, onBack, onNext, onSkip }: TourCardProps) {
  const titleId = useId();
  const textId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<Box | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  const measure = useCallback(() => {
    const element = document.querySelector(tourTarget(step));
    const card = cardRef.current;
    if (!element || !card) return;
    const rect = element.getBoundingClientRect();
    const box = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
    setTarget(box);
    setPlace(cardPosition(box, { width: card.offsetWidth, height: card.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }));
  }, [step]);

  useLayoutEffect(() => {
    document.querySelector(tourTarget(step))?.scrollIntoView({ block: 'center', inline: 'nearest' });
    measure();
    cardRef.current?.focus();
  }, [step, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  return (
    <>
      {target && <div className="tour-ring" aria-hidden="true" style={{ top: target.top - 4, left: target.left - 4, width: target.width + 8, height: target.height + 8 }} />}
      <div
        ref={cardRef}
        className="tour-card card"
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, opacity: 0 }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onSkip();
          }
        }}
      >
        <p className="tour-count muted">
          Step {position} of {count}
        </p>
        <h2 id={titleId} className="tour-title">
          {step.title}
        </h2>
        <p id={textId} className="tour-text">
          {step.text}
        </p>
        <div className="tour-actions">
          <button type="button" className="btn btn-small btn-ghost" onClick={onSkip}>
            Skip tour
          </button>
          <span className="tour-nav">
            {position > 1 && (
              <button type="button" className="btn btn-small" onClick={onBack}>
                Back
              </button>
            )}
            <button type="button" className="btn btn-small btn-primary" onClick={onNext}>
              {position < count ? 'Next' : 'Finish'}
            </button>
          </span>
        </div>
      </div>
    </>
  );
}
