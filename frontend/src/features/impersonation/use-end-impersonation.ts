import { api } from '@msc/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '#lib/api-client';
import { impersonationToken } from '#lib/impersonation-token';
import { nextLocationShown } from '#lib/location-shown';
import { links } from '#lib/paths';

/** End Impersonation: end the session on the server, forget its token, land on /impersonation-ended. */
export function useEndImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(api.impersonation.end, {}),
    onSuccess: async () => {
      impersonationToken.clear();
      const landed = nextLocationShown();
      navigate(links.impersonationEnded(), { replace: true });
      await landed;
      // The impersonated user's data must not outlive the session.
      queryClient.clear();
    },
  });
}
