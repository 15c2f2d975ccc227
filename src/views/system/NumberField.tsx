import type { ReactNode } from 'react';
import Decimal from 'decimal.js';
import {
  Group,
  I18nProvider as AriaLocale,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import * as css from './field.css.ts';
import { LiveFieldError } from './LiveFieldError.tsx';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children' | 'formatOptions'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** decides the separators like src/i18n/format.ts: USD '1,234.5', any other currency '1.234,5' */
  currency?: string;
  /** decimals allowed (spec 1 §9: number input precision 4) */
  maxDecimals?: number;
  /** the value as a decimal string (for money), rounded to `maxDecimals`; null when cleared */
  onDecimalChange?: (value: string | null) => void;
  className?: string;
}

/*
 * react-aria formats with Intl by locale, so the currency's separator convention is expressed as a
 * locale for this field only: en-US (comma thousands) for USD, vi-VN (dot thousands) otherwise.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  currency = 'USD',
  maxDecimals = 4,
  onDecimalChange,
  onChange,
  className,
  isInvalid,
  ...props
}: NumberFieldProps) {
  const locale = currency.toUpperCase() === 'USD' ? 'en-US' : 'vi-VN';
  return (
    <AriaLocale locale={locale}>
      <AriaNumberField
        {...props}
        isInvalid={isInvalid ?? Boolean(errorMessage)}
        formatOptions={{ useGrouping: true, maximumFractionDigits: maxDecimals }}
        onChange={(value) => {
          onChange?.(value);
          onDecimalChange?.(Number.isNaN(value) ? null : new Decimal(value).toDecimalPlaces(maxDecimals).toFixed());
        }}
        className={className ? `${css.field} ${className}` : css.field}
      >
        <Label className={css.label}>{label}</Label>
        <Group className={css.group}>
          <Input className={css.bareInput} />
        </Group>
        {description && (
          <Text slot="description" className={css.description}>
            {description}
          </Text>
        )}
        <LiveFieldError>{errorMessage}</LiveFieldError>
      </AriaNumberField>
    </AriaLocale>
  );
}
