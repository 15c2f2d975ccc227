import { Fragment } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { isMac, shortcutLabel } from '../app/keys.ts';
import * as css from './palette.css.ts';

/** A shortcut as keycaps; a sequence reads "G then O" (the word is visible and translated). */
export function ShortcutKeys({ shortcut }: { shortcut: string }) {
  const { LL } = useI18n();
  const chords = shortcutLabel(shortcut, isMac());
  return (
    <span className={css.shortcut} data-shortcut={shortcut}>
      {chords.map((chord, i) => (
        <Fragment key={i}>
          {i > 0 && <span className={css.then}>{LL.palette.then()}</span>}
          <kbd className={css.kbd}>{chord}</kbd>
        </Fragment>
      ))}
    </span>
  );
}
