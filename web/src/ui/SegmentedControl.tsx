/**
 * A small set of mutually exclusive choices shown as joined buttons (engraving Text / Symbol): the
 * WAI-ARIA radio group pattern on react-aria-components. The group is one Tab stop; arrow keys move
 * and choose; the visible words are the radios' names.
 */
import { Radio, RadioGroup } from 'react-aria-components';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export function SegmentedControl<T extends string>({ label, options, value, onChange, className }: SegmentedControlProps<T>) {
  return (
    <RadioGroup
      aria-label={label}
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as T)}
      className={className ? `segmented ${className}` : 'segmented'}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="segmented-option">
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
