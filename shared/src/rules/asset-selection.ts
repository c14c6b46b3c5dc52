import { ChannelType } from '../model/enum-values';
import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { normalizeProgramType } from './program-type-tab';
import { type QueryValue, withQuery } from './route-url';

/** The asset selection page's channel segment (spec 2 §2 /personalization/select-asset/{channel?}). */
export type AssetChannel = 'direct-mail' | 'email';

/** Formats of each channel's personalizable assets (the catalogue's letter, postcard and email families). */
const CHANNEL_FORMATS: Record<AssetChannel, readonly string[]> = {
  'direct-mail': ['Letter Templates', 'Postcards'],
  email: ['Email'],
};

/** An email asset (sent, not mailed: it has no in-home window). */
export function isEmailFormat(productFormat: string | null | undefined): boolean {
  return CHANNEL_FORMATS.email.includes(productFormat ?? '');
}

/** The channel of a route segment or channelType query value; direct mail unless it says email. */
export function assetChannelOf(
  segment: string | null | undefined,
  channelType?: string | null,
): AssetChannel {
  if (segment?.toLowerCase() === 'email' || Number(channelType) === ChannelType.Email) return 'email';
  return 'direct-mail';
}

/**
 * The product search behind the asset grid: the program's personalizable assets of the channel. Email
 * assets of cross-sell are filed under the Cross-sell Email program, so both programs are asked for.
 */
export function assetSearch(input: {
  channel: AssetChannel;
  programType?: string | null;
  searchTerm?: string;
}) {
  const program = normalizeProgramType(input.programType);
  const programType = !program
    ? []
    : program === 'CrossSell' && input.channel === 'email'
      ? ['CrossSell', 'CrossSellEmail']
      : [program];
  return {
    programType,
    productFormat: [...CHANNEL_FORMATS[input.channel]],
    term: input.searchTerm ? [input.searchTerm] : [],
  };
}

/** The select-channel page's three choices and where each goes, carrying the order's query values. */
export function channelChoicePath(
  choice: 'direct-mail' | 'email' | 'multi-channel',
  carried: Readonly<Record<string, QueryValue>>,
): string {
  const channel = choice === 'email' ? 'email' : 'direct-mail';
  return withQuery(pathTo(paths.selectAsset, { channel }), {
    ...carried,
    channelType: choice === 'email' ? ChannelType.Email : ChannelType.DirectMail,
    isMultiChannel: choice === 'multi-channel',
  });
}
