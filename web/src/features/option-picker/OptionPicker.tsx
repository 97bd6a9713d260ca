/**
 * The order-mode option picker of one select property (spec catalogue §2, §4): a chip with the
 * current option; the first click expands the list, a click on an option selects it and collapses
 * the list. Keyboard: arrows move the highlight (left/right one, up/down a row), Enter selects and
 * closes, Escape closes. A search box appears above 10 options. Unavailable options stay listed,
 * greyed and aria-disabled, with the rule engine's reason shown on hover and on keyboard focus.
 */
import { useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fillTemplate, limits, messages, type ProductOption, type ProductProperty, type PropertyAvailability } from '@configurator/core';
import { OptionImagesButton } from '../media/OptionImagesButton.tsx';
import { OptionThumb } from './OptionThumb.tsx';
import { chunkSizeFor, isListKey, matchesSearch, moveHighlight } from './option-list-keys.ts';

interface OptionPickerProps {
  property: ProductProperty;
  availability: PropertyAvailability;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Resolves to a refusal message, or null when the option was chosen. */
  onChoose: (optionId: number) => string | null;
  onApplyToAll?: () => void;
}

export function OptionPicker({ property, availability, expanded, onExpandedChange, onChoose, onApplyToAll }: OptionPickerProps) {
  const baseId = useId();
  const chipRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const [tooltipTop, setTooltipTop] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const withThumbnails = !property.noOptionThumbnails;
  const chunk = chunkSizeFor(withThumbnails);
  const options = availability.options;
  const hasSearch = options.length > limits.optionSearchThreshold;
  const shown = useMemo(() => (term ? options.filter((o) => matchesSearch(o.title, term)) : options), [options, term]);
  const selected = options.find((o) => o.id === availability.selectedOptionId);
  const optionId = (o: ProductOption) => `${baseId}-option-${o.id}`;
  const tooltipId = `${baseId}-reason`;
  const highlighted = highlight >= 0 ? shown[highlight] : undefined;
  const highlightedReason = highlighted ? availability.unavailable.get(highlighted.id) : undefined;

  // Opening: clear the search, highlight the chosen option, focus the search box or the list
  // (before paint, so keys pressed as soon as the list shows go to it).
  // Only on opening: later availability changes must not move the highlight, so the options and
  // the selection are read once, as the list opens.
  const openingHighlight = useEffectEvent(() => {
    const selectedIndex = options.findIndex((o) => o.id === availability.selectedOptionId);
    return selectedIndex >= 0 ? selectedIndex : options.length ? 0 : -1;
  });
  useLayoutEffect(() => {
    if (!expanded) return;
    setTerm('');
    setAnnouncement('');
    setHighlight(openingHighlight());
    (searchRef.current ?? listRef.current)?.focus();
  }, [expanded]);

  // Keep the highlighted option in view and the reason bubble beneath it.
  useLayoutEffect(() => {
    if (!expanded || !highlighted) {
      setTooltipTop(null);
      return;
    }
    const element = document.getElementById(`${baseId}-option-${highlighted.id}`);
    element?.scrollIntoView?.({ block: 'nearest' });
    if (!element || !popupRef.current || !highlightedReason) {
      setTooltipTop(null);
      return;
    }
    const popupBox = popupRef.current.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    setTooltipTop(box.bottom - popupBox.top + 4);
  }, [expanded, highlighted, highlightedReason, baseId]);

  const close = (focusChip = true) => {
    onExpandedChange(false);
    if (focusChip) requestAnimationFrame(() => chipRef.current?.focus());
  };

  const choose = (option: ProductOption) => {
    const reason = availability.unavailable.get(option.id);
    if (reason) {
      setAnnouncement(`${option.title} is not available: ${reason.message}`);
      return;
    }
    // A refusal is shown beside the chip by the owner of the picker; the list closes either way.
    onChoose(option.id);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const inSearch = event.target === searchRef.current;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter') {
      if (highlighted) choose(highlighted);
    } else if (isListKey(event.key)) {
      // In the search box, left/right/Home/End edit the text; up/down still move the highlight.
      if (inSearch && event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      setHighlight(moveHighlight(highlight, event.key, chunk, shown.length));
    } else return;
    event.preventDefault();
  };

  if (options.length === 0) {
    return <p className="picker-empty">{fillTemplate(messages.noOptionsAvailable, { title: property.title })}</p>;
  }

  return (
    <div className="picker">
      <button
        ref={chipRef}
        type="button"
        className={expanded ? 'picker-chip is-open' : 'picker-chip'}
        aria-expanded={expanded}
        aria-controls={expanded ? `${baseId}-popup` : undefined}
        // The name holds the visible words (WCAG 2.5.3): 'Choose Fixing' when empty, else 'Fixing: <choice>'.
        aria-label={selected ? `${property.title}: ${selected.title}` : `Choose ${property.title}`}
        onClick={() => (expanded ? close(false) : onExpandedChange(true))}
      >
        {withThumbnails && <OptionThumb option={selected} size="small" />}
        <span className="picker-chip-title">{selected ? selected.title : `Choose ${property.title}`}</span>
        <span className="picker-chip-caret" aria-hidden="true">
          ▾
        </span>
      </button>

      {expanded && (
        <div id={`${baseId}-popup`} ref={popupRef} className="picker-popup" onKeyDown={onKeyDown}>
          {hasSearch && (
            <input
              ref={searchRef}
              className="input picker-search"
              type="search"
              placeholder="Search options"
              aria-label={`Search ${property.title} options`}
              aria-controls={`${baseId}-list`}
              aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
              value={term}
              onChange={(e) => {
                setTerm(e.target.value);
                setHighlight(0);
              }}
            />
          )}
          {shown.length === 0 ? (
            <p className="picker-no-results" role="status">
              {messages.noRelevantResults}
            </p>
          ) : (
            <div
              id={`${baseId}-list`}
              ref={listRef}
              role="listbox"
              tabIndex={0}
              aria-label={`${property.title} options`}
              aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
              className={withThumbnails ? 'picker-list with-thumbnails' : 'picker-list'}
              style={{ gridTemplateColumns: `repeat(${chunk}, minmax(0, 1fr))` }}
            >
              {shown.map((option, i) => {
                const reason = availability.unavailable.get(option.id);
                const isHighlighted = i === highlight;
                const classes = [
                  'picker-option',
                  isHighlighted && 'is-highlighted',
                  reason && 'is-unavailable',
                  option.id === availability.selectedOptionId && 'is-selected',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    className={classes}
                    aria-label={option.title}
                    aria-selected={option.id === availability.selectedOptionId}
                    aria-disabled={reason ? true : undefined}
                    aria-describedby={reason && isHighlighted ? tooltipId : undefined}
                    data-option-id={option.id}
                    onMouseEnter={() => setHighlight(i)}
                    onClick={() => choose(option)}
                  >
                    {withThumbnails && <OptionThumb option={option} />}
                    <span className="picker-option-title">{option.title}</span>
                    {option.id === availability.selectedOptionId && (
                      <span className="picker-option-check" aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          )}
          {highlightedReason && tooltipTop !== null && (
            <div id={tooltipId} role="tooltip" className="picker-reason" style={{ top: tooltipTop }}>
              {highlightedReason.message}
            </div>
          )}
          <div className="visually-hidden" aria-live="assertive">
            {announcement}
          </div>
          <div className="picker-footer">
            <OptionImagesButton option={highlighted} />
            {onApplyToAll && selected && (
              <button type="button" className="btn btn-small" onClick={onApplyToAll}>
                Apply to all items
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
