import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SummerMember, SummerOverview } from '@ferieplan/contracts';
import { formatLongDate } from '@ferieplan/texts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { SummerView } from './SummerView.js';

const member = (
  name: string,
  approvedDays: number,
  pendingDays: number,
  applied: boolean | null,
): SummerMember => ({
  userId: name,
  name,
  email: `${name.toLowerCase()}@example.no`,
  teamId: null,
  approvedDays,
  pendingDays,
  plannedDays: approvedDays + pendingDays,
  reached: approvedDays + pendingDays >= 15,
  appliedByDeadline: applied,
});

const overview = (deadline: string | null, members: SummerMember[]): SummerOverview => ({
  year: 2026,
  requiredDays: 15,
  window: { from: '2026-06-01', to: '2026-09-30' },
  deadline,
  members,
});

describe('SummerView', () => {
  it('lists members in the order the server sorted them (below 15 first) with what they miss', () => {
    const html = renderToStaticMarkup(
      <SummerView
        overview={overview('2026-04-01', [member('Per', 5, 0, false), member('Kari', 10, 5, true)])}
      />,
    );
    expect(html).toContain(texts.summerTitle(2026));
    expect(html.indexOf('Per')).toBeLessThan(html.indexOf('Kari'));
    expect(html).toContain(texts.missing(10));
    expect(html).toContain(texts.reached);
  });

  it('names who has not applied by the deadline', () => {
    const html = renderToStaticMarkup(
      <SummerView
        overview={overview('2026-04-01', [member('Per', 0, 0, false), member('Kari', 15, 0, true)])}
      />,
    );
    expect(html).toContain(texts.deadline(formatLongDate('2026-04-01')));
    const late = html.slice(html.indexOf(texts.notAppliedTitle));
    expect(late).toContain('Per (per@example.no)');
    expect(late).not.toContain('Kari');
  });

  it('without a deadline it says how to set one', () => {
    const html = renderToStaticMarkup(<SummerView overview={overview(null, [member('Per', 0, 0, null)])} />);
    expect(html).toContain(texts.noDeadline);
  });
});
