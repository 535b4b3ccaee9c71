import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { CourseForm } from './CourseForm.tsx';
import { ReviewPanel } from '../common/ReviewPanel.tsx';

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

/** /manage/courses/{id} */
export default function CourseEdit() {
  return (
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
  );
}
