import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appCommands } from '../../commands/app-registry.ts';
import { textOf } from '../../commands/text.ts';
import { translator } from '../../i18n/translate.ts';
import { CommandTabs } from './CommandTabs.tsx';

afterEach(cleanup);

const ctx = { user: null, flags: {}, navigate: () => undefined, openPage: () => undefined };

function mount() {
  render(
    <CommandTabs
      name="tabsTest"
      label="Sections"
      items={[
        { id: 'one', label: 'First', content: <p>first panel</p> },
        { id: 'two', label: 'Second', content: <p>second panel</p> },
      ]}
    />,
  );
}

describe('CommandTabs (decision 098)', () => {
  it('registers a command per tab while shown, disabled on the tab shown, and shows its tab when run', async () => {
    const LL = translator('en');
    mount();
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(second.getAttribute('data-command')).toBe('tabsTest.tab.two');
    const one = appCommands.get('tabsTest.tab.one')!;
    const two = appCommands.get('tabsTest.tab.two')!;
    expect(textOf(LL, two.title)).toBe('Show the Second tab');
    expect(appCommands.availability(one, ctx)).toEqual({ enabled: false, reason: 'common.tabOpen' });
    expect(appCommands.availability(two, ctx).enabled).toBe(true);
    await act(async () => appCommands.run('tabsTest.tab.two', ctx));
    await waitFor(() => expect(screen.getByText('second panel')).toBeTruthy());
    expect(appCommands.availability(two, ctx)).toEqual({ enabled: false, reason: 'common.tabOpen' });
    // choosing a tab by hand moves the commands' state with it
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'First' }));
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    await waitFor(() => expect(appCommands.availability(two, ctx).enabled).toBe(true));
    cleanup();
    expect(appCommands.get('tabsTest.tab.one')).toBeUndefined();
  });
});
