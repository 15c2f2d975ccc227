import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idleComponent } from './idle-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('idleComponent', () => {
  it('renders nothing until the chunk has arrived on idle, then the component with its props', async () => {
    let imports = 0;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const part = idleComponent(async () => {
      imports += 1;
      await arrived;
      return Greeting;
    });
    render(<part.Mount name="Lan" />);
    expect(screen.queryByText('hello Lan')).toBeNull();
    // fetched once when idle, however many mounts ask
    render(<part.Mount name="Minh" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(imports).toBe(1);
    expect(screen.queryByText('hello Lan')).toBeNull();
    release();
    expect(await screen.findByText('hello Lan')).toBeTruthy();
    expect(screen.getByText('hello Minh')).toBeTruthy();
  });

  it('a provided component renders at once, and a failed fetch is tried again', async () => {
    let attempts = 0;
    const part = idleComponent<{ name: string }>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toBe(Greeting);

    const eager = idleComponent<{ name: string }>(() => new Promise(() => undefined));
    eager.provide(Greeting);
    render(<eager.Mount name="Hoa" />);
    expect(screen.getByText('hello Hoa')).toBeTruthy();
  });
});
