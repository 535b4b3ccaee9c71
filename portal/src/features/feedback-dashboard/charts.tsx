// The dashboard's charts, drawn with recharts. Each chart is a <figure> with a visible title, a one-line
// text summary that screen readers read instead of the drawing (the SVG is aria-hidden), and the same
// numbers as a table behind a keyboard-reachable "Show as a table" disclosure.
import { setAutoFreeze } from 'immer';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
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

// recharts keeps each bar series' props, its <Cell> and <LabelList> children included, in its own store
// (a legend entry), and that store's immer deep-freezes what it is given. The portal renders with Preact
// (ADR 022), which writes its bookkeeping into those element objects when it renders them: frozen, they
// throw "Cannot assign to read only property". Freezing only guards against writes to the state outside
// a reducer; without it every chart draws the same. Set before any chart makes its store; the console's
// build (React) gets the same setting, harmlessly.
setAutoFreeze(false);

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
    <Card variant="outlined" component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ m: 0 }}>
      <CardContent>
        <Typography id={`${id}-title`} component="figcaption" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography id={`${id}-summary`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        {/* inert, not only aria-hidden: the chart library makes its drawing focusable, and a focusable
            element inside aria-hidden is announced as nothing (axe aria-hidden-focus) */}
        <Box aria-hidden inert sx={{ width: '100%' }}>
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

const axisTick = { fontSize: 12 };

/** Vertical bars, one per value of a scale (e.g. 1..10), with the count on top. */
export function ColumnChart({ rows, height = 200 }: { rows: ChartRow[]; height?: number }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ top: 20, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="label" tick={axisTick} interval={0} tickLine={false} />
        <YAxis allowDecimals={false} tick={axisTick} width={44} />
        <Bar dataKey="value" isAnimationActive={false} radius={[3, 3, 0, 0]}>
          {rows.map((r) => (
            <Cell key={r.label} fill={r.highlight ? theme.palette.primary.main : theme.palette.grey[500]} />
          ))}
          <LabelList dataKey="value" position="top" style={{ fontSize: 12, fill: theme.palette.text.primary }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars for labelled rows (learning outcomes, difficulty options), values on a fixed maximum. */
export function RowChart({ rows, max, labelWidth = 140 }: { rows: ChartRow[]; max?: number; labelWidth?: number }) {
  const theme = useTheme();
  const height = Math.max(120, rows.length * 40 + 20);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={theme.palette.divider} />
        <XAxis type="number" domain={[0, max ?? 'auto']} allowDecimals={max === undefined ? false : true} tick={axisTick} />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={axisTick} interval={0} />
        <Bar dataKey="value" isAnimationActive={false} fill={theme.palette.primary.main} radius={[0, 3, 3, 0]} barSize={20}>
          <LabelList dataKey="display" position="right" style={{ fontSize: 12, fill: theme.palette.text.primary }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The response rate as a ring: answered against not (yet) answered. */
export function RingChart({ answered, missing }: { answered: number; missing: number }) {
  const theme = useTheme();
  const data = [
    { name: 'answered', value: answered, fill: theme.palette.primary.main },
    { name: 'missing', value: missing, fill: theme.palette.grey[300] },
  ];
  return (
    <ResponsiveContainer width="100%" height={160}>
      <PieChart accessibilityLayer={false}>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius={48} outerRadius={70} startAngle={90} endAngle={-270} isAnimationActive={false} stroke="none" />
      </PieChart>
    </ResponsiveContainer>
  );
}
