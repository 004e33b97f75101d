import { describe, expect, it } from 'vitest';
import { adaptiveCard, requestText } from './chat-messages.js';

const facts = (kind?: string) => ({
  requestId: 'r1',
  memberName: 'Kari Nordmann',
  details: { startDate: '2026-07-06', endDate: '2026-07-10', days: 5, kind } as never,
});

describe('chat messages', () => {
  it('names Ferie and other kinds, but a sick kind only as Fravær', () => {
    expect(requestText('submitted', facts())).toContain('Kari Nordmann har søkt om ferie');
    expect(requestText('approved', facts('Avspasering'))).toMatch(
      /^Avspasering for Kari Nordmann .* er godkjent\.$/,
    );
    const sick = requestText('submitted', facts('Sykmelding'));
    expect(sick).toContain('fravær');
    expect(sick).not.toMatch(/syk/i);
  });

  it('makes an Adaptive Card with a button that opens Ferieplan', () => {
    const card = adaptiveCard('Tekst', 'https://app.example/admindashboard') as {
      attachments: { content: { actions: { url: string; title: string }[] } }[];
    };
    expect(card.attachments[0].content.actions[0]).toMatchObject({
      title: 'Åpne i Ferieplan',
      url: 'https://app.example/admindashboard',
    });
  });
});
