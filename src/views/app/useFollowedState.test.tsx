import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFollowedState } from './useFollowedState.ts';

afterEach(cleanup);

describe('useFollowedState', () => {
  it('starts from the URL, keeps the user’s edit, and takes a new URL value (calling onFollow) when it changes', () => {
    let follows = 0;
    const { result, rerender } = renderHook(({ fromUrl }) => useFollowedState(fromUrl, () => follows++), {
      initialProps: { fromUrl: '31' },
    });
    expect(result.current[0]).toBe('31');
    act(() => result.current[1]('typed'));
    rerender({ fromUrl: '31' });
    expect(result.current[0]).toBe('typed');
    expect(follows).toBe(0);
    rerender({ fromUrl: '32' });
    expect(result.current[0]).toBe('32');
    expect(follows).toBe(1);
  });
});
