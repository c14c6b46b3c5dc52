import { expect, type Page } from '@playwright/test';

/**
 * The questions before step 1: an owner master starting an express-enabled asset is asked about express
 * ordering first (answered No: the single-agency order these journeys follow); an earlier saved item of
 * the asset is answered with `answer`; otherwise step 1 opens at once.
 */
export async function answerSavedItemQuestion(page: Page, answer: 'Yes' | 'No' = 'No') {
  const express = page.getByRole('heading', {
    name: 'Would you like to place one order for yourself and the sub codes you have access to?',
  });
  const question = page.getByRole('heading', { name: 'Would you like to use the previously saved item?' });
  const stepOne = page.getByRole('heading', { name: 'Personalize', level: 1 });
  await expect(express.or(question).or(stepOne)).toBeVisible({ timeout: 15_000 });
  if (await express.isVisible()) {
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(question.or(stepOne)).toBeVisible({ timeout: 15_000 });
  }
  if (await question.isVisible()) await page.getByRole('button', { name: answer, exact: true }).click();
}

/** Step 1 with the prefilled form: Preview PDF, the three approvals, Next. */
export async function personalizeAndApprove(page: Page) {
  await expect(page).toHaveURL(/\/personalization\/step-1\//);
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 20_000 });
  await approveAndContinue(page);
}

/** The three approvals of step 1, then Next. */
export async function approveAndContinue(page: Page) {
  await page.getByLabel('I approve the final PDF.').check();
  await page.getByLabel('I accept the terms and conditions.').check();
  await page.getByLabel('I certify that this piece will not be used in Massachusetts.').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}
