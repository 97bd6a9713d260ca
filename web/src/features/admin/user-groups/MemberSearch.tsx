/**
 * A user group's member search (spec catalogue §2, §9): focusing the 'search by email' box opens a
 * dropdown, at most 150 px high, of the guests whose email contains the text (filtered once typing
 * has rested 100 ms) and who are not members yet; choosing one adds them. The dropdown closes 400 ms
 * after focus leaves the box, so a press on it lands first, and at once when a guest is chosen. Built on react-aria-components'
 * Autocomplete: focus stays in the box while arrow keys move through the guests (announced through
 * aria-activedescendant), Enter chooses, Escape closes.
 */
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { Autocomplete, Input, ListBox, ListBoxItem, TextField } from 'react-aria-components';
import { limits, messages, type Guest } from '@configurator/core';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import '../../../ui/menu.css';

interface MemberSearchProps {
  groupTitle: string;
  candidates: Guest[];
  /** While the group is being saved the list is closed (the box stays focusable). */
  isBusy: boolean;
  onChoose: (guest: Guest) => void;
  /** The search box, for the group to bring focus back to it when a member row goes. */
  inputRef?: Ref<HTMLInputElement>;
}

export function MemberSearch({ groupTitle, candidates, isBusy, onChoose, inputRef }: MemberSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searched = useDebouncedValue(text, limits.userGroupSearchDebounceMs);
  const matches = useMemo(() => {
    const needle = searched.trim().toLowerCase();
    return candidates.filter((g) => g.email.toLowerCase().includes(needle));
  }, [candidates, searched]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };

  return (
    <div
      className="member-search"
      onFocus={show}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        closeTimer.current = setTimeout(() => setOpen(false), limits.userGroupDropdownBlurDelayMs);
      }}
    >
      <Autocomplete inputValue={text} onInputChange={setText}>
        <TextField aria-label={`Add a guest to ${groupTitle}`}>
          <Input
            ref={inputRef}
            className="input"
            placeholder={messages.userGroupSearchPlaceholder}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.stopPropagation();
                setOpen(false);
              } else if (event.key !== 'Tab') setOpen(true);
            }}
          />
        </TextField>
        {open && !isBusy && (
          <ListBox<Guest>
            className="menu card member-search-list"
            aria-label={`Guests to add to ${groupTitle}`}
            style={{ maxHeight: limits.userGroupDropdownMaxHeightPx }}
            items={matches}
            renderEmptyState={() => <p className="menu-empty">No guests to add</p>}
            onAction={(key) => {
              const guest = candidates.find((g) => g.id === key);
              if (!guest) return;
              onChoose(guest);
              setText('');
              // The new member shows under the box: the list must not stay open over it.
              setOpen(false);
            }}
          >
            {(guest) => (
              <ListBoxItem id={guest.id} className="menu-item" textValue={guest.email}>
                {guest.email}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </Autocomplete>
    </div>
  );
}
