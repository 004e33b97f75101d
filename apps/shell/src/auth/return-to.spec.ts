import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnTo, rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to.js';

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});
beforeEach(() => store.clear());

describe('takeReturnTo', () => {
  it('goes to /organizations by default', () => {
    expect(takeReturnTo(null)).toBe('/organizations');
  });
  it('prefers the location carried in router state', () => {
    rememberReturnTo({ pathname: '/dashboard' });
    expect(takeReturnTo({ from: { pathname: '/admindashboard', search: '?tab=team' } })).toBe(
      '/admindashboard?tab=team',
    );
  });
  it('falls back to the remembered location once', () => {
    rememberReturnTo({ pathname: '/dashboard', search: '?x=1' });
    expect(takeReturnTo(undefined)).toBe('/dashboard?x=1');
    expect(takeReturnTo(undefined)).toBe('/organizations');
  });
});

describe('safeReturnPath', () => {
  it('rejects other origins and the sign-in pages themselves', () => {
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/organizations')).toBe('/organizations');
  });
});

describe('forgetReturnTo', () => {
  it('drops the remembered location, so the next sign-in goes to /organizations', () => {
    rememberReturnTo({ pathname: '/admindashboard', search: '?tab=settings' });
    forgetReturnTo();
    expect(takeReturnTo(null)).toBe('/organizations');
  });
});
