import type { ReportChart } from '@msc/shared/model/report-data';
import { formatCount } from '@msc/shared/rules/formatting';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatFigure } from './figure-format';

/** A colour-blind-safe palette (Okabe–Ito), in series order. */
const COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

const compactUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(
    cents / 100,
  );

/** One chart of a report, drawn with Recharts; the same rows are the chart's table. */
export function FigureChart({ chart }: { chart: ReportChart }) {
  const format = chart.series[0]?.format ?? 'count';
  const tick = (value: number) => (format === 'cents' ? compactUsd(value) : formatCount(value));
  const tooltip = (value: unknown) => formatFigure(Number(value), format);
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey={chart.xKey} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={64} allowDecimals={false} />
      {/* The series' names in the tooltip in the text colour: the palette's orange and yellow on white fail
          contrast (axe on a hovered chart); the legend's swatches tell the series apart. */}
      <Tooltip formatter={tooltip} itemStyle={{ color: '#0f172a' }} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  return (
    <div className="h-72 w-full" role="img" aria-label={`${chart.title} chart`}>
      <ResponsiveContainer width="100%" height="100%">
        {chart.kind === 'line' ? (
          <LineChart data={chart.rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            {common}
            {chart.series.map((series, index) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={series.label}
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={chart.rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            {common}
            {chart.series.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                fill={COLORS[index % COLORS.length]}
                stackId={chart.kind === 'stacked-bar' ? 'stack' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
