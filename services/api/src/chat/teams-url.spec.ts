import { describe, expect, it } from 'vitest';
import { teamsUrlProblem } from './teams-url.js';

const config = { teamsExtraHosts: ['127.0.0.1:26060'] };

describe('Teams webhook URL', () => {
  it("accepts Microsoft's Workflows and incoming-webhook hosts over https", () => {
    expect(
      teamsUrlProblem(
        'https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x',
        config,
      ),
    ).toBeNull();
    expect(teamsUrlProblem('https://firma.webhook.office.com/webhookb2/abc', config)).toBeNull();
    expect(
      teamsUrlProblem('https://x.environment.api.powerplatform.com/powerautomate/abc', config),
    ).toBeNull();
  });

  it('refuses other hosts, http, look-alikes and credentials', () => {
    expect(teamsUrlProblem('https://evil.example/webhook.office.com', config)).toBe('host');
    expect(teamsUrlProblem('https://webhook.office.com.evil.example/x', config)).toBe('host');
    expect(teamsUrlProblem('http://firma.webhook.office.com/x', config)).toBe('invalid');
    expect(teamsUrlProblem('https://u:p@firma.webhook.office.com/x', config)).toBe('invalid');
    expect(teamsUrlProblem('ikke en adresse', config)).toBe('invalid');
  });

  it('lets the local fake through only when listed', () => {
    expect(teamsUrlProblem('http://127.0.0.1:26060/teams/hook', config)).toBeNull();
    expect(teamsUrlProblem('http://127.0.0.1:26061/teams/hook', config)).toBe('invalid');
  });
});
