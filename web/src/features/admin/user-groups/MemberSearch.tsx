/**
 * A user group's member search (spec catalogue §2, §9): focusing the 'search by email' box opens a
 * dropdown, at most 150 px high, of the guests whose email contains the text (filtered once typing
 * has rested 100 ms) and who are not members yet; choosing one adds them. The WAI-ARIA combobox
 * pattern on react-aria-components: arrow keys move, Enter chooses, Escape closes. The spec's 400 ms
 * blur delay existed so a click on the dropdown could land before it closed; react-aria keeps the
 * dropdown open while it is being pressed, so no delay is needed for that.
 */
import { useMemo, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { limits, type Guest } from '@configurator/core';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

interface MemberSearchProps {
  groupTitle: string;
  candidates: Guest[];
  isDisabled: boolean;
  onChoose: (guest: Guest) => void;
}

export function MemberSearch({ groupTitle, candidates, isDisabled, onChoose }: MemberSearchProps) {
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text, limits.userGroupSearchDebounceMs);
  const matches = useMemo(() => {
    const needle = searched.trim().toLowerCase();
    return candidates.filter((g) => g.email.toLowerCase().includes(needle));
  }, [candidates, searched]);

  return (
    <ComboBox
      className="member-search"
      aria-label={`Add a guest to ${groupTitle}`}
      items={matches}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        const guest = candidates.find((g) => g.id === key);
        if (!guest) return;
        onChoose(guest);
        setText('');
      }}
      menuTrigger="focus"
      allowsCustomValue
      isDisabled={isDisabled}
    >
      <Input className="input" placeholder="search by email" />
      <Popover className="menu card member-search-list" placement="bottom start" offset={4} style={{ maxHeight: limits.userGroupDropdownMaxHeightPx }}>
        <ListBox<Guest> className="menu-list" aria-label={`Guests to add to ${groupTitle}`}>
          {(guest) => (
            <ListBoxItem id={guest.id} className="menu-item" textValue={guest.email}>
              {guest.email}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
