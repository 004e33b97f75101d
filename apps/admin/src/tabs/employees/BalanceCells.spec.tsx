import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Employee, YearBalance } from '@ferieplan/contracts';
import { adminBalances as texts } from '@ferieplan/texts';
import { BalanceCells } from './BalanceCells.js';

const balance: YearBalance = {
  totalDays: 33,
  usedDays: 5,
  plannedDays: 3,
  remainingDays: 28,
  yearlyDays: 25,
  seniorDays: 5,
  transferredDays: 3,
  transferredOutDays: 0,
};

const employee = (yearlyBalance: Record<string, YearBalance>): Employee => ({
  id: 'u',
  name: 'Kari',
  email: 'kari@example.no',
  isAdmin: false,
  teamId: null,
  organizationId: 'o',
  yearlyDays: 25,
  birthYear: 1966,
  employeeNumber: null,
  yearlyBalance,
});

const cells = (html: string) => [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1]!);

describe('BalanceCells', () => {
  it("shows the server's entitlement, used, planned and remaining, and what the entitlement adds", () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <tr>
            <BalanceCells employee={employee({ 2026: balance })} year={2026} />
          </tr>
        </tbody>
      </table>,
    );
    const [entitlement, used, planned, remaining] = cells(html);
    expect(entitlement).toMatch(/^33/);
    expect(entitlement).toContain(texts.seniorDays(5));
    expect(entitlement).toContain(`${texts.transferredFrom(2025)}: 3`);
    expect([used, planned, remaining]).toEqual(['5', '3', '28']);
  });

  it('half days with a decimal comma', () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <tr>
            <BalanceCells
              employee={employee({
                2026: { ...balance, usedDays: 9.5, plannedDays: 0.5, remainingDays: 23 },
              })}
              year={2026}
            />
          </tr>
        </tbody>
      </table>,
    );
    expect(cells(html).slice(1)).toEqual(['9,5', '0,5', '23']);
  });

  it('a year without a balance shows the yearly days untouched', () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <tr>
            <BalanceCells employee={employee({})} year={2026} />
          </tr>
        </tbody>
      </table>,
    );
    expect(cells(html)).toEqual(['25', '0', '0', '25']);
  });
});
