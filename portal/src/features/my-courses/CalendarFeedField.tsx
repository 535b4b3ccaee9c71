// The calendar feed's address on "My courses", in a read-only text field. Its own chunk: the outlined
// input (FormControl, InputLabel, OutlinedInput, FormHelperText) is about 6 kB of gzipped JavaScript the
// student's first page would otherwise load before anything shows (issue 16 item 5). MyCoursesPage starts
// this download when the card mounts, beside the request for the address, so it is in when that arrives.
import { useTranslation } from '../../i18n/react.tsx';
import { TextInput } from '../../components/TextInput.tsx';

export default function CalendarFeedField({ address }: { address: string }) {
  const { t } = useTranslation();
  return <TextInput label={t('Calendar feed address')} value={address} readOnly onFocus={(e) => (e.target as HTMLInputElement).select()} />;
}
