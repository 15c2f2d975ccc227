import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox.tsx';
import { DatePicker } from './DatePicker.tsx';
import { NumberField } from './NumberField.tsx';
import { Select } from './Select.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

const ERROR = 'Fix this field.';
const HINT = 'What to type here.';
const options = [{ id: 'a', label: 'Alpha' }];

/**
 * Issue 15: a field's error and its hint are its accessible description (`aria-describedby`), so a
 * screen reader reads them with the field, and an invalid field says so (`aria-invalid`). Every field
 * of the design system, one row each: a new field type joins this table.
 */
const FIELDS: [string, ReactElement, () => HTMLElement][] = [
  ['TextField', <TextField label="Name" description={HINT} errorMessage={ERROR} />, () => screen.getByRole('textbox', { name: 'Name' })],
  [
    'NumberField',
    <NumberField label="Rate" description={HINT} errorMessage={ERROR} />,
    () => screen.getByRole('textbox', { name: 'Rate' }),
  ],
  [
    'ComboBox',
    <ComboBox label="Country" options={options} description={HINT} errorMessage={ERROR} />,
    () => screen.getByRole('combobox', { name: 'Country' }),
  ],
  [
    'Select',
    <Select label="Status" options={options} description={HINT} errorMessage={ERROR} />,
    () => screen.getByRole('button', { name: /Status/ }),
  ],
  ['DatePicker', <DatePicker label="Start" description={HINT} errorMessage={ERROR} />, () => screen.getAllByRole('spinbutton')[0]!],
];

/** The texts an element's aria-describedby points at, joined. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('form fields describe themselves by their error and hint', () => {
  it.each(FIELDS)('%s: the error and the hint are the control’s description', (_name, field, control) => {
    render(field);
    const element = control();
    expect(descriptionOf(element)).toContain(ERROR);
    expect(descriptionOf(element)).toContain(HINT);
  });

  it.each(FIELDS.filter(([name]) => name !== 'Select'))('%s: an error marks the control invalid', (_name, field, control) => {
    render(field);
    expect(control().getAttribute('aria-invalid')).toBe('true');
  });
});
