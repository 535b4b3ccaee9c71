// A school representative's list of students to register at once (issue 29 item 8): CSV pasted or read
// from a file, one student a row — first name, last name and e-mail, or a name and an e-mail (the last word
// of the name is the last name). Comma, semicolon (what a spreadsheet saves in Estonia) or tab; a header
// row is recognised and skipped; quotes as RFC 4180. Each row is parsed on its own, so a bad row is an
// error of that row (with its line number) and never of the list.
import { emailSchema } from './validation.ts';

/** At most this many students in one bulk registration (picked and listed together). */
export const BULK_REGISTRATION_MAX_ROWS = 200;
/** The longest CSV text accepted (200 rows of long names fit many times over). */
export const STUDENT_LIST_CSV_MAX_CHARS = 60_000;
const NAME_MAX = 100;

export const STUDENT_LIST_MESSAGES = {
  emailMissing: 'The e-mail address is missing',
  emailInvalid: 'The e-mail address “{email}” is not valid',
  nameMissing: 'The name is missing',
  nameTooLong: 'The name is too long (at most 100 characters)',
  columns: 'Expected a name and an e-mail address, or first name, last name and e-mail address: the row has {count} columns',
  quote: 'A quotation mark is not closed',
  tooMany: 'At most {max} students can be registered at once: the list has {count}',
  tooManyShort: 'At most 200 students can be registered at once',
  tooLong: 'The list is too long: at most 200 students can be registered at once',
  empty: 'Add at least one student: pick them from the list or paste their names and e-mail addresses',
  duplicate: 'This student is already on an earlier row',
} as const;
const M = STUDENT_LIST_MESSAGES;

export type StudentListRow =
  | { line: number; ok: true; firstName: string; lastName: string; email: string }
  | { line: number; ok: false; text: string; message: string; vars?: Record<string, string | number> };

const HEADER_WORDS = /^(e-?mail|e-?post|email address|e-posti aadress|почта|эл\.? ?почта|электронная почта|name|nimi|first ?name|eesnimi|имя|last ?name|perekonnanimi|фамилия|first_name|last_name)$/i;

/** The separator of the list: the one of tab, semicolon and comma found most often outside quotes in its first line. */
function separatorOf(firstLine: string): string {
  const counts = { '\t': 0, ';': 0, ',': 0 } as Record<string, number>;
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch] = (counts[ch] ?? 0) + 1;
  }
  return (['\t', ';', ','] as const).reduce((best, sep) => ((counts[sep] ?? 0) > (counts[best] ?? 0) ? sep : best), ',');
}

/** One physical line's cells (RFC 4180 quotes; a quoted cell does not span lines here: a person's list never needs it). */
function cellsOf(line: string, sep: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

function isHeader(cells: string[]): boolean {
  return cells.some((c) => HEADER_WORDS.test(c.trim())) && !cells.some((c) => c.includes('@'));
}

/** The rows of a pasted or uploaded list, each a student or the error of its line (1-based, as an editor counts). */
export function parseStudentList(text: string): StudentListRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstFilled = lines.find((l) => l.trim() !== '') ?? '';
  const sep = separatorOf(firstFilled);
  const rows: StudentListRow[] = [];
  let headerSeen = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.split(sep).every((c) => c.trim() === '')) return;
    const cells = cellsOf(raw, sep);
    if (!cells) return rows.push({ line, ok: false, text: raw, message: M.quote });
    // trailing empty cells (a spreadsheet's extra columns) are not columns
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (!headerSeen && rows.length === 0 && isHeader(cells)) {
      headerSeen = true;
      return;
    }
    const refuse = (message: string, vars?: Record<string, string | number>) => rows.push({ line, ok: false, text: raw, message, ...(vars ? { vars } : {}) });
    let firstName: string;
    let lastName: string;
    let email: string;
    if (cells.length === 3) [firstName = '', lastName = '', email = ''] = cells;
    else if (cells.length === 2) {
      const [name = '', address = ''] = cells;
      const words = name.split(/\s+/).filter(Boolean);
      lastName = words.length > 1 ? (words.pop() ?? '') : '';
      firstName = words.join(' ');
      email = address;
    } else if (cells.length === 1 && cells[0]?.includes('@')) return refuse(M.nameMissing);
    else return refuse(M.columns, { count: cells.length });
    if (email === '') return refuse(M.emailMissing);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return refuse(M.emailInvalid, { email });
    if (firstName === '' && lastName === '') return refuse(M.nameMissing);
    if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) return refuse(M.nameTooLong);
    // one name only ("Mari"): a first name without a last name is still a person to invite
    rows.push({ line, ok: true, firstName: firstName || lastName, lastName: firstName ? lastName : '', email: parsed.data.toLowerCase() });
  });
  return rows;
}
