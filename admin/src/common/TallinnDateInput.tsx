// A date input typed and shown as dd.MM.yyyy whatever the browser's locale (product-spec §9; a native
// date input follows the browser's locale). Its form value is the Tallinn calendar day 'yyyy-MM-dd':
// the API's instants are shown as their Tallinn day and a chosen day is sent as that day. Text that is
// not a day yet stays in the field, marked invalid, so neither a form nor a filter uses it.
import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { dayValueToText, isDayValue, textToDayValue } from './day-text.ts';

const isDay: Validator = (value: unknown) => (isDayValue(value) ? undefined : 'valik.date.invalid');

export function TallinnDateInput({ validate, ...props }: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  const translate = useTranslate();
  const validators = [isDay, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return (
    <TextInput
      {...props}
      validate={validators}
      format={(value: unknown) => (isDayValue(value) ? dayValueToText(value) : String(value))}
      parse={(text: string) => textToDayValue(text) ?? text}
      placeholder={translate('valik.date.placeholder')}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
    />
  );
}
