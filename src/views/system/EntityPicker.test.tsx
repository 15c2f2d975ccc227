import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityPicker, searchText, type Entity } from './EntityPicker.tsx';

afterEach(cleanup);

const ALL: Entity[] = [
  { id: 3, name: 'Spring sale' },
  { id: 4, name: 'Summer sale' },
  { id: 8, name: 'Winter boots' },
];

/** The picker over an in-memory "server": matches by name or exact id, names known for every id. */
function Harness({ multiple, initial }: { multiple?: boolean; initial: number[] }) {
  const [value, setValue] = useState(initial);
  const [search, setSearch] = useState('');
  const matches = ALL.filter((e) => !search || e.name.toLowerCase().includes(search.toLowerCase()) || String(e.id) === search);
  return (
    <>
      <EntityPicker
        label="Offers"
        value={value}
        onChange={setValue}
        multiple={multiple}
        matches={matches}
        onSearch={setSearch}
        nameOf={(id) => ALL.find((e) => e.id === id)?.name}
        removeLabel={(l) => `Remove ${l}`}
      />
      <output data-testid="value">{value.join(',')}</output>
      <button type="button">elsewhere</button>
    </>
  );
}
const value = () => screen.getByTestId('value').textContent;

describe('EntityPicker', () => {
  it('search text drops the "(#id)" of a label and the # of an id', () => {
    expect(searchText('Spring sale (#3)')).toBe('Spring sale');
    expect(searchText('#42')).toBe('42');
    expect(searchText('  boots ')).toBe('boots');
  });

  it('single: shows the chosen entity; leaving after typing puts it back; emptying the box clears it', async () => {
    render(<Harness initial={[3]} />);
    const box = screen.getByRole('combobox', { name: 'Offers' }) as HTMLInputElement;
    expect(box.value).toBe('Spring sale (#3)');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'wint' } });
    expect(box.value).toBe('wint');
    act(() => box.blur());
    await waitFor(() => expect(box.value).toBe('Spring sale (#3)'));
    expect(value()).toBe('3');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(value()).toBe(''));
    expect(box.value).toBe('');
  });

  it('multiple: a chosen entity is not offered again; Backspace in the empty box removes the last chip', async () => {
    render(<Harness multiple initial={[3, 8]} />);
    const box = screen.getByRole('combobox', { name: 'Offers' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'sale' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Summer sale (#4)']));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(value()).toBe('3,8,4'));
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Backspace' });
    await waitFor(() => expect(value()).toBe('3,8'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spring sale (#3)' }));
    expect(value()).toBe('8');
  });
  it('answers that arrive after the last key open the list, which says it is searching meanwhile', async () => {
    // a slow server: nothing is known while the user types; the matches come after the last key
    let answer = () => undefined as void;
    function Late() {
      const [matches, setMatches] = useState<Entity[]>([]);
      const [searching, setSearching] = useState(false);
      answer = () => (setMatches(ALL.slice(2)), setSearching(false));
      return (
        <>
          <EntityPicker
            label="Offers"
            value={[]}
            onChange={() => undefined}
            matches={matches}
            onSearch={(text) => setSearching(text !== '')}
            nameOf={() => undefined}
            removeLabel={(l) => `Remove ${l}`}
            emptyText="Nothing matches"
            searching={searching}
            searchingText="Searching…"
          />
        </>
      );
    }
    render(<Late />);
    const box = screen.getByRole('combobox', { name: 'Offers' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'win' } });
    expect(await screen.findByText('Searching…')).toBeTruthy();
    act(() => answer());
    expect(await screen.findByRole('option', { name: 'Winter boots (#8)' })).toBeTruthy();
  });
});
