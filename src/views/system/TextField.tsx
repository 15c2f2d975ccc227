import type { ReactNode } from 'react';
import { Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as css from './field.css.ts';
import { LiveFieldError } from './LiveFieldError.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** translated error text; setting it also marks the field invalid */
  errorMessage?: ReactNode;
  placeholder?: string;
  multiline?: boolean;
  className?: string;
}

/** Label, input, description and error wired together by react-aria (aria-describedby etc.). */
export function TextField({ label, description, errorMessage, placeholder, multiline, className, isInvalid, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={className ? `${css.field} ${className}` : css.field}
    >
      <Label className={css.label}>{label}</Label>
      {multiline ? (
        <TextArea className={css.input()} placeholder={placeholder} />
      ) : (
        <Input className={css.input()} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      )}
      <LiveFieldError>{errorMessage}</LiveFieldError>
    </AriaTextField>
  );
}
