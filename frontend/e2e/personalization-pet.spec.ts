import { expect, test } from '@playwright/test';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

test('a pet insurance email: the pet list on step 2, then straight to the review (one weekly drop) and the cart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  await page.goto('/personalization/select-channel?programType=PetInsurance&productType=Pet%20Insurance');
  await page.getByRole('link', { name: /^Email/ }).click();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await answerSavedItemQuestion(page);
  await personalizeAndApprove(page);

  // Step 2 of an email piece: the three-step bar and the pet list.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^/?]+/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['✓Personalize (done)', '2Select Mail List', '3Review']);
  await expect(page.getByText(/^Your pet insurance list:/)).toBeVisible();
  const available = page.getByText(/^[\d,]+ policyholders available$/);
  const count = ((await available.textContent()) ?? '').replace(/ policyholders available$/, '');
  expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/e2e-shots/pet-step-2-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  await expect(page.getByText('Total Price')).toBeVisible();
  await expect(page.getByText('One time')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`${count} recipients`)).toBeVisible();
});
