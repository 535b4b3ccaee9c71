// The course's learning outcomes (product-spec §5: 3 to 6), one text field per outcome. Not an ArrayInput
// of scalars: its iterator keeps the rows by their values, so three empty rows collapsed into one on ⊕,
// and it added rows past the 6th (issue 18 item 8). Here the rows are the array itself: ⊕ appends one
// empty row up to LEARNING_OUTCOMES_MAX, ⊖ removes one down to LEARNING_OUTCOMES_MIN.
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { LEARNING_OUTCOMES_MAX, LEARNING_OUTCOMES_MIN } from '@valik/domain';

const SOURCE = 'learning_outcomes';

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return undefined;
}

export function LearningOutcomesInput() {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { field } = useController({ name: SOURCE, control, defaultValue: [] });
  const { errors, isSubmitted } = useFormState({ control, name: SOURCE });
  const rows: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const rowErrors = (errors[SOURCE] as unknown as (unknown[] & { message?: string; root?: { message?: string } }) | undefined) ?? undefined;
  const listError = rowErrors?.message ?? rowErrors?.root?.message;
  const set = (next: string[]) => field.onChange(next);
  const label = translate('resources.courses.fields.learning_outcomes');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-describedby="learning-outcomes-help">
      <FormLabel component="legend" required sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack spacing={1}>
        {rows.map((value, i) => {
          const error = isSubmitted ? messageOf(Array.isArray(rowErrors) ? rowErrors[i] : undefined) : undefined;
          return (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                value={value}
                onChange={(e) => set(rows.map((v, j) => (j === i ? e.target.value : v)))}
                onBlur={field.onBlur}
                label={`${translate('valik.courses.outcome')} ${i + 1}`}
                error={Boolean(error)}
                helperText={error ? translate(error, { _: error }) : undefined}
                sx={{ flex: 1, maxWidth: 640 }}
              />
              <IconButton
                aria-label={translate('valik.courses.outcome_remove', { n: i + 1 })}
                disabled={rows.length <= LEARNING_OUTCOMES_MIN}
                onClick={() => set(rows.filter((_, j) => j !== i))}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddCircleOutlineIcon />}
        disabled={rows.length >= LEARNING_OUTCOMES_MAX}
        onClick={() => set([...rows, ''])}
        sx={{ mt: 1 }}
      >
        {translate('valik.courses.outcome_add')}
      </Button>
      <FormHelperText id="learning-outcomes-help" error={Boolean(isSubmitted && listError)}>
        {isSubmitted && listError ? translate(listError, { _: listError }) : translate('valik.courses.outcomes_help')}
      </FormHelperText>
    </Box>
  );
}
