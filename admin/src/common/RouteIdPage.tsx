// A placeholder page about one record, addressed by the :id of its route.
import { useParams } from 'react-router';
import { ComingSoon } from './ComingSoon.tsx';

export function RouteIdPage({ titleKey }: { titleKey: string }) {
  const { id } = useParams();
  return <ComingSoon titleKey={titleKey} subtitle={id ? `#${id}` : undefined} />;
}
