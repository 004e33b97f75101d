import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_TEAM_NAME_LENGTH } from '@ferieplan/contracts';
import { adminSettings, adminTeams } from '@ferieplan/texts';
import { NameField } from './NameField.js';

const input = (html: string) => /<input[^>]*>/.exec(html)![0];
const noop = () => {};

describe('NameField', () => {
  it("is required and stops typing at the API's limit for a person's or organisation's name", () => {
    const html = renderToStaticMarkup(
      <NameField
        label={adminSettings.nameLabel}
        error={null}
        value="Fjord AS"
        onValue={noop}
        disabled={false}
      />,
    );
    expect(html).toContain(adminSettings.nameLabel);
    expect(input(html)).toContain('required=""');
    expect(input(html)).toContain(`maxLength="${MAX_NAME_LENGTH}"`);
    expect(input(html)).toContain('value="Fjord AS"');
  });

  it("takes a team's shorter limit and shows the error", () => {
    const html = renderToStaticMarkup(
      <NameField
        label={adminTeams.nameLabel}
        error={adminTeams.nameRequired}
        maxLength={MAX_TEAM_NAME_LENGTH}
        value=""
        onValue={noop}
        disabled
      />,
    );
    expect(input(html)).toContain(`maxLength="${MAX_TEAM_NAME_LENGTH}"`);
    expect(input(html)).toContain('disabled=""');
    expect(input(html)).toContain('aria-invalid="true"');
    expect(html).toContain(adminTeams.nameRequired);
  });
});
