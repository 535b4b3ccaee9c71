// Cells whose words are data: a recipient's e-mail, a provider's error, a note with a URL in it. One such word
// is as wide as it is long, and a table's columns are at least as wide as their widest word, so one entry could
// push the table past its card (CI: the outbox in Russian at 1280 px, 1,053 px in 1,024). These cells may break
// a word anywhere; a name keeps room for a word of its own first.
import type { SxProps } from '@mui/material';

/** `cellSx` of a column of free text: its words may break anywhere. */
export const breakAnywhere = (): SxProps => ({ overflowWrap: 'anywhere' });

/** `cellSx` of a column of names or e-mails: as `breakAnywhere`, at least 9rem wide. */
export const nameCell = (): SxProps => ({ overflowWrap: 'anywhere', minWidth: '9rem' });
