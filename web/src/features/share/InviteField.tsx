/**
 * The share popup's invite field: the WAI-ARIA combobox pattern on react-aria-components. Typing
 * asks for suggestions once the text has rested for the search debounce (spec orders §9); arrow keys
 * move through them (people, user groups, the typed valid email) and Enter picks one. Enter with no
 * suggestion highlighted, or the Add button, takes the typed text: the suggested person with that
 * email or a valid email, else the field says 'Please enter a valid collaborator or email.'
 */
import { useContext, useEffect, useEffectEvent, useMemo, useState, type Ref } from 'react';
import { ComboBox, ComboBoxStateContext, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { limits } from '@configurator/core';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import '../../ui/menu.css';
import { inviteOptions, resolveTyped, type InviteContext, type InviteOption, type PendingCollaborator } from './share-invite.ts';

interface InviteFieldProps {
  context: InviteContext;
  /** Told the search term once typing rests; the suggestions in `context` follow. */
  onSearch: (term: string) => void;
  onAdd: (added: PendingCollaborator) => void;
  invalidMessage: string;
  /** The text box, for the popup to bring focus back to it after sharing. */
  inputRef?: Ref<HTMLInputElement>;
}

export function InviteField({ context, onSearch, onAdd, invalidMessage, inputRef }: InviteFieldProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const searched = useDebouncedValue(text, limits.searchDebounceMs);
  useEffect(() => onSearch(searched.trim()), [searched, onSearch]);
  const options = useMemo(() => (text.trim() ? inviteOptions(text, context) : []), [text, context]);

  const take = (added: PendingCollaborator) => {
    onAdd(added);
    setText('');
    setInvalid(false);
  };

  const addTyped = () => {
    const resolved = resolveTyped(text, context);
    if (resolved) take(resolved);
    else setInvalid(true);
  };

  return (
    <ComboBox
      className="share-invite"
      items={options}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        setInvalid(false);
      }}
      selectedKey={null}
      onSelectionChange={(key) => {
        const option = options.find((o) => o.key === key);
        if (option) take(option.pending);
      }}
      allowsCustomValue
      isInvalid={invalid}
      validationBehavior="aria"
    >
      <Label className="field-label">Invite people or groups</Label>
      <div className="share-invite-row">
        <Input
          ref={inputRef}
          className="input"
          placeholder="Name, email or group"
          onKeyDown={(event) => {
            // Enter on a highlighted suggestion picks it (the combobox does that); otherwise take the text.
            if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) {
              event.preventDefault();
              addTyped();
            }
          }}
        />
        <button type="button" className="btn" onClick={addTyped}>
          Add
        </button>
      </div>
      <FieldError className="field-error">{invalidMessage}</FieldError>
      <OpenOnArrival count={options.length} />
      <Popover className="menu card share-suggestions" placement="bottom start" offset={4}>
        <ListBox<InviteOption> className="menu-list" aria-label="Suggestions">
          {(option) => (
            <ListBoxItem id={option.key} className="menu-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * Suggestions arrive after the text changed (the search waits for typing to rest); the combobox opens
 * its list only on a change of text, so open it when suggestions arrive for a focused field.
 */
function OpenOnArrival({ count }: { count: number }) {
  const state = useContext(ComboBoxStateContext);
  // Only a change in the number of suggestions matters here, not every render of the state.
  const openIfFocused = useEffectEvent(() => {
    if (state && state.isFocused && !state.isOpen) state.open(null, 'input');
  });
  useEffect(() => {
    if (count > 0) openIfFocused();
  }, [count]);
  return null;
}
