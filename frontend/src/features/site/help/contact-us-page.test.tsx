import { api } from '@msc/shared/api';
import { helpTexts } from '@msc/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import ContactUsPage from './contact-us-page';

const fakeApi = installFakeApi();

beforeEach(() => {
  fakeApi.on(api.site.config, () => ({
    feedbackQuestions: [{ id: 'Q1', description: 'How easy was it to find what you needed?', type: 1 }],
    supportPhoneNumber: '800-555-0142',
    helpDeskPhoneNumber: '800-555-0199',
    links: { agentPortal: '/assets/site/agent-portal.html' },
    howToVideos: [],
  }));
});

describe('Contact Us', () => {
  it('shows the support numbers and the agent portal of the site configuration', async () => {
    renderWithProviders(<ContactUsPage />, { session: makeSession() });
    expect(await screen.findByRole('link', { name: '800-555-0142' })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(screen.getByRole('link', { name: '800-555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    expect(screen.getByRole('link', { name: /Agent Portal/ })).toHaveAttribute(
      'href',
      '/assets/site/agent-portal.html',
    );
  });

  it('says a number is not available when the configuration has none', async () => {
    fakeApi.on(api.site.config, () => ({ feedbackQuestions: [], links: {}, howToVideos: [] }));
    renderWithProviders(<ContactUsPage />, { session: makeSession() });
    expect(await screen.findAllByText(helpTexts.contactUs.noPhone)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Agent Portal/ })).not.toBeInTheDocument();
  });

  it('opens the Provide Feedback survey with the configured questions', async () => {
    renderWithProviders(<ContactUsPage />, { session: makeSession() });
    await userEvent.click(await screen.findByRole('button', { name: helpTexts.contactUs.provideFeedback }));
    expect(await screen.findByText('How easy was it to find what you needed?')).toBeInTheDocument();
  });
});
