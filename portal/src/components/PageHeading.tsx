import { useEffect, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The page's one <h1>; also names the browser tab. */
export function PageHeading({ children, title }: { children: ReactNode; title?: string }) {
  const tabTitle = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (tabTitle) document.title = `${tabTitle} · Valik`;
  }, [tabTitle]);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
