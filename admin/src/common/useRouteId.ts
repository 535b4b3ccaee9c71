import { useParams } from 'react-router';

/** The numeric :id of the current route (/schools/:id/credits, /users/:id/cohorts …). */
export function useRouteId(): number {
  const { id } = useParams();
  return Number(id);
}
