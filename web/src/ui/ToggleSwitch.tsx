/**
 * An on/off setting (hide prices for a person, a guest's pricing-hidden flag): the WAI-ARIA switch
 * pattern on react-aria-components. Space toggles it; its visible words or `label` name it.
 */
import { Switch } from 'react-aria-components';
import './toggle-switch.css';

interface ToggleSwitchProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** Visible text beside the switch. */
  children?: string;
  /** The accessible name when the visible text is not enough (e.g. in a table row). */
  label?: string;
  isDisabled?: boolean;
}

export function ToggleSwitch({ isSelected, onChange, children, label, isDisabled }: ToggleSwitchProps) {
  return (
    <Switch className="toggle-switch" isSelected={isSelected} onChange={onChange} aria-label={label} isDisabled={isDisabled}>
      <span className="toggle-switch-track" aria-hidden="true">
        <span className="toggle-switch-thumb" />
      </span>
      {children && <span className="toggle-switch-text">{children}</span>}
    </Switch>
  );
}
