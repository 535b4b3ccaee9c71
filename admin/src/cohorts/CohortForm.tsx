// The cohort form of product-spec §3, validated with the domain's cohortFormSchema (the same schema the
// API checks every write with). Dates are Tallinn days; class times are day 1..7, hour and minute.
import { Box } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { cohortFormSchema } from '@valik/domain';
import { cohortStatusChoices, weekdayChoices } from '../common/choices.ts';
import { TallinnDateInput } from '../common/TallinnDateInput.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormSection, inputRow, SaveOnlyToolbar } from '../common/form-layout.tsx';

const resolver = zodResolver(cohortFormSchema, undefined, { raw: true });

export function CohortForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  return (
    <SimpleForm noValidate resolver={resolver} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 960 }}>
      <FormSection title="valik.cohorts.section_basics">
        <Box sx={inputRow}>
          <TextInput source="name" isRequired />
          <SelectInput source="status" choices={cohortStatusChoices} isRequired />
        </Box>
        <Box sx={inputRow}>
          <ReferenceInput source="course_id" reference="courses">
            <AutocompleteInput isRequired />
          </ReferenceInput>
          <ReferenceInput source="user_creator_id" reference="users" filter={{ role: ['ADMIN', 'TEACHER'] }}>
            <AutocompleteInput isRequired />
          </ReferenceInput>
        </Box>
        <ReferenceArrayInput source="teacher_ids" reference="users" filter={{ role: ['TEACHER'] }}>
          <AutocompleteArrayInput label="resources.cohorts.fields.teachers" isRequired />
        </ReferenceArrayInput>
      </FormSection>
      <FormSection title="valik.cohorts.section_schedule">
        <Box sx={inputRow}>
          <TallinnDateInput source="start_date" isRequired />
          <TallinnDateInput source="end_date" isRequired />
          <NumberInput source="online_lesson_length" min={1} isRequired />
        </Box>
        <ArrayInput source="online_class_times" isRequired>
          <SimpleFormIterator inline disableReordering>
            <SelectInput source="day" choices={weekdayChoices} label="valik.cohorts.class_day" sx={{ minWidth: 160 }} />
            <NumberInput source="hour" min={0} max={23} label="valik.cohorts.class_hour" sx={{ width: 110 }} />
            <NumberInput source="minute" min={0} max={59} step={5} label="valik.cohorts.class_minute" sx={{ width: 110 }} />
          </SimpleFormIterator>
        </ArrayInput>
        <Box sx={inputRow}>
          <NumberInput source="min_size" min={0} isRequired />
          <NumberInput source="size" min={1} isRequired />
        </Box>
      </FormSection>
      <FormSection title="valik.cohorts.section_links">
        <Box sx={inputRow}>
          <TextInput source="external_lms_link" type="url" isRequired />
          <TextInput source="video_url" type="url" isRequired />
        </Box>
        <Box sx={inputRow}>
          <TextInput source="discord_channel_id" />
          <TextInput source="discord_invite_url" type="url" />
          <TextInput source="lms_id" helperText="valik.cohorts.community.lms_id_help" />
          <TextInput source="lw_course_id" />
        </Box>
        <TextInput source="notes" multiline minRows={3} />
      </FormSection>
    </SimpleForm>
  );
}
