import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { CourseForm } from './CourseForm.tsx';
import { ReviewPanel } from '../common/ReviewPanel.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { FeedbackQuotes } from './FeedbackQuotes.tsx';

/** The public course page (the site shows approved courses only). */
function PublicPageButton() {
  const record = useRecordContext();
  if (!record?.slug || record.status !== 'APPROVED') return null;
  return (
    <Button component="a" href={`/courses/${record.slug}`} target="_blank" rel="noopener" label="valik.courses.public_page">
      <OpenInNewIcon />
    </Button>
  );
}

/** /manage/courses/{id}, with the testimonials chosen from feedback below the form (issue 29 item 4) */
export default function CourseEdit() {
  const courseId = useRouteId();
  return (
    <>
    <Edit
      mutationMode="pessimistic"
      title="resources.courses.pages.edit"
      actions={
        <TopToolbar>
          <PublicPageButton />
        </TopToolbar>
      }
    >
      <ReviewPanel resource="courses" />
      <CourseForm />
    </Edit>
    {courseId > 0 && <FeedbackQuotes courseId={courseId} />}
    </>
  );
}
