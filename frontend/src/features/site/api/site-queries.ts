import { api } from '@msc/shared/api';
import type { Feedback } from '@msc/shared/model/feedback';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const siteKeys = { config: ['site', 'config'] as const };

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: siteKeys.config,
    queryFn: ({ signal }) => call(api.site.config, { signal }),
    staleTime: 10 * 60_000,
  });

export const useSubmitFeedback = () =>
  useMutation({ mutationFn: (body: Feedback) => call(api.site.submitFeedback, { body }) });
