import { favoritesTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#ui/button';
import { showApiErrorToast } from '#ui/toast';
import { favoriteStateQuery, useToggleFavorite } from '../api/favorite-queries';

/** Adds the product to the user's favorites or takes it out (account favorites list the same). */
export function FavoriteButton({ productId }: { productId: string }) {
  const state = useQuery(favoriteStateQuery(productId));
  const toggle = useToggleFavorite();
  const isFavorite = toggle.isPending ? toggle.variables.isFavorite : state.data?.isFavorite === true;
  return (
    <Button
      variant="secondary"
      aria-pressed={isFavorite}
      disabled={state.isPending}
      onClick={() => toggle.mutate({ productId, isFavorite: !isFavorite }, { onError: showApiErrorToast })}
    >
      <span aria-hidden="true" className={isFavorite ? 'text-amber-500' : 'text-slate-400'}>
        {isFavorite ? '★' : '☆'}
      </span>
      {isFavorite ? favoritesTexts.inFavorites : favoritesTexts.addToFavorites}
    </Button>
  );
}
