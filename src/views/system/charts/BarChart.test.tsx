import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';
import { LineChart } from './LineChart.tsx';

afterEach(cleanup);

const points = [
  { key: 'pending', label: 'Pending', value: 10, text: '10' },
  { key: 'approved', label: 'Approved', value: 40, text: '40' },
  { key: 'rejected', label: 'Rejected', value: 6, text: '6' },
];

describe.each([
  ['bar', BarChart],
  ['line', LineChart],
] as const)('%s chart keyboard', (_, Chart) => {
  it('is one Tab stop whose arrow keys move between points, each showing its tooltip', () => {
    render(<Chart title="Conversions by status" points={points} />);
    expect(screen.getByRole('group', { name: 'Conversions by status' })).toBeTruthy();
    const marks = screen.getAllByRole('img');
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(['Pending: 10', 'Approved: 40', 'Rejected: 6']);
    expect(marks.map((m) => m.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(marks[0]!);
    expect(screen.getByRole('tooltip').textContent).toBe('Pending 10');
    fireEvent.keyDown(marks[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('Approved 40');
    expect(screen.getAllByRole('img').map((m) => m.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    fireEvent.keyDown(marks[1]!, { key: 'End' });
    expect(screen.getByRole('tooltip').textContent).toBe('Rejected 6');
    fireEvent.keyDown(marks[2]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('Rejected 6');
    fireEvent.keyDown(marks[2]!, { key: 'Home' });
    expect(screen.getByRole('tooltip').textContent).toBe('Pending 10');
    fireEvent.keyDown(marks[0]!, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip on hover too', () => {
    render(<Chart title="Conversions by status" points={points} />);
    fireEvent.mouseEnter(screen.getAllByRole('img')[2]!);
    expect(screen.getByRole('tooltip').textContent).toBe('Rejected 6');
  });
});
