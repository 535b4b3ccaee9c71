// /manage/schools/{id}/conditions: the school's data and its payment conditions: the text students see
// when choosing the payer, and the limitations (only courses in a language, only listed courses, at
// most N courses, within a time period), validated with the domain's schoolUpdateSchema.
import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  EditBase,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { Card, CardContent } from '@mui/material';
import { schoolUpdateSchema } from '@valik/domain';
import { courseLanguageChoices } from '../common/choices.ts';
import { TallinnDateInput } from '../common/TallinnDateInput.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SchoolDataInputs } from './SchoolForm.tsx';
import { SchoolTabs } from './SchoolTabs.tsx';
import { FormHeading, narrowInputRow, SaveOnlyToolbar } from '../common/form-layout.tsx';

/** An empty period (both dates blank) means no period limit. */
export function withoutEmptyPeriod(values: Record<string, unknown>): Record<string, unknown> {
  const limits = values.payment_limitations as { inTimePeriod?: { start?: unknown; end?: unknown } | null } | null | undefined;
  const period = limits?.inTimePeriod;
  if (period && !period.start && !period.end) {
    return { ...values, payment_limitations: { ...limits, inTimePeriod: null } };
  }
  return values;
}

const resolver = zodResolver(z.preprocess(withoutEmptyPeriod, schoolUpdateSchema), undefined, { raw: true });

export default function SchoolConditionsPage() {
  const schoolId = useRouteId();
  const translate = useTranslate();
  return (
    <Box>
      <SchoolTabs schoolId={schoolId}>
        <EditBase resource="schools" id={schoolId} mutationMode="pessimistic" redirect={false} transform={withoutEmptyPeriod}>
          <Card>
            <CardContent>
              <SimpleForm noValidate
                resolver={resolver}
                sx={{ maxWidth: 960, p: 0 }}
                toolbar={<SaveOnlyToolbar />}
              >
                <FormHeading title="valik.schools.section_data" sx={{ mb: 1, mt: 1 }} />
                <SchoolDataInputs />
                <FormHeading title="valik.schools.section_conditions" sx={{ mb: 1, mt: 1 }} />
                <TextInput source="payment_condition_text" multiline minRows={3} helperText="valik.schools.condition_help" />
                <CheckboxGroupInput source="payment_limitations.inLanguage" choices={courseLanguageChoices} label="valik.schools.limit_language" row />
                <ReferenceArrayInput source="payment_limitations.courseIds" reference="courses">
                  <AutocompleteArrayInput label="valik.schools.limit_courses" helperText="valik.schools.limit_courses_help" />
                </ReferenceArrayInput>
                <NumberInput source="payment_limitations.numberOfCourses" min={1} label="valik.schools.limit_count" />
                <Box sx={narrowInputRow}>
                  <TallinnDateInput source="payment_limitations.inTimePeriod.start" label="valik.schools.limit_from" />
                  <TallinnDateInput source="payment_limitations.inTimePeriod.end" label="valik.schools.limit_to" />
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {translate('valik.schools.limits_help')}
                </Typography>
                <BooleanInput source="payment_limitations.repsCanEdit" label="valik.schools.reps_can_edit" helperText="valik.schools.reps_can_edit_help" />
              </SimpleForm>
            </CardContent>
          </Card>
        </EditBase>
      </SchoolTabs>
    </Box>
  );
}
