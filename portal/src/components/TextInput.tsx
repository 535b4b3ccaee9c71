// A text field for forms with no select: MUI's outlined TextField put together from its parts
// (FormControl, InputLabel, OutlinedInput, FormHelperText), the way TextField does it, so it looks and
// reads the same (label tied to the input, helper text as its description, the required mark in the
// label and the outline's notch). TextField itself brings the whole Select (menu, popover, modal) with
// it: about 15 kB of gzipped JavaScript on pages that open no select (issue 16 item 5).
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched' | 'inputComponent'> {
  label: ReactNode;
  /** below the input, read as its description; red with `error` */
  helperText?: ReactNode;
}

export function TextInput({ id, label, helperText, error, required, disabled, fullWidth = true, size, sx, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required} disabled={disabled} size={size} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
