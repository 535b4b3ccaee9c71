// The dashboard's charts, drawn with plain HTML and CSS (boxes sized in per cent of the largest value):
// no chart library, so nothing but valid HTML reaches the page (the SVG of the chart library we had carried
// attributes SVG does not know, dozens of Nu checker errors per dashboard) and the text stays at its size
// on a phone. Each chart is a <figure> with a visible title, a one-line text summary that screen readers
// read instead of the drawing (the drawing is aria-hidden), and the same numbers as a table behind a
// keyboard-reachable "Show as a table" disclosure.
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface ChartRow {
  label: string;
  value: number;
  /** the value as the table and the bar label show it; defaults to the value */
  display?: string;
  /** drawn in the accent colour (e.g. satisfaction 8 or more) */
  highlight?: boolean;
}

function ChartTable({ rows, labelHeading, valueHeading }: { rows: ChartRow[]; labelHeading: string; valueHeading: string }) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{labelHeading}</TableCell>
          <TableCell component="th" scope="col" align="right">{valueHeading}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.label}>
            <TableCell component="th" scope="row">{r.label}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{r.display ?? r.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A titled chart card: title, text summary, the drawing (hidden from screen readers) and the table. */
export function ChartFigure({
  title,
  summary,
  rows,
  labelHeading,
  valueHeading,
  legend,
  children,
}: {
  title: string;
  summary: string;
  rows: ChartRow[];
  labelHeading: string;
  valueHeading: string;
  /** shown under the drawing, e.g. what numbered bars stand for */
  legend?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card variant="outlined">
      <CardContent component="figure" aria-describedby={`${id}-summary`} sx={{ m: 0 }}>
        <Typography id={`${id}-title`} component="figcaption" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography id={`${id}-summary`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        <Box aria-hidden sx={{ width: '100%' }}>
          {children}
        </Box>
        {legend}
        <Box component="details" sx={{ mt: 1, '& > summary': { cursor: 'pointer', color: 'primary.dark', fontSize: '0.875rem', py: 0.5 } }}>
          <summary>{t('Show as a table')}</summary>
          <ChartTable rows={rows} labelHeading={labelHeading} valueHeading={valueHeading} />
        </Box>
      </CardContent>
    </Card>
  );
}

const valueText = { fontSize: 12, lineHeight: '16px', fontVariantNumeric: 'tabular-nums' } as const;
/** the room above a column for its count, and beside a row's bar for its value */
const COUNT_ROOM = '1.25rem';
const VALUE_ROOM = '5rem';

const share = (value: number, max: number) => (max > 0 ? Math.max(0, Math.min(1, value / max)) : 0);

/** Vertical bars, one per value of a scale (e.g. 1..10), with the count on top and the value under. */
export function ColumnChart({ rows, height = 200 }: { rows: ChartRow[]; height?: number }) {
  const theme = useTheme();
  const max = Math.max(1, ...rows.map((r) => r.value));
  const columns = `repeat(${rows.length}, minmax(0, 1fr))`;
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          columnGap: 0.5,
          height,
          borderBottom: `1px solid ${theme.palette.divider}`,
          // faint lines at each quarter of the largest count, as a chart's grid
          backgroundImage: `repeating-linear-gradient(to top, ${theme.palette.divider} 0 1px, transparent 1px calc((100% - ${COUNT_ROOM}) / 4))`,
        }}
      >
        {rows.map((r) => (
          <Box key={r.label} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center', minWidth: 0 }}>
            <Box component="span" sx={{ ...valueText, color: 'text.primary' }}>{r.display ?? r.value}</Box>
            <Box
              sx={{
                width: '70%',
                maxWidth: 48,
                height: `calc((${height}px - ${COUNT_ROOM}) * ${share(r.value, max)})`,
                bgcolor: r.highlight ? 'primary.main' : 'grey.500',
                borderRadius: '3px 3px 0 0',
              }}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 0.5, pt: 0.5 }}>
        {rows.map((r) => (
          <Box key={r.label} component="span" sx={{ ...valueText, textAlign: 'center', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {r.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Horizontal bars for labelled rows (learning outcomes, difficulty options), on a fixed maximum or the largest value. */
export function RowChart({ rows, max, labelWidth = 140 }: { rows: ChartRow[]; max?: number; labelWidth?: number }) {
  const top = max ?? Math.max(1, ...rows.map((r) => r.value));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `minmax(0, ${labelWidth}px) minmax(0, 1fr)`, columnGap: 1, rowGap: 1.25, alignItems: 'center' }}>
      {rows.map((r) => (
        <Fragment key={r.label}>
          <Box component="span" sx={{ ...valueText, textAlign: 'right', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {r.label}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Box sx={{ flex: 'none', height: 20, width: `calc((100% - ${VALUE_ROOM}) * ${share(r.value, top)})`, bgcolor: 'primary.main', borderRadius: '0 3px 3px 0' }} />
            <Box component="span" sx={{ ...valueText, whiteSpace: 'nowrap' }}>{r.display ?? r.value}</Box>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

/** The response rate as a ring: answered against not (yet) answered. */
export function RingChart({ answered, missing }: { answered: number; missing: number }) {
  const theme = useTheme();
  const turn = share(answered, answered + missing) * 360;
  return (
    <Box sx={{ height: 160, display: 'grid', placeItems: 'center' }}>
      <Box
        sx={{
          width: 140,
          height: 140,
          borderRadius: '50%',
          background: `conic-gradient(${theme.palette.primary.main} 0deg ${turn}deg, ${theme.palette.grey[300]} ${turn}deg 360deg)`,
          // the hole: 48 px of the 70 px radius
          mask: 'radial-gradient(circle, transparent 47.5px, #000 48px)',
        }}
      />
    </Box>
  );
}
