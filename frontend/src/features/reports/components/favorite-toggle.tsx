import { showApiErrorToast } from '#ui/toast';
import { useToggleFavoriteReport } from '../api/report-queries';

export interface FavoriteToggleProps {
  reportId: string;
  reportName: string;
  isFavorite: boolean;
}

/** A star that adds the report to the favorites or removes it (spec 1 §2 Reports). */
export function FavoriteToggle({ reportId, reportName, isFavorite }: FavoriteToggleProps) {
  const toggle = useToggleFavoriteReport();
  const label = isFavorite ? `Remove ${reportName} from favorites` : `Add ${reportName} to favorites`;
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate({ reportId, favorite: !isFavorite }, { onError: (error) => showApiErrorToast(error) })
      }
      className="rounded-md p-1.5 text-amber-500 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-50"
    >
      <svg
        viewBox="0 0 20 20"
        className="size-5"
        aria-hidden="true"
        fill={isFavorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path
          d="M10 2.5l2.3 4.7 5.2.8-3.8 3.7.9 5.2-4.6-2.4-4.6 2.4.9-5.2L2.5 8l5.2-.8L10 2.5z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
