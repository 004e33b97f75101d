// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { nav } from '@ferieplan/texts';
import { FIRST_FRAME_ATTRIBUTE, handOverWhenPageShows, paintFirstFrame } from './paint-first-frame.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(): HTMLElement {
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintFirstFrame', () => {
  it('paints the navbar and the heading before the hidden root', () => {
    const root = setUp();
    const frame = paintFirstFrame(
      root,
      { page: 'organizations', title: 'Dine organisasjoner' },
      '/organizations',
    );
    expect(root.hidden).toBe(true);
    expect(frame.nextElementSibling).toBe(root);
    expect(frame.getAttribute(FIRST_FRAME_ATTRIBUTE)).toBe('organizations');
    expect(frame.querySelector('h1')?.textContent).toBe('Dine organisasjoner');
    expect(frame.querySelector('nav')?.getAttribute('aria-label')).toBe(nav.mainNavigation);
    const current = frame.querySelector('a[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/organizations');
    // No sign-out button: a press on it before the app runs would be lost.
    expect(frame.querySelector('button')).toBeNull();
  });

  it("paints the admin dashboard's header: eyebrow, name, subtitle", () => {
    const root = setUp();
    const frame = paintFirstFrame(
      root,
      { page: 'admindashboard', title: 'Fjordkraft AS', eyebrow: 'Panel', subtitle: 'Under' },
      '/admindashboard',
    );
    expect([...frame.querySelectorAll('main > div > *')].map((node) => node.textContent)).toEqual([
      'Panel',
      'Fjordkraft AS',
      'Under',
    ]);
  });
});

describe('handOverWhenPageShows', () => {
  it('keeps the frame until the page shows its heading, then shows the root in its place', async () => {
    const root = setUp();
    const frame = paintFirstFrame(root, { page: 'organizations', title: 'T' }, window.location.pathname);
    handOverWhenPageShows(root, frame, window.location.pathname);
    root.innerHTML = '<main aria-busy="true"><nav></nav></main>';
    await flush();
    expect(frame.isConnected).toBe(true);
    expect(root.hidden).toBe(true);
    root.querySelector('main')!.innerHTML = '<h1>T</h1>';
    await flush();
    expect(frame.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
  });

  it('hands over to an alert, and when the app went elsewhere', async () => {
    const root = setUp();
    const alerted = paintFirstFrame(root, { page: 'organizations', title: 'T' }, window.location.pathname);
    handOverWhenPageShows(root, alerted, window.location.pathname);
    root.innerHTML = '<p role="alert">Feil</p>';
    await flush();
    expect(alerted.isConnected).toBe(false);

    root.innerHTML = '';
    const moved = paintFirstFrame(root, { page: 'organizations', title: 'T' }, '/organizations');
    handOverWhenPageShows(root, moved, '/organizations'); // jsdom's location is another path
    root.innerHTML = '<form></form>';
    await flush();
    expect(moved.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
  });
});
