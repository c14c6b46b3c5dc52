import { api } from '@msc/shared/api';
import { confirmPrompts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeBulkOrderState } from '../express-fixture';
import { StartOverButton } from './start-over-button';

const fakeApi = installFakeApi();
const PROMPT = confirmPrompts.resetExpressOrder;

beforeEach(() => {
  fakeApi.on(api.expressOrder.reset, () => makeBulkOrderState());
});

describe('Start Over of an Express Order', () => {
  it('asks first; Cancel keeps the order, Start Over resets it and opens its sub codes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<StartOverButton bulkOrderStateId="b-1" />, {
      url: '/expressorder/step-3/b-1',
    });
    await user.click(screen.getByRole('button', { name: PROMPT.confirmLabel }));
    expect(await screen.findByText(PROMPT.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PROMPT.cancelLabel }));
    expect(fakeApi.requests(api.expressOrder.reset)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: PROMPT.confirmLabel }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: PROMPT.confirmLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expressorder/subcodes/b-1'));
    expect(fakeApi.requests(api.expressOrder.reset)[0]?.params).toEqual({ id: 'b-1' });
  });
});
