// A date input whose value is the Tallinn calendar day ('yyyy-MM-dd'), whatever the browser's own time
// zone: the API's instants are shown as their Tallinn day and a chosen day is sent as that day.
import { DateInput, type DateInputProps } from 'react-admin';
import { toTallinnDateString } from '@valik/api/domain';

export function TallinnDateInput(props: DateInputProps) {
  return <DateInput {...props} format={toTallinnDateString} parse={(value: string) => value || null} />;
}
