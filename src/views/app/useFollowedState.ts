import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts from a value the page reads off its URL (`?search=`, `?contract=`) and takes that
 * value again whenever a later navigation inside the app changes it — a notification or a palette search
 * opened while the page is already on screen. Between such changes the user's own edits stand.
 * `onFollow` resets what depends on it in the same render (a list's page goes back to 1).
 */
export function useFollowedState<T>(fromUrl: T, onFollow?: () => void): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(fromUrl);
  const [followed, setFollowed] = useState(fromUrl);
  if (!Object.is(followed, fromUrl)) {
    // set during render (React's "storing information from previous renders"): no frame shows the old value
    setFollowed(fromUrl);
    setValue(fromUrl);
    onFollow?.();
  }
  return [value, setValue];
}
