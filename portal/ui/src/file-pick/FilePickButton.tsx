// A button that opens the browser's file chooser. MUI's usual recipe (`<Button component="label">` around a
// hidden input) gives the label role="button", which HTML forbids on a label that holds a labelable element
// (the Nu checker reports it, issue 30 item 3). Here the button is a real button and the input stays outside
// it, hidden; the button clicks it. The input keeps its accessible name for tests and assistive technology.
import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'component' | 'onChange'> {
  accept: string;
  /** the hidden input's accessible name */
  inputLabel?: string;
  onPick: (file: File) => void;
  children: ReactNode;
}

export function FilePickButton({ accept, inputLabel, onPick, children, disabled, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // the same file may be chosen again after a failed upload
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
