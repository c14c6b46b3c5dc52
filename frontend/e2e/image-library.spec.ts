import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('image library: upload a PNG (thumbnail made by the server), rename it inline, delete it after the prompt', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/image-library');
  await expect(page.getByRole('heading', { name: 'My Image Library', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'My Image Library' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  // Every seeded thumbnail really loads (presigned storage URL, allowed by the CSP).
  await expect
    .poll(() =>
      cards
        .getByRole('img')
        .evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        ),
    )
    .toBe(12);

  // A file that is not PNG or JPEG is refused before anything is sent.
  await page.getByLabel('Upload Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Only PNG and JPEG images can be uploaded.')).toBeVisible();

  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'team-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Image has been uploaded.')).toBeVisible();
  // Newest first: the upload leads page 1.
  await expect(cards.first()).toContainText('team-photo');
  const uploaded = cards.first();
  await expect(uploaded.getByRole('img', { name: 'team-photo' })).toHaveJSProperty('naturalWidth', 480);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/image-library-1366.png`, fullPage: true });

  await uploaded.getByRole('button', { name: 'Rename team-photo' }).click();
  const name = page.getByLabel('Image name');
  await name.fill('');
  await expect(uploaded.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Team photo 2026');
  await page.keyboard.press('Escape');
  await expect(cards.filter({ hasText: 'team-photo' })).toHaveCount(1);
  await uploaded.getByRole('button', { name: 'Rename team-photo' }).click();
  await name.fill('Team photo 2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Image has been renamed.')).toBeVisible();
  const renamed = cards.first();
  await expect(renamed).toContainText('Team photo 2026');

  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/image-library-820.png`, fullPage: true });
  await renamed.getByRole('button', { name: 'Delete Team photo 2026' }).click();
  await expect(page.getByText('Are you sure you want to delete this image?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image has been deleted.')).toBeVisible();
  await expect(cards.filter({ hasText: 'Team photo 2026' })).toHaveCount(0);
});
