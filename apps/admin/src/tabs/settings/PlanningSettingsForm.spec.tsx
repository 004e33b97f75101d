import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlanningSettings } from '@ferieplan/contracts';
import { adminPlanningSettings as texts } from '@ferieplan/texts/planning-tab';
import { PlanningSettingsForm } from './PlanningSettingsForm.js';

const render = (settings: Partial<PlanningSettings>) =>
  renderToStaticMarkup(
    <PlanningSettingsForm
      settings={{
        organizationId: 'o',
        transferLimit: 10,
        summerRequestDeadline: '04-01',
        advancedPlanning: true,
        ...settings,
      }}
      busy={false}
      onSave={() => {}}
    />,
  );

const input = (html: string, label: string) => {
  const id = new RegExp(`<label for="([^"]+)">${label.replace(/[()]/g, '\\$&')}</label>`).exec(html)![1];
  return new RegExp(`<input id="${id}"[^>]*>`).exec(html)![0];
};

describe('PlanningSettingsForm', () => {
  it('shows the transfer limit and the deadline as dd.mm', () => {
    const html = render({});
    expect(html).toContain(texts.title);
    expect(input(html, texts.transferLimitLabel)).toContain('value="10"');
    const deadline = input(html, texts.deadlineLabel);
    expect(deadline).toContain('value="01.04"');
    expect(deadline).not.toContain('disabled');
    expect(html).toContain(texts.deadlineHint);
  });

  it('Starter: the transfer limit is editable, the deadline is locked and says it is Pro', () => {
    const html = render({ advancedPlanning: false, summerRequestDeadline: null });
    expect(input(html, texts.transferLimitLabel)).not.toContain('disabled');
    expect(input(html, texts.deadlineLabel)).toContain('disabled');
    expect(html).toContain(texts.deadlinePro);
  });
});
