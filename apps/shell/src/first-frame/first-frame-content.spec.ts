import { describe, expect, it } from 'vitest';
import type { StoredSession } from '@ferieplan/auth-store';
import { admin, employee, organizations } from '@ferieplan/texts';
import { firstFrameContent } from './first-frame-content.js';

const NOW = Date.UTC(2026, 10, 27, 12);
const session = (
  user: Partial<StoredSession['user']> = {},
  expiresAt = NOW + 30 * 60_000,
): StoredSession => ({
  user: { uid: 'u1', email: 'kari@example.no', displayName: 'Kari Nordmann', emailVerified: true, ...user },
  token: 'token',
  expiresAt,
});

describe('firstFrameContent', () => {
  it("paints /organizations' title for a stored session in use", () => {
    expect(firstFrameContent('/organizations', session(), NOW, null)).toEqual({
      page: 'organizations',
      title: organizations.title,
    });
  });

  it("greets by the stored user's name on /dashboard, as the dashboard does (display name, else e-mail)", () => {
    expect(firstFrameContent('/dashboard', session(), NOW, null)).toEqual({
      page: 'dashboard',
      title: employee.greeting('Kari Nordmann'),
      subtitle: employee.subtitle,
    });
    expect(firstFrameContent('/dashboard', session({ displayName: '  ' }), NOW, null)?.title).toBe(
      employee.greeting('kari@example.no'),
    );
    expect(
      firstFrameContent('/dashboard', session({ displayName: null, email: null }), NOW, null),
    ).toBeNull();
  });

  it("names the admin dashboard only by the selected organisation's remembered name", () => {
    expect(firstFrameContent('/admindashboard', session(), NOW, 'Fjordkraft AS')).toEqual({
      page: 'admindashboard',
      title: 'Fjordkraft AS',
      eyebrow: admin.panelTitle,
      subtitle: admin.subtitle,
    });
    expect(firstFrameContent('/admindashboard', session(), NOW, null)).toBeNull();
  });

  it('paints nothing signed out, with a token expired or due for refresh, or on another page', () => {
    expect(firstFrameContent('/organizations', null, NOW, null)).toBeNull();
    expect(firstFrameContent('/organizations', session({}, NOW - 1), NOW, null)).toBeNull();
    expect(firstFrameContent('/organizations', session({}, NOW + 4 * 60_000), NOW, null)).toBeNull();
    expect(firstFrameContent('/personvern', session(), NOW, 'Fjordkraft AS')).toBeNull();
  });
});
