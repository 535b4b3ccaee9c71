// The course form of product-spec §3, validated with the domain's courseFormSchema (the API checks every
// write with the same schema): title, slug (made from the title until edited by hand), summary of at
// most 250 words, 3..6 learning outcomes, grading criteria, status, categories, thumbnail (uploaded and
// re-encoded by the server), language, short and long description, academic hours, testimonials.
import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  SUMMARY_MAX_WORDS,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_TYPES,
  courseFormSchema,
  courseSummaryWordCount,
  slugify,
} from '@valik/domain';
import { categoryChoices, courseLanguageChoices, courseStatusChoices } from '../common/choices.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormSection, inputRow, SaveOnlyToolbar } from '../common/form-layout.tsx';
import { LearningOutcomesInput } from './LearningOutcomesInput.tsx';

/** A picked file is checked by the server when saving; for the form it stands for "a thumbnail is set". */
export function thumbnailForValidation(values: Record<string, unknown>): Record<string, unknown> {
  const t = values.thumbnail;
  if (typeof t === 'object' && t !== null && ('rawFile' in t || 'src' in t)) return { ...values, thumbnail: 'picked' };
  return values;
}

const resolver = zodResolver(z.preprocess(thumbnailForValidation, courseFormSchema), undefined, { raw: true });

/** The slug follows the title until the admin edits the slug by hand (new courses only). */
function SlugFromTitle({ enabled }: { enabled: boolean }) {
  const { setValue, getValues } = useFormContext();
  const title = useWatch({ name: 'name' }) as string | undefined;
  const lastAuto = useRef('');
  useEffect(() => {
    if (!enabled) return;
    const current = (getValues('slug') as string | undefined) ?? '';
    if (current !== '' && current !== lastAuto.current) return; // edited by hand: keep it
    lastAuto.current = slugify(title ?? '');
    setValue('slug', lastAuto.current);
  }, [enabled, title, setValue, getValues]);
  return null;
}

function SummaryHelper() {
  const translate = useTranslate();
  const summary = (useWatch({ name: 'summary' }) as string | undefined) ?? '';
  const words = courseSummaryWordCount(summary);
  return (
    <Typography variant="caption" color={words > SUMMARY_MAX_WORDS ? 'error' : 'text.secondary'} sx={{ mt: -1, mb: 2, display: 'block' }}>
      {translate('valik.courses.words', { count: words, max: SUMMARY_MAX_WORDS })}
    </Typography>
  );
}

/** The stored URL shown as an ImageInput value; a newly picked file keeps its object. */
const formatThumbnail = (value: unknown) => (typeof value === 'string' && value !== '' ? { src: value, title: '' } : value);

/** The drop zone's refusals (react-dropzone's codes), said in words: it would otherwise drop the file silently. */
function thumbnailRefusal(codes: readonly string[]): string {
  if (codes.includes('file-too-large')) return 'valik.courses.thumbnail_too_large';
  if (codes.includes('file-invalid-type')) return 'valik.courses.thumbnail_wrong_type';
  return 'ra.notification.http_error';
}

export function CourseForm({ isNew = false, defaultValues }: { isNew?: boolean; defaultValues?: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <SimpleForm noValidate resolver={resolver} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 960 }}>
      <SlugFromTitle enabled={isNew} />
      <FormSection title="valik.courses.section_basics">
        <Box sx={inputRow}>
          <TextInput source="name" isRequired />
          <TextInput source="slug" isRequired helperText="valik.courses.slug_help" />
        </Box>
        <Box sx={inputRow}>
          <SelectInput source="status" choices={courseStatusChoices} isRequired />
          <SelectInput source="language" choices={courseLanguageChoices} isRequired />
          <NumberInput source="academic_hours" min={0} />
        </Box>
        <Box sx={inputRow}>
          <ReferenceInput source="user_creator_id" reference="users" filter={{ role: ['ADMIN', 'TEACHER'] }}>
            <AutocompleteInput isRequired />
          </ReferenceInput>
          <TextInput source="tag" />
        </Box>
        <CheckboxGroupInput source="categories" choices={categoryChoices} isRequired row />
      </FormSection>
      <FormSection title="valik.courses.section_texts">
        <TextInput source="summary" multiline minRows={3} isRequired helperText={false} />
        <SummaryHelper />
        <TextInput source="short_description" multiline minRows={2} />
        <TextInput source="description" multiline minRows={6} isRequired />
        <TextInput source="grading_criteria" multiline minRows={2} isRequired />
        <LearningOutcomesInput />
      </FormSection>
      <FormSection title="valik.courses.section_media">
        <ImageInput
          source="thumbnail"
          accept={{ [THUMBNAIL_TYPES[0]]: ['.png'], [THUMBNAIL_TYPES[1]]: ['.jpg', '.jpeg'], [THUMBNAIL_TYPES[2]]: ['.webp'] }}
          maxSize={THUMBNAIL_MAX_BYTES}
          options={{
            onDropRejected: (rejections) => notify(thumbnailRefusal(rejections.flatMap((r) => r.errors.map((e) => e.code))), { type: 'error' }),
          }}
          format={formatThumbnail}
          isRequired
          helperText="valik.courses.thumbnail_help"
          // the drop zone's file input has no label of its own (axe: label)
          inputProps={{ 'aria-label': translate('resources.courses.fields.thumbnail') }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        <ArrayInput source="testimonials">
          <SimpleFormIterator inline>
            <TextInput source="author" label="valik.courses.testimonial_author" />
            <TextInput source="text" label="valik.courses.testimonial_text" multiline sx={{ minWidth: { sm: 420 } }} />
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
    </SimpleForm>
  );
}
