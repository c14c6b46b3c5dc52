import { expect, test } from '@playwright/test';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

test('an email piece goes from the editor straight to its recipients; the cross-sell wizard addresses open its steps', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  await page.goto('/personalization/select-channel?programType=CrossSell&productType=Home');
  await page.getByRole('link', { name: /^Email/ }).click();
  await expect(page).toHaveURL(/\/personalization\/select-asset\/email/);
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await answerSavedItemQuestion(page);
  // Step 1's way back is the asset selection it came from (searchType=asset).
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
    'href',
    /^\/personalization\/select-asset\?programType=CrossSell&productType=Home&channelType=2&isMultiChannel=false$/,
  );
  await personalizeAndApprove(page);

  // The return page sends an email piece (not multi-channel) on to step 2, with the document it stored.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^/?]+\?docId=[^&]+$/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(
    page.getByRole('heading', { name: 'Would you like to send to all Policyholders?' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/email-step-2-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Step 3 says when an email goes; one send date.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${orderStateId}$`));
  await expect(page.getByText('Your email is sent 1 week after the date you choose.')).toBeVisible();
  await page.getByLabel('All policyholders at one time').check();
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  await expect(page.getByRole('table', { name: 'Mail Frequency Summary' }).locator('tbody tr')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));

  // The cross-sell wizard's addresses open the same steps of this order state.
  await page.goto(`/cross-sell/step-2?id=${orderStateId}`);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-2/${orderStateId}$`));
  await expect(
    page.getByRole('heading', { name: 'Would you like to send to all Policyholders?' }),
  ).toBeVisible();
  await page.goto(`/cross-sell/select-multiple-drops?id=${orderStateId}`);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${orderStateId}\\?drops=multiple$`));
  await expect(page.getByLabel('Over several dates')).toBeChecked();
  await expect(page.getByLabel('Number of mailings')).toBeVisible();
  await page.screenshot({
    path: 'test-results/e2e-shots/cross-sell-select-multiple-drops-1366.png',
    fullPage: true,
  });
  await page.goto(`/cross-sell/step-4?id=${orderStateId}`);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  await expect(page.getByRole('table', { name: 'Summary' }).locator('tbody tr')).toHaveCount(1);
  await page.goto('/cross-sell/step-1?id=not-an-order-state-of-yours');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // Without an order state the wizard starts a do-it-yourself cross-sell letter.
  await page.goto('/cross-sell/step-1');
  await expect(page).toHaveURL(/\/personalization\/select-asset\?programType=CrossSell&channelType=1/);
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
});
