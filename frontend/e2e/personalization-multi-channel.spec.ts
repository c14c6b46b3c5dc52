import { expect, test } from '@playwright/test';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

test('multi-channel: a letter to every eligible policyholder, then its follow-up email, reviewed together and added to the cart', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  await page.goto('/personalization/select-channel?programType=CrossSell&productType=Home');
  await page.getByRole('link', { name: /^Multi-Channel/ }).click();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await answerSavedItemQuestion(page);
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
  // Both pieces named, as the agent reads them before adding them.
  await expect(directMail.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(email.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(page.getByText(/^Combined total: \$[\d,]+\.\d\d$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/multi-channel-review-1366.png', fullPage: true });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/\d[\d,]* recipients/)).toHaveCount(2);
});
