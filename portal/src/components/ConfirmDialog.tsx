// A question before an action (unenrol, change the payer): a title, a sentence and the buttons. Its own
// module, loaded the first time one opens (LazyConfirmDialog), with MUI's Dialog and its parts: a page that
// only might ask does not carry them on its first paint (the student's home has a JavaScript budget).
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** the title's element id, which names the dialog */
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** the buttons: the safe one first, with autoFocus */
  actions: ReactNode;
}

export default function ConfirmDialog({ open, onClose, titleId, title, text, actions }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
