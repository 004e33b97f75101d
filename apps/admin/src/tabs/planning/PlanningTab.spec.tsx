import { describe, expect, it } from 'vitest';
import type { Organization } from '@ferieplan/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { planningQueries } from '@ferieplan/api-client';
import { renderWithClient } from '@ferieplan/ui/testing';
import { common } from '@ferieplan/texts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import PlanningTab from './PlanningTab.js';

const render = (plan: string, cached: ReadonlyArray<readonly [QueryKey, unknown]> = []) =>
  renderWithClient(
    <PlanningTab
      organization={{ id: 'o', name: 'Fjord AS', orgnr: null, plan } as Organization}
      teams={[]}
      onUpgrade={() => {}}
    />,
    cached,
  );

describe('PlanningTab', () => {
  it("Starter: transfers (every plan), then what Pro gives and 'Oppgrader til Pro' instead of the Pro parts", () => {
    const html = render('Starter');
    expect(html).toContain(texts.transfersHeading);
    expect(html).toContain(`>${texts.upgradeButton}</button>`);
    expect(html).not.toContain(texts.feedsTitle);
  });

  it('Pro: calendar feeds, no upgrade notice', () => {
    const html = render('Pro');
    expect(html).toContain(texts.feedsTitle);
    expect(html).not.toContain(texts.upgradeButton);
  });

  it("Pro: this year's hovedferie with the year choice of the other tabs ('Forrige år' / 'Neste år')", () => {
    const year = new Date().getFullYear();
    const html = render('Pro', [
      [
        planningQueries.summer('o', year).queryKey,
        {
          year,
          requiredDays: 15,
          window: { from: `${year}-06-01`, to: `${year}-09-30` },
          deadline: null,
          members: [],
        },
      ],
    ]);
    expect(html).toContain(texts.summerTitle(year));
    expect(html).toContain(`aria-label="${common.year}"`);
    expect(html).toContain(common.previousYear);
    expect(html).toContain(common.nextYear);
  });
});
