// School data (name, country, default payer, prepaid seats, seat price). The seat price is entered in
// euros and kept in cents, as everywhere in the API.
import { Box } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { payerChoices } from '../common/choices.ts';
import { narrowInputRow } from '../common/form-layout.tsx';

export const centsToEuros = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents === null ? '' : cents);
export const eurosToCents = (euros: unknown) => {
  if (euros === '' || euros === null || euros === undefined) return null;
  const n = Number(euros);
  return Number.isFinite(n) ? Math.round(n * 100) : euros;
};

export function SchoolDataInputs() {
  return (
    <>
      <Box sx={narrowInputRow}>
        <TextInput source="name" isRequired />
        <TextInput source="country" isRequired helperText="valik.schools.country_help" slotProps={{ htmlInput: { maxLength: 2 } }} />
      </Box>
      <Box sx={narrowInputRow}>
        <SelectInput source="default_payer" choices={payerChoices} isRequired />
        <NumberInput source="prepaid_student_seats" min={0} isRequired />
        <NumberInput source="seat_price" label="valik.schools.seat_price_eur" min={0} step={0.01} format={centsToEuros} parse={eurosToCents} />
      </Box>
    </>
  );
}
