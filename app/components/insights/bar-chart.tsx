import type { ReactNode } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A bar chart drawn as SVG by the server (the page's HTML carries it; nothing needs JavaScript, and
 * it prints). Months as columns, or events and ballots as rows. Series are told apart by their fill
 * and a pattern (solid, stripes, dots, cross-hatch), shown in the legend too; each bar has a
 * <title> with its value, which a pointer shows. The same numbers are in the table beneath it.
 * The geometry is a few lines of arithmetic: no chart library in the page's JavaScript. The
 * page renders ChartPatterns once (a pattern is found by its id anywhere in the document).
 */
export type ChartSeries = { key: string; label: string; values: number[] };

const TONES = [
  "text-brand-600 dark:text-brand-100",
  "text-amber-700 dark:text-amber-300",
  "text-emerald-700 dark:text-emerald-300",
  "text-gray-600 dark:text-gray-300",
] as const;

/** Lines drawn in the page's background over a series' fill: the second and later series' patterns. */
const PATTERN = "chart-pattern";

/**
 * The patterns every chart's bars and legend fill with, once per page (a pattern is found by its
 * id anywhere in the document, so it may come after the charts): a page with charts renders it once.
 */
export function ChartPatterns() {
  const line = "stroke-white dark:stroke-gray-900";
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute" focusable="false">
      <defs>
        <pattern id={`${PATTERN}-1`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="2" className={line} />
        </pattern>
        <pattern id={`${PATTERN}-2`} width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.3" className="fill-white dark:fill-gray-900" />
        </pattern>
        <pattern id={`${PATTERN}-3`} width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 0L6 6M6 0L0 6" strokeWidth="1" className={line} />
        </pattern>
      </defs>
    </svg>
  );
}

function Bar({
  series,
  x,
  y,
  width,
  height,
  title,
}: {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
}) {
  if (width <= 0 || height <= 0) return null;
  const tone = series % TONES.length;
  return (
    <g className={TONES[tone]}>
      <title>{title}</title>
      <rect x={x} y={y} width={width} height={height} fill="currentColor" />
      {tone > 0 ? <rect x={x} y={y} width={width} height={height} fill={`url(#${PATTERN}-${tone})`} /> : null}
    </g>
  );
}

/** 1, 2 or 5 times a power of ten, so the axis reads in round steps. */
function niceStep(span: number, steps: number): number {
  const raw = span / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function scaleOf(values: number[], stacked: boolean, series: ChartSeries[]) {
  const totals = stacked ? values.map((_, index) => series.reduce((sum, one) => sum + Math.max(0, one.values[index] ?? 0), 0)) : values;
  const lows = stacked ? values.map((_, index) => series.reduce((sum, one) => sum + Math.min(0, one.values[index] ?? 0), 0)) : values;
  const max = Math.max(0, ...totals);
  const min = Math.min(0, ...lows);
  const step = niceStep(Math.max(max - min, 1), 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const bottom = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return { top, bottom, ticks };
}

export function BarChart({
  id,
  title,
  reading,
  categories,
  series,
  stacked = false,
  layout = "columns",
  format = (value: number) => String(value),
  table,
  csv,
}: {
  id: string;
  title: string;
  /** One line that reads the chart ("312 members, 14 more than at the start"). */
  reading: string;
  categories: string[];
  series: ChartSeries[];
  stacked?: boolean;
  layout?: "columns" | "rows";
  format?: (value: number) => string;
  /** The numbers as a table, shown under "Show the numbers". */
  table: ReactNode;
  /** The CSV download of this chart's numbers. */
  csv: string;
}) {
  const all = series.flatMap((one) => one.values);
  const { top, bottom, ticks } = scaleOf(all.length ? all : [0], stacked, series);
  const span = top - bottom || 1;
  const groups = Math.max(categories.length, 1);
  const empty = all.every((value) => value === 0);

  // Columns: months along the bottom. Rows: one band per event or ballot, its label on the left.
  const rows = layout === "rows";
  const band = rows ? 28 : 0;
  const width = 640;
  const height = rows ? 30 + groups * band : 240;
  const left = rows ? 180 : 44;
  const right = 12;
  const topPad = 10;
  const bottomPad = rows ? 20 : 34;
  const plotW = width - left - right;
  const plotH = height - topPad - bottomPad;
  const slot = (rows ? plotH : plotW) / groups;
  const barCount = stacked ? 1 : series.length;
  const thickness = Math.max(2, (slot * 0.7) / barCount);
  // Value to a length along the value axis, and the position of zero.
  const along = (value: number) => ((value - bottom) / span) * (rows ? plotW : plotH);
  const zero = along(0);

  const bars: ReactNode[] = [];
  categories.forEach((category, index) => {
    let up = 0;
    let down = 0;
    series.forEach((one, seriesIndex) => {
      const value = one.values[index] ?? 0;
      const start = stacked ? (value >= 0 ? up : down) : 0;
      const end = start + value;
      if (stacked) {
        if (value >= 0) up = end;
        else down = end;
      }
      const from = along(Math.min(start, end));
      const to = along(Math.max(start, end));
      const offset = slot * index + slot * 0.15 + (stacked ? 0 : thickness * seriesIndex);
      const label = `${category}, ${one.label}: ${format(value)}`;
      bars.push(
        rows ? (
          <Bar
            key={`${index}-${one.key}`}
            series={seriesIndex}
            x={left + from}
            y={topPad + offset}
            width={to - from}
            height={thickness}
            title={label}
          />
        ) : (
          <Bar
            key={`${index}-${one.key}`}
            series={seriesIndex}
            x={left + offset}
            y={topPad + plotH - to}
            width={thickness}
            height={to - from}
            title={label}
          />
        ),
      );
    });
  });

  // Month labels: every one when they fit, else every second or third.
  const every = rows ? 1 : Math.ceil(groups / 12);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      data-testid={`chart-${id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h3>
        <a href={csv} className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100" download>
          {m.admin_insights_csv()}
        </a>
      </div>
      <p id={`${id}-reading`} className="text-sm text-gray-700 dark:text-gray-200">
        {reading}
      </p>
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={m.admin_insights_legend()}>
          {series.map((one, index) => (
            <li key={one.key} className="flex items-center gap-2">
              <svg width="14" height="14" aria-hidden="true" className="shrink-0">
                <Bar series={index} x={0} y={0} width={14} height={14} title={one.label} />
              </svg>
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      {empty ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{m.admin_insights_nothing()}</p>
      ) : (
        // At least 36rem wide (labels near 10 px): on a phone the chart scrolls sideways instead of shrinking them to 5 px.
        <ScrollRegion label={title}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
            className="h-auto w-full min-w-[36rem] text-gray-700 dark:text-gray-200"
          >
            <title id={`${id}-svg-title`}>{title}</title>
            <desc id={`${id}-svg-desc`}>{reading}</desc>
            {ticks.map((tick) => {
              const at = along(tick);
              return rows ? (
                <g key={tick}>
                  <line x1={left + at} x2={left + at} y1={topPad} y2={topPad + plotH} className="stroke-gray-200 dark:stroke-gray-700" />
                  <text x={left + at} y={height - 4} textAnchor="middle" fontSize="11" fill="currentColor">
                    {format(tick)}
                  </text>
                </g>
              ) : (
                <g key={tick}>
                  <line
                    x1={left}
                    x2={width - right}
                    y1={topPad + plotH - at}
                    y2={topPad + plotH - at}
                    className="stroke-gray-200 dark:stroke-gray-700"
                  />
                  <text x={left - 6} y={topPad + plotH - at + 4} textAnchor="end" fontSize="11" fill="currentColor">
                    {format(tick)}
                  </text>
                </g>
              );
            })}
            {bars}
            {rows ? (
              <line x1={left + zero} x2={left + zero} y1={topPad} y2={topPad + plotH} className="stroke-gray-500" />
            ) : (
              <line x1={left} x2={width - right} y1={topPad + plotH - zero} y2={topPad + plotH - zero} className="stroke-gray-500" />
            )}
            {categories.map((category, index) =>
              index % every === 0 ? (
                rows ? (
                  <text
                    key={category + index}
                    x={left - 6}
                    y={topPad + slot * index + slot / 2 + 4}
                    textAnchor="end"
                    fontSize="11"
                    fill="currentColor"
                  >
                    {category.length > 28 ? `${category.slice(0, 27)}…` : category}
                  </text>
                ) : (
                  <text
                    key={category + index}
                    x={left + slot * index + slot / 2}
                    y={height - bottomPad + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="currentColor"
                  >
                    {category}
                  </text>
                )
              ) : null,
            )}
          </svg>
        </ScrollRegion>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-600 dark:text-brand-100">{m.admin_insights_show_numbers()}</summary>
        <ScrollRegion label={m.admin_insights_numbers_of({ title })} className="mt-2">
          {table}
        </ScrollRegion>
      </details>
    </figure>
  );
}

/** The numbers under a chart: a plain table, its first column the month (or event), then one column per figure. */
export function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={`py-1 pr-3 ${index > 0 ? "text-right" : ""}`}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex} className="border-b border-gray-100 dark:border-gray-800">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1 pr-3 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-1 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
