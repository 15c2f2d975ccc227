import type { InputHTMLAttributes, Ref } from 'react';
import { button } from './button.css.ts';
import * as css from './file-input.css.ts';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** the face's text, translated ("Choose file") */
  face: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native file input with a face of ours, placed inside the caller's <label> (which names it).
 * Chromium draws the native one's "Choose File" and "No file chosen" in the browser's own language,
 * so a Vietnamese page showed English there (decision 066: one language per page). The input stays
 * the focused, labelled control that Space or Enter opens; the face, hidden from assistive technology,
 * repeats its focus ring and disabled state, and a click on it reaches the input through the label.
 */
export function FileInput({ face, inputRef, ...props }: FileInputProps) {
  return (
    <>
      <input ref={inputRef} type="file" className={css.input} {...props} />
      <span aria-hidden="true" className={`${button({ tone: 'secondary', size: 'md' })} ${css.face}`}>
        {face}
      </span>
    </>
  );
}
