import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Organization } from '@ferieplan/contracts';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import PlanningTab from './PlanningTab.js';

const render = (plan: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PlanningTab
        organization={{ id: 'o', name: 'Fjord AS', orgnr: null, plan } as Organization}
        teams={[]}
        onUpgrade={() => {}}
      />
    </QueryClientProvider>,
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
});
