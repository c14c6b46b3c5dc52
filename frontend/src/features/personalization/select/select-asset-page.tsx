import { pageLabels, personalizationTexts as texts } from '@msc/shared/messages';
import { ChannelType, EMPTY_CART_ID } from '@msc/shared/model/enum-values';
import type { ProductSummary } from '@msc/shared/model/product';
import { assetChannelOf, assetSearch } from '@msc/shared/rules/asset-selection';
import { formatUsd } from '@msc/shared/rules/formatting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { normalizeProgramType } from '@msc/shared/rules/program-type-tab';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCreateOrderState } from '#campaign-kit';
import { AssetCard, productSearchQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { showApiErrorToast } from '#ui/toast';
import { carriedQuery } from './carried-query';

/**
 * /personalization/select-asset/{channel?}/{searchTerm?}: the program's personalizable assets of the
 * channel (spec 2 §2). Choosing one starts its order; the email piece of a multi-channel order (parentId)
 * becomes the direct-mail order's child and opens at step 1.
 */
export default function SelectAssetPage() {
  const { channel: channelSegment, searchTerm } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [pageNumber, setPageNumber] = useState(1);
  const channel = assetChannelOf(channelSegment, query.get('channelType'));
  const carried = carriedQuery(query);
  const wanted = assetSearch({ channel, programType: carried.programType, searchTerm });
  const search = useQuery(
    productSearchQuery({
      // List filters travel ';'-joined, as in the product search URL.
      programType: wanted.programType.join(';') || undefined,
      productFormat: wanted.productFormat.join(';'),
      term: wanted.term.join(';') || undefined,
      pageNumber,
      pageSize: 24,
    }),
  );
  const create = useCreateOrderState();

  const choose = (product: ProductSummary) => {
    const programType = normalizeProgramType(carried.programType);
    if (carried.parentId && programType) {
      create.mutate(
        {
          cartId: EMPTY_CART_ID,
          productId: product.id,
          parentId: carried.parentId,
          programType,
          productType: (carried.productType ?? '').slice(0, 100),
          oppId: carried.oppId,
          channelType: ChannelType.Email,
          isMultiChannel: true,
          isStateSaved: false,
        },
        {
          onSuccess: (state) =>
            navigate(
              personalizationStep1Path({
                orderStateId: state.id,
                parentId: carried.parentId,
                productId: product.id,
                query: { channelType: ChannelType.Email, programType },
              }),
            ),
          onError: showApiErrorToast,
        },
      );
      return;
    }
    const { parentId: _parent, ...startQuery } = carried;
    // Step 1's way back is this selection (searchType=asset, spec 2 §2).
    navigate(
      withQuery(links.saveForLaterConfirmation(product.id), {
        ...startQuery,
        channelType: query.get('channelType') ?? undefined,
        searchType: 'asset',
      }),
    );
  };

  const page = search.data;
  const assets = page?.results.filter((product) => product.isPersonalizable) ?? [];
  return (
    <>
      <PageTitle title={pageLabels.selectAsset} subtitle={texts.assetIntro[channel]} />
      {!page ? (
        <LoadingState />
      ) : assets.length === 0 ? (
        <EmptyState message={texts.noAssets} />
      ) : (
        <div className="space-y-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {assets.map((product) => (
              <AssetCard key={product.id} product={product}>
                <p className="text-sm text-slate-800">{formatUsd(product.unitPrice)} each</p>
                <Button
                  className="mt-auto"
                  aria-label={`${texts.selectAsset} ${product.name}`}
                  loading={create.isPending && create.variables?.productId === product.id}
                  onClick={() => choose(product)}
                >
                  {texts.selectAsset}
                </Button>
              </AssetCard>
            ))}
          </ul>
          <Pager
            pageNumber={pageNumber}
            pageCount={Math.ceil(page.totalCount / page.pageSize)}
            onPage={setPageNumber}
          />
        </div>
      )}
    </>
  );
}
