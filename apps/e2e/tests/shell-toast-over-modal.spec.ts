// Toasts raised while a modal dialog is open are drawn above it (the toast area joins the top layer).
import { common, organizations } from '@ferieplan/texts';
import { expect, signInThroughUi, test } from '../support/fixtures.js';
import { toast } from '../support/shell-helpers.js';

test('a toast shown while a modal is open is on top of it', async ({ page, newUser }) => {
  await page.clock.install();
  const user = await newUser();
  await signInThroughUi(page, user);
  await page.getByRole('button', { name: organizations.createCard }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // Raise a toast while the dialog is open: token refreshes fail (network), so the session-expiry
  // warning appears while the user stays signed in and the dialog stays open.
  await page.route('**/securetoken.googleapis.com/**', (route) => route.abort());
  await page.clock.fastForward('01:00:00');
  const warning = toast(page, common.sessionExpiring);
  await expect(warning).toBeVisible();
  await page.clock.runFor(1000); // lets the toast's entrance (timer driven) run under the fake clock
  // Hit-testing cannot tell (a modal dialog makes everything else inert), so read the pixels: the toast's
  // white padding must not be dimmed by the dialog's backdrop (polled: the toast slides and fades in).
  const viewport = page.viewportSize()!;
  const toastPixel = async () => {
    const box = await warning.boundingBox();
    // While it slides in from above, the toast is partly outside the viewport: poll again.
    const inside =
      box &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height;
    if (!box || !inside) return 0;
    const shot = await page.screenshot({
      clip: { x: box.x + box.width - 6, y: box.y + box.height / 2, width: 2, height: 2 },
    });
    const rgb = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
    }, shot.toString('base64'));
    return Math.min(...rgb);
  };
  await expect.poll(toastPixel, { message: 'darkest channel of the toast padding' }).toBeGreaterThan(235);
  await expect(page.getByRole('dialog')).toBeVisible();
});
