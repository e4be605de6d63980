/**
 * The Overview's charts: plain SVG drawn in the server's HTML (no chart library, no script), each
 * named for screen readers by its <title> and paired with a table holding the same numbers.
 */
import type { ReactNode } from "react";

/** One fill per form, in the order of the legend (the colours only tell forms apart; the table says the same). */
const seriesFills = [
  "fill-sky-600",
  "fill-amber-500",
  "fill-emerald-600",
  "fill-rose-500",
  "fill-violet-600",
  "fill-slate-500",
  "fill-lime-600",
  "fill-cyan-800",
];
export const seriesFill = (index: number) => seriesFills[index % seriesFills.length] ?? "fill-slate-500";

export interface StackedColumn {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

/** Columns stacked by series: leads per week stacked by form. */
export function StackedColumns({ id, title, columns }: { id: string; title: string; columns: StackedColumn[] }) {
  const width = 600;
  const height = 220;
  const base = height - 24;
  const slot = width / Math.max(columns.length, 1);
  const highest = Math.max(1, ...columns.map((column) => column.values.reduce((sum, value) => sum + value, 0)));
  const scale = (base - 8) / highest;
  return (
    // Below 36rem the chart keeps that width and scrolls sideways in its own box, so its 10-unit
    // labels stay near their size instead of shrinking to unreadable on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
      <svg role="img" aria-labelledby={`${id}-title`} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full min-w-[36rem]" data-chart={id}>
        <title id={`${id}-title`}>{title}</title>
        <line x1="0" x2={width} y1={base} y2={base} className="stroke-slate-300" />
        {columns.map((column, index) => {
          let top = base;
          return (
            <g key={column.label}>
              {column.values.map((value, series) => {
                const barHeight = value * scale;
                top -= barHeight;
                return value > 0 ? <rect key={series} x={index * slot + 4} y={top} width={slot - 8} height={barHeight} className={seriesFill(series)} /> : null;
              })}
              <text x={index * slot + slot / 2} y={height - 8} textAnchor="middle" className="fill-slate-600 text-[12px]">
                {column.label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

export interface Bar {
  label: string;
  value: number;
}

/** Horizontal bars: the sources, and the funnel's stages. */
export function HorizontalBars({ id, title, bars }: { id: string; title: string; bars: Bar[] }) {
  const width = 600;
  const rowHeight = 26;
  const labelWidth = 200;
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const scale = (width - labelWidth - 60) / highest;
  return (
    <svg role="img" aria-labelledby={`${id}-title`} viewBox={`0 0 ${width} ${Math.max(bars.length, 1) * rowHeight}`} className="h-auto w-full" data-chart={id}>
      <title id={`${id}-title`}>{title}</title>
      {bars.map((bar, index) => (
        <g key={bar.label} transform={`translate(0 ${index * rowHeight})`}>
          <text x={labelWidth - 8} y={17} textAnchor="end" className="fill-slate-700 text-[12px]">
            {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
          </text>
          <rect x={labelWidth} y={4} width={Math.max(bar.value * scale, bar.value > 0 ? 2 : 0)} height={rowHeight - 8} className="fill-sky-600" />
          <text x={labelWidth + bar.value * scale + 6} y={17} className="fill-slate-700 text-[12px]">
            {bar.value}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * A chart and its data table side by side from lg, stacked below it; `isStacked` keeps a wide table
 * (a column per form) under its chart at every width, so it is not squeezed into half the card.
 */
export function ChartWithTable({ heading, chart, table, isStacked = false }: { heading: string; chart: ReactNode; table: ReactNode; isStacked?: boolean }) {
  return (
    <section className="mt-6">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <div className={`mt-2 grid gap-4 ${isStacked ? "" : "lg:grid-cols-2"}`}>
        <div>{chart}</div>
        {/* A table wider than its column scrolls: keyboard users reach it, screen readers hear its name. */}
        <div
          role="region"
          aria-label={heading}
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {table}
        </div>
      </div>
    </section>
  );
}

/** A data table: a caption, a header row, and rows whose first cell heads the row. */
export function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <table className="min-w-full text-left text-sm text-slate-700">
      <caption className="mb-1 text-left text-sm text-slate-600">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="border-b border-slate-200 px-2 py-1 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], index) => (
          <tr key={index}>
            <th scope="row" className="border-b border-slate-100 px-2 py-1 font-normal">
              {first}
            </th>
            {rest.map((cell, column) => (
              <td key={column} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
