// The honest state of a page a later issue fills: its real heading, and no made-up data.
import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

export interface ComingSoonProps {
  /** i18n key of the page heading */
  titleKey: string;
  /** e.g. the id of the record the page is about */
  subtitle?: string;
}

export function ComingSoon({ titleKey, subtitle }: ComingSoonProps) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <>
      <Title title={subtitle ? `${title} ${subtitle}` : title} />
      <Card component="section" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h1" component="h2" gutterBottom>
            {title}
            {subtitle ? ` ${subtitle}` : ''}
          </Typography>
          <Typography variant="h2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '1.25rem' }}>
            <ConstructionIcon color="primary" aria-hidden />
            {translate('valik.coming_soon.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('valik.coming_soon.body')}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
