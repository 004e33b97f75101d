import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';

vi.mock('./styles.js', () => ({}));
import { YearSelector } from './YearSelector.js';
import { StatusBadge, vacationStatusTone } from './StatusBadge.js';

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*?(disabled="")?[^>]*>(.*?)<\/button>/g)].map((m) => ({
    disabled: m[0].includes('disabled'),
    text: m[2]!.replace(/<[^>]+>/g, '').trim(),
  }));

describe('YearSelector', () => {
  it('disables Forrige år at the lower bound only', () => {
    const html = renderToStaticMarkup(
      <YearSelector year={2025} currentYear={2026} onChange={() => undefined} />,
    );
    expect(buttons(html)).toEqual([
      { disabled: true, text: '‹ Forrige år' },
      { disabled: false, text: 'Neste år ›' },
    ]);
    expect(html).toContain('2025');
  });
  it('disables Neste år at the upper bound only', () => {
    const html = renderToStaticMarkup(
      <YearSelector year={2027} currentYear={2026} onChange={() => undefined} />,
    );
    expect(buttons(html).map((b) => b.disabled)).toEqual([false, true]);
  });
  it('enables both in the current year', () => {
    const html = renderToStaticMarkup(
      <YearSelector year={2026} currentYear={2026} onChange={() => undefined} />,
    );
    expect(buttons(html).map((b) => b.disabled)).toEqual([false, false]);
  });
});

describe('StatusBadge', () => {
  it('maps vacation statuses to tones in any casing', () => {
    expect(vacationStatusTone('APPROVED')).toBe('success');
    expect(vacationStatusTone('Rejected')).toBe('danger');
    expect(vacationStatusTone('Pending')).toBe('warning');
    expect(renderToStaticMarkup(<StatusBadge tone="success">Godkjent</StatusBadge>)).toBe(
      '<span class="fp-badge fp-badge--success">Godkjent</span>',
    );
  });
});
