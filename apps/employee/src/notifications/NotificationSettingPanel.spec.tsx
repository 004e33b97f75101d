// The notification panel as the server's setting decides it: a switch on Pro, the Pro note on Starter.
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notificationQueries } from '@ferieplan/api-client';
import type { NotificationSetting } from '@ferieplan/contracts';
import { notificationSettings as texts } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { NotificationSettingPanel } from './NotificationSettingPanel.js';

function render(setting: NotificationSetting) {
  return renderWithClient(
    <MemoryRouter>
      <NotificationSettingPanel organizationId="o" />
    </MemoryRouter>,
    [[notificationQueries.setting('o').queryKey, setting]],
  );
}

describe('NotificationSettingPanel', () => {
  it('Pro: a labelled switch showing the stored choice', () => {
    const on = render({ enabled: true, available: true });
    const id = new RegExp(`<label for="([^"]+)">${texts.label}</label>`).exec(on)?.[1];
    expect(id).toBeTruthy();
    expect(on).toMatch(new RegExp(`<input id="${id}" type="checkbox" checked=""`));
    expect(render({ enabled: false, available: true })).not.toContain('checked=""');
    expect(on).not.toContain(texts.upgrade);
  });

  it('Starter: no switch, says notifications belong to Pro and offers the upgrade', () => {
    const html = render({ enabled: true, available: false });
    expect(html).not.toContain('type="checkbox"');
    expect(html).toContain(texts.proOnly);
    expect(html).toContain(`href="/pricing"`);
    expect(html).toContain(texts.upgrade);
  });
});
