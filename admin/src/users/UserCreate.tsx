// /manage/users/new: an account of any role. It has no password yet: the person gets an invitation
// e-mail with a link to set one (the accounts function createUserWithInvitation on the server).
import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { userCreateSchema } from '@valik/domain';
import { roleChoices, uiLanguageChoices } from '../common/choices.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { inputRow } from '../common/form-layout.tsx';

const resolver = zodResolver(userCreateSchema, undefined, { raw: true });

export default function UserCreate() {
  const translate = useTranslate();
  return (
    <Create resource="users" redirect="edit" title="resources.users.pages.create">
      <SimpleForm
        noValidate
        resolver={resolver}
        defaultValues={{ role: 'STUDENT', language: 'et' }}
        sx={{ maxWidth: 960 }}
        toolbar={
          <Toolbar>
            <SaveButton label="valik.users.invite" />
          </Toolbar>
        }
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('valik.users.invite_help')}
        </Typography>
        <Box sx={inputRow}>
          <TextInput source="first_name" isRequired />
          <TextInput source="last_name" isRequired />
        </Box>
        <Box sx={inputRow}>
          <TextInput source="email" type="email" isRequired />
          <TextInput source="phone_number" type="tel" />
        </Box>
        <Box sx={inputRow}>
          <SelectInput source="role" choices={roleChoices} isRequired />
          <SelectInput source="language" choices={uiLanguageChoices} label="valik.users.invitation_language" />
        </Box>
        <FormDataConsumer>
          {({ formData }) =>
            formData.role === 'ADMIN' ? null : (
              <ReferenceInput source="school_id" reference="schools">
                <AutocompleteInput
                  label={formData.role === 'SCHOOL_REP' ? 'valik.users.represented_school' : 'valik.users.school'}
                  isRequired={formData.role === 'SCHOOL_REP'}
                />
              </ReferenceInput>
            )
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
