import { useId } from 'react';
import type { MonthAbsence } from '@ferieplan/contracts';
import { monthNames, reports } from '@ferieplan/texts';

const WIDTH = 720;
const HEIGHT = 240;
const AXIS = 28;
const TOP = 16;
const BAND = (WIDTH - AXIS) / 12;
const BAR = BAND * 0.34;

/** A round top for the scale: 1, 2, 5, 10, 20, 50... at or above the largest month. */
function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}

/**
 * Vacation days per month as bars (approved and planned side by side), hand-rolled SVG: no chart
 * library in the bundle. The picture is hidden from screen readers; the same numbers are a table.
 */
export function AbsenceChart({ year, months }: { year: number; months: MonthAbsence[] }) {
  const id = useId();
  const top = niceMaximum(Math.max(...months.map((m) => Math.max(m.approvedDays, m.plannedDays))));
  const height = (days: number) => ((HEIGHT - TOP - AXIS) * days) / top;
  const baseline = HEIGHT - AXIS;
  return (
    <figure className="reports-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="fp-row reports-chart__caption">
        {reports.absenceChartLabel(year)}
        <span className="reports-legend" aria-hidden="true">
          <span className="reports-legend__item reports-legend__item--approved">{reports.approved}</span>
          <span className="reports-legend__item reports-legend__item--planned">{reports.planned}</span>
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="reports-chart__svg"
        aria-hidden="true"
        focusable="false"
        data-testid="absence-chart"
      >
        <line x1={AXIS} x2={WIDTH} y1={baseline} y2={baseline} className="reports-chart__axis" />
        <text x={AXIS - 6} y={TOP + 4} textAnchor="end" className="reports-chart__tick">
          {top}
        </text>
        <text x={AXIS - 6} y={baseline} textAnchor="end" className="reports-chart__tick">
          0
        </text>
        {months.map((m, index) => {
          const x = AXIS + index * BAND + BAND * 0.14;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={baseline - height(m.approvedDays)}
                width={BAR}
                height={height(m.approvedDays)}
                className="reports-bar reports-bar--approved"
              >
                <title>{`${reports.monthShort[index]}: ${m.approvedDays} ${reports.approved.toLowerCase()}`}</title>
              </rect>
              <rect
                x={x + BAR}
                y={baseline - height(m.plannedDays)}
                width={BAR}
                height={height(m.plannedDays)}
                className="reports-bar reports-bar--planned"
              >
                <title>{`${reports.monthShort[index]}: ${m.plannedDays} ${reports.planned.toLowerCase()}`}</title>
              </rect>
              <text x={x + BAR} y={HEIGHT - 8} textAnchor="middle" className="reports-chart__tick">
                {reports.monthShort[index]}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="fp-visually-hidden">
        <caption>{reports.absenceTableCaption(year)}</caption>
        <thead>
          <tr>
            <th scope="col">{reports.month}</th>
            <th scope="col">{reports.approved}</th>
            <th scope="col">{reports.planned}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, index) => (
            <tr key={m.month}>
              <th scope="row">{monthNames[index]}</th>
              <td>{m.approvedDays}</td>
              <td>{m.plannedDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
