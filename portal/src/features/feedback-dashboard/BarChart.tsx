// A small accessible horizontal bar chart: a labelled list of rows (value, bar, count), readable by screen
// readers as text and needing no chart library (no recharts: one less dependency for a few bars).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Bar {
  label: string;
  value: number;
  /** shown after the bar; defaults to the value */
  display?: string;
}

export function BarChart({ title, bars, max }: { title: string; bars: Bar[]; max?: number }) {
  const top = max ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {bars.map((b) => (
          <Box component="li" key={b.label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) 1fr 3rem', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{b.label}</Typography>
            <Box aria-hidden sx={{ height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${(b.value / top) * 100}%`, bgcolor: 'primary.main' }} />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {b.display ?? b.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
