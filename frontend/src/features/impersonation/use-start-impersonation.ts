import { api } from '@msc/shared/api';
import type { StartImpersonation } from '@msc/shared/api/impersonation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '#lib/api-client';
import { impersonationToken } from '#lib/impersonation-token';
import { nextLocationShown } from '#lib/location-shown';
import { links } from '#lib/paths';

/**
 * Start Impersonation: keep the session token (sent as X-Session-Token from now on), go home, and
 * reload every query as the impersonated user.
 */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: StartImpersonation) => call(api.impersonation.start, { body }),
    onSuccess: async ({ sessionToken }) => {
      impersonationToken.set(sessionToken);
      const landed = nextLocationShown();
      navigate(links.home());
      await landed;
      await queryClient.resetQueries();
    },
  });
}
