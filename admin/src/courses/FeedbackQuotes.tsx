// The course page's "Testimonials from feedback" (issue 29 item 4): the highlights of students who agreed to
// be quoted, newest first, each with a switch that shows it on the public course page (as "Mari K.") or
// takes it off. The server refuses an author who did not agree; the public page follows at once.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { useNotify, useTranslate } from 'react-admin';
import { chooseFeedbackQuote, loadFeedbackQuotes, type FeedbackQuote } from './feedback-quotes-api.ts';

export function FeedbackQuotes({ courseId }: { courseId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [quotes, setQuotes] = useState<FeedbackQuote[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => loadFeedbackQuotes(courseId).then(setQuotes, () => setFailed(true)), [courseId]);
  useEffect(() => {
    void load();
  }, [load]);
  const retry = () => {
    setFailed(false);
    void load();
  };

  const choose = async (quote: FeedbackQuote, quoted: boolean) => {
    setBusy(quote.id);
    try {
      const saved = await chooseFeedbackQuote(courseId, quote.id, quoted);
      setQuotes((current) => current?.map((q) => (q.id === saved.id ? saved : q)) ?? null);
      notify(quoted ? 'valik.courses.quotes_shown' : 'valik.courses.quotes_hidden', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    // on a phone the form's save bar stays over the bottom of the screen: room below, so the last switch
    // can scroll above it
    <Card sx={{ mt: 2, mb: { xs: 10, sm: 2 } }} component="section" aria-labelledby="feedback-quotes-title">
      <CardContent>
        <Typography id="feedback-quotes-title" component="h2" variant="h6">
          {translate('valik.courses.quotes_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('valik.courses.quotes_intro')}
        </Typography>
        {failed && (
          <Alert severity="error" action={<Button onClick={retry}>{translate('valik.courses.quotes_retry')}</Button>}>
            {translate('valik.courses.quotes_failed')}
          </Alert>
        )}
        {!failed && quotes === null && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {quotes?.length === 0 && <Alert severity="info">{translate('valik.courses.quotes_empty')}</Alert>}
        {quotes && quotes.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} data-testid="feedback-quotes">
            {quotes.map((quote) => (
              <Box
                component="li"
                key={quote.id}
                sx={{ border: 1, borderColor: quote.quoted ? 'primary.main' : 'divider', borderRadius: 1, p: 2 }}
              >
                <Box component="blockquote" sx={{ m: 0, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  {quote.text}
                </Box>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  — {quote.author}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('valik.courses.quotes_meta', {
                    cohort: quote.cohort_name,
                    score: quote.course_satisfaction ?? '–',
                    date: formatDate(quote.submitted_at),
                  })}
                </Typography>
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Switch
                      checked={quote.quoted}
                      disabled={busy === quote.id}
                      onChange={(event) => void choose(quote, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${translate('valik.courses.quotes_show')}: ${quote.author}` } }}
                    />
                  }
                  label={translate('valik.courses.quotes_show')}
                />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
