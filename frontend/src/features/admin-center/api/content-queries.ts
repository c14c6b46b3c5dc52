import { api } from '@msc/shared/api';
import type { AnnouncementInput, BannerInput } from '@msc/shared/api/admin-content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { homeKeys } from '#features/home';
import { call } from '#lib/api-client';

export const contentKeys = {
  announcements: ['admin', 'announcements'] as const,
  banners: ['admin', 'banners'] as const,
};

export const adminAnnouncementsQuery = () =>
  queryOptions({
    queryKey: contentKeys.announcements,
    queryFn: ({ signal }) => call(api.admin.announcementsAdmin, { signal }),
  });

export const adminBannersQuery = () =>
  queryOptions({
    queryKey: contentKeys.banners,
    queryFn: ({ signal }) => call(api.admin.bannersAdmin, { signal }),
  });

/** After a change: the admin list and the home page's own copy reload (the home page shows it at once). */
function useRefresh(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  };
}

export function useSaveAnnouncement() {
  const refresh = useRefresh(contentKeys.announcements);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AnnouncementInput }) =>
      id
        ? call(api.admin.updateAnnouncement, { params: { id }, body: input })
        : call(api.admin.createAnnouncement, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteAnnouncement() {
  const refresh = useRefresh(contentKeys.announcements);
  return useMutation({
    mutationFn: (id: string) => call(api.admin.deleteAnnouncement, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveBanner() {
  const refresh = useRefresh(contentKeys.banners);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BannerInput }) =>
      id
        ? call(api.admin.updateBanner, { params: { id }, body: input })
        : call(api.admin.createBanner, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteBanner() {
  const refresh = useRefresh(contentKeys.banners);
  return useMutation({
    mutationFn: (id: string) => call(api.admin.deleteBanner, { params: { id } }),
    onSuccess: refresh,
  });
}
