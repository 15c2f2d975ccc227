import { useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, type Key } from 'react-aria-components';
import { ComboBox } from './ComboBox.tsx';
import * as css from './entity-picker.css.ts';
import { Icon } from './icons.tsx';

export interface Entity {
  id: number;
  name: string;
}

/** How a picked offer or partner reads everywhere: "Summer sale (#42)"; "#42" while its name is unknown. */
export const entityLabel = (id: number, name: string | undefined) => (name ? `${name} (#${id})` : `#${id}`);
/** The text to search for: a label put back into the box searches by its name (or id). */
export const searchText = (input: string) =>
  input
    .replace(/\s*\(#\d+\)$/, '')
    .replace(/^#(?=\d+$)/, '')
    .trim();

export interface EntityPickerProps {
  label: string;
  /** chosen ids, in the order they were picked */
  value: readonly number[];
  onChange(ids: number[]): void;
  /** several entities (chips) or one */
  multiple?: boolean;
  /** the server's matches for the last `onSearch` text */
  matches: readonly Entity[];
  /** the search text changed (already stripped of "(#id)"): the caller asks the server */
  onSearch(text: string): void;
  /** the name of a chosen id once known (a link may carry only ids) */
  nameOf(id: number): string | undefined;
  /** "Remove Summer sale (#42)" */
  removeLabel(label: string): string;
  placeholder?: string;
  emptyText?: string;
  /** a search is on its way: the list says `searchingText` instead of `emptyText` */
  searching?: boolean;
  searchingText?: string;
  description?: string;
  errorMessage?: string;
}

/**
 * A searchable picker of the brand's offers or partners (the ComboBox wrapper over a server search):
 * type a name or an id, arrows move through the matches, Enter picks. With `multiple`, each pick
 * becomes a chip with its own Remove button, the list stays open for the next pick (Escape or Tab
 * closes it) and Backspace in the empty box removes the last chip; without, the box shows the chosen
 * entity and emptying it clears the choice. The caller owns the search (asked on focus and on every
 * keystroke) and the names; this owns only the text being typed.
 */
export function EntityPicker(p: EntityPickerProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const chosen = p.value;
  const single = !p.multiple;
  const current = single && chosen[0] !== undefined ? chosen[0] : null;
  const currentLabel = current === null ? '' : entityLabel(current, p.nameOf(current));
  const taken = new Set(chosen);
  const items = p.matches.filter((m) => !(p.multiple && taken.has(m.id))).map((m) => ({ id: m.id, label: entityLabel(m.id, m.name) }));
  // the chosen entity stays in the list, so react-aria can always show its text
  if (current !== null && !items.some((i) => i.id === current)) items.unshift({ id: current, label: currentLabel });

  const search = (text: string) => {
    setTyping(text);
    p.onSearch(searchText(text));
  };
  const onInputChange = (text: string) => {
    if (single && text === '' && current !== null) {
      setTyping(null);
      p.onSearch('');
      p.onChange([]);
      return;
    }
    // react-aria puts the chosen item's text back on blur: that is not a search
    if (single && text === currentLabel) {
      setTyping(null);
      return;
    }
    search(text);
  };
  const onSelectionChange = (key: Key | null) => {
    // leaving the box without a pick: what was typed goes, the choice stays
    if (key === null) {
      setTyping(null);
      return;
    }
    const id = Number(key);
    if (single) {
      setTyping(null);
      if (id !== current) p.onChange([id]);
      return;
    }
    setTyping('');
    p.onSearch('');
    if (!taken.has(id)) p.onChange([...chosen, id]);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (p.multiple && e.key === 'Backspace' && (typing ?? '') === '' && chosen.length > 0) p.onChange(chosen.slice(0, -1));
  };

  return (
    <div className={css.picker}>
      <ComboBox
        label={p.label}
        items={items}
        inputValue={single ? (typing ?? currentLabel) : (typing ?? '')}
        onInputChange={onInputChange}
        selectedKey={current}
        onSelectionChange={onSelectionChange}
        onKeyDown={onKeyDown}
        onFocus={() => p.onSearch(searchText(typing ?? ''))}
        placeholder={p.placeholder}
        emptyText={p.searching ? p.searchingText : p.emptyText}
        // the list opens on the first key even before the server answers: answers that arrive after
        // the last key (a fast typist, a slow server) then show up instead of leaving the list shut
        allowsEmptyCollection
        description={p.description}
        errorMessage={p.errorMessage}
      />
      {p.multiple && chosen.length > 0 && (
        <ul className={css.chips} aria-label={p.label}>
          {chosen.map((id) => {
            const text = entityLabel(id, p.nameOf(id));
            return (
              <li key={id} className={css.chip}>
                {text}
                {/* a part of the picker's value, like a filter chip (data-field-part, decision 103) */}
                <AriaButton
                  className={css.remove}
                  data-field-part
                  aria-label={p.removeLabel(text)}
                  onPress={() => p.onChange(chosen.filter((x) => x !== id))}
                >
                  <Icon name="close" size={12} />
                </AriaButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
