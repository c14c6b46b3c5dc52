import { expect, type Page, test } from '@playwright/test';
import { emptyCart } from './cart';
import { signIn } from './sign-in';

/** Step 1 with the prefilled form: Preview PDF, the three approvals, Next. */
async function personalizeAndApprove(page: Page) {
  await expect(page).toHaveURL(/\/personalization\/step-1\//);
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('I approve the final PDF.').check();
  await page.getByLabel('I accept the terms and conditions.').check();
  await page.getByLabel('I certify that this piece will not be used in Massachusetts.').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('multi-channel: a letter to every eligible policyholder, then its follow-up email, reviewed together and added to the cart', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'owner@demo.local');
  await emptyCart(page);

  await page.goto('/personalization/select-channel?programType=CrossSell&productType=Home');
  await page.getByRole('link', { name: /^Multi-Channel/ }).click();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  const question = page.getByRole('heading', { name: 'Would you like to use the previously saved item?' });
  const stepOne = page.getByRole('heading', { name: 'Personalize', level: 1 });
  await expect(question.or(stepOne)).toBeVisible({ timeout: 15_000 });
  if (await question.isVisible()) await page.getByRole('button', { name: 'No', exact: true }).click();
  await personalizeAndApprove(page);

  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/personalization\/step-3\//);
  await page.getByLabel('All policyholders at one time').check();
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  await expect(page.getByRole('table', { name: 'Mail Frequency Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The email asset selection, then the email's own step 1; its return goes to the multi-channel review.
  await expect(page).toHaveURL(/\/personalization\/select-asset\/email\?.*parentId=/);
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(/\/personalization\/step-4-multi-channel\/\?parentId=/);
  await expect(page.getByRole('heading', { name: 'Review Multi-Channel Order', level: 1 })).toBeVisible();
  const directMail = page.getByRole('region', { name: 'Direct Mail' });
  const email = page.getByRole('region', { name: 'Email' });
  await expect(directMail.getByRole('table', { name: 'Summary' }).locator('tbody tr')).toHaveCount(1);
  await expect(email.getByRole('table', { name: 'Summary' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText(/^Combined total: \$[\d,]+\.\d\d$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/multi-channel-review-1366.png', fullPage: true });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/\d[\d,]* recipients/)).toHaveCount(2);
});
