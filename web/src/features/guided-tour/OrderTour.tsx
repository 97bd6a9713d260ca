/**
 * The running Guided Tour (see OrderPageTour.tsx): the steps present on the page, found when it
 * starts, and the card of the current one. Its own chunk, loaded on the first click (issue 17).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cardPosition, ORDER_PAGE_TOUR, presentSteps, tourTarget, type Box, type TourStep } from './tour-steps.ts';
import './tour.css';

/** On the page and drawn: a control hidden by its screen (display: none, e.g. precision beside a drawing not to scale) gets no step. */
const isPresent = (selector: string) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0;

/** onEnd: finished or skipped (the tour's button takes focus back and remembers the tour as done). */
export function OrderTour({ onEnd }: { onEnd: () => void }) {
  const steps = useStepsOnceDrawn();
  const [index, setIndex] = useState(0);
  const step = steps?.[index];
  if (!steps || !step) return null;
  return (
    <TourCard
      step={step}
      position={index + 1}
      count={steps.length}
      onBack={() => setIndex(index - 1)}
      onNext={() => (index + 1 < steps.length ? setIndex(index + 1) : onEnd())}
      onSkip={onEnd}
    />
  );
}

/** What the order page draws under its title (held until its lazy parts have come: OrderPage). */
const WORK_AREA = '.order-layout';

/**
 * The steps present on the page, found once the work area is drawn: a tour started while the order
 * page still holds it would otherwise find only the header's step. Looked for again each frame.
 */
function useStepsOnceDrawn(): TourStep[] | null {
  const find = () => (isPresent(WORK_AREA) ? presentSteps(ORDER_PAGE_TOUR, isPresent) : null);
  const [steps, setSteps] = useState(find);
  useEffect(() => {
    if (steps) return;
    let frame = requestAnimationFrame(function look() {
      const found = find();
      if (found) setSteps(found);
      else frame = requestAnimationFrame(look);
    });
    return () => cancelAnimationFrame(frame);
  }, [steps]);
  return steps;
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
      {target && (
        <div
          className="tour-ring"
          aria-hidden="true"
          style={{ top: target.top - 4, left: target.left - 4, width: target.width + 8, height: target.height + 8 }}
        />
      )}
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
