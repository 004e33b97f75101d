import { describe, expect, it } from 'vitest';
import type { Team } from '@ferieplan/contracts';
import { adminMinimumStaffing as texts, adminSettings } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { TeamModal } from './TeamModal.js';

const team: Team = { id: 't', name: 'Drift', organizationId: 'o', members: [], minimumStaffing: 2 };

const render = (pro: boolean) =>
  renderWithClient(
    <TeamModal
      organizationId="o"
      team={team}
      pro={pro}
      onClose={() => {}}
      onSaved={() => {}}
      onUpgrade={() => {}}
    />,
  );

const minimumInput = (html: string) => {
  const id = new RegExp(`<label for="([^"]+)">${texts.label.replace(/[()]/g, '\\$&')}</label>`).exec(
    html,
  )![1];
  return new RegExp(`<input id="${id}"[^>]*>`).exec(html)![0];
};

describe("TeamModal's 'Minst {n} på jobb'", () => {
  it('Pro: the minimum is editable and shows the current value', () => {
    const html = render(true);
    const input = minimumInput(html);
    expect(input).toContain('value="2"');
    expect(input).not.toContain('disabled');
    expect(html).toContain(texts.hint);
    expect(html).not.toContain(adminSettings.upgradeButton);
  });

  it("Starter: locked, says it is Pro, and offers 'Oppgrader til Pro'", () => {
    const html = render(false);
    expect(minimumInput(html)).toContain('disabled');
    expect(html).toContain(texts.pro);
    expect(html).toContain(`>${adminSettings.upgradeButton}</button>`);
  });
});
