// /manage/users/{id}: profile, role and school links (school_reps, students, teachers rows), validated
// with the domain's userUpdateSchema; the server changes the role through the accounts rule (the role
// profile follows, the last admin stays). Deleting asks first and erases like self-deletion does.
// The e-mail is the sign-in identity and is not edited here. Someone who lost the device of their
// second factor gets back in through "Remove two-step verification" (asks first; the server ends
// their sessions and e-mails them).
import { useState } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Button,
  Confirm,
  DeleteButton,
  Edit,
  ReferenceArrayInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { userUpdateSchema } from '@valik/domain';
import { roleChoices, uiLanguageChoices } from '../common/choices.ts';
import { EnumField } from '../common/fields.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormSection, inputRow } from '../common/form-layout.tsx';

const resolver = zodResolver(userUpdateSchema, undefined, { raw: true });

function CohortsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/users/${record.id}/cohorts`} label="resources.users.pages.cohorts">
      <EventNoteIcon />
    </Button>
  );
}

function AccountFacts() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {`${record.first_name} ${record.last_name}`.trim() || record.email}
      </Typography>
      <Typography color="text.secondary">
        {record.email} · <EnumField source="role" enumName="role" />
        {record.has_login ? '' : ` · ${translate('valik.users.no_login')}`}
      </Typography>
    </Box>
  );
}

function SecondFactors() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const count = Number(record.second_factor_count ?? 0);
  const name = `${record.first_name} ${record.last_name}`.trim() || String(record.email);
  const onConfirm = async () => {
    setBusy(true);
    try {
      const result = (await dataProvider.resetSecondFactors(record.id)) as { notified: boolean };
      notify(result.notified ? 'valik.users.second_factors_removed' : 'valik.users.second_factors_removed_no_mail', {
        type: result.notified ? 'success' : 'warning',
      });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography>{count > 0 ? translate('valik.users.second_factors_on', { smart_count: count }) : translate('valik.users.second_factors_off')}</Typography>
      {count > 0 ? (
        <>
          <Button label="valik.users.reset_second_factors" onClick={() => setAsking(true)} disabled={busy} variant="outlined" color="warning">
            <PhonelinkEraseIcon />
          </Button>
          <Confirm
            isOpen={asking}
            loading={busy}
            title="valik.users.reset_second_factors_title"
            content={translate('valik.users.reset_second_factors_confirm', { name })}
            confirm="ra.action.remove"
            onConfirm={() => void onConfirm()}
            onClose={() => setAsking(false)}
          />
        </>
      ) : null}
    </Box>
  );
}

export default function UserEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title="resources.users.pages.edit"
      actions={
        <TopToolbar>
          <CohortsButton />
        </TopToolbar>
      }
    >
      <SimpleForm noValidate
        resolver={resolver}
        sx={{ maxWidth: 960 }}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {/* the darker red: the error colour on the toolbar's grey is below 4.5:1 */}
            <DeleteButton mutationMode="pessimistic" confirmTitle="valik.users.delete_title" confirmContent="valik.users.delete_confirm" sx={{ color: 'error.dark' }} />
          </Toolbar>
        }
      >
        <AccountFacts />
        <FormSection title="valik.users.section_profile">
          <Box sx={inputRow}>
            <TextInput source="first_name" isRequired />
            <TextInput source="last_name" isRequired />
          </Box>
          <Box sx={inputRow}>
            <SelectInput source="role" choices={roleChoices} isRequired helperText="valik.users.role_help" />
            <TextInput source="phone_number" type="tel" />
            <TextInput source="classroom_email" type="email" helperText="valik.users.classroom_help" />
            <SelectInput source="language" choices={uiLanguageChoices} emptyText="valik.users.language_default" />
          </Box>
        </FormSection>
        <FormSection title="valik.users.section_schools">
          <ReferenceArrayInput source="rep_school_ids" reference="schools">
            <AutocompleteArrayInput label="valik.users.rep_schools" />
          </ReferenceArrayInput>
          <Box sx={inputRow}>
            <ReferenceInput source="student_school_id" reference="schools">
              <AutocompleteInput label="valik.users.student_school" />
            </ReferenceInput>
            <ReferenceInput source="teacher_school_id" reference="schools">
              <AutocompleteInput label="valik.users.teacher_school" />
            </ReferenceInput>
          </Box>
          <TextInput source="teacher_short_description" multiline minRows={2} label="valik.users.teacher_bio" />
        </FormSection>
        <FormSection title="valik.users.section_security">
          <SecondFactors />
        </FormSection>
      </SimpleForm>
    </Edit>
  );
}
