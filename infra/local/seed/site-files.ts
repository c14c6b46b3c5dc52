import type { HowToVideo, SiteLinks } from '@msc/shared/model/site-config';
import type { SeedFile } from './plan';

/**
 * The files behind the site setting's links (model/site-config.ts SiteLinks) and the how-to videos, served by
 * the portal from the assets bucket (/assets/…, as CloudFront serves it in AWS): the agent portal, terms and
 * privacy pages of the footer and Contact Us, and the two linked PDFs of spec 2 §7. An installation points
 * the setting at its own addresses; locally every link opens a real file.
 */
const KEYS = {
  agentPortal: 'site/agent-portal.html',
  termsOfUse: 'site/terms-of-use.html',
  privacy: 'site/privacy.html',
  zipRadiusInformation: 'site/zip-radius-information.pdf',
  sampleCards: 'site/sample-cards.pdf',
} as const satisfies Record<keyof SiteLinks, string>;

const assetPath = (key: string) => `/assets/${key}`;

export const SITE_LINKS: Required<SiteLinks> = {
  agentPortal: assetPath(KEYS.agentPortal),
  termsOfUse: assetPath(KEYS.termsOfUse),
  privacy: assetPath(KEYS.privacy),
  zipRadiusInformation: assetPath(KEYS.zipRadiusInformation),
  sampleCards: assetPath(KEYS.sampleCards),
};

const page = (title: string, paragraphs: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}</style>' +
  `</head><body><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`;

/** The how-to guides: each a short walkthrough file the Help pages list. */
const VIDEOS: Array<HowToVideo & { key: string }> = [
  {
    key: 'site/how-to/personalize-a-letter.html',
    title: 'Personalize a direct-mail letter',
    description: 'Choose an asset, fill in the agency and agent details, preview the PDF and approve it.',
    url: '',
  },
  {
    key: 'site/how-to/express-order.html',
    title: 'Place an Express Order',
    description: 'One direct-mail drop for several sub codes of an owner-master agency at once.',
    url: '',
  },
  {
    key: 'site/how-to/prospecting-by-zip.html',
    title: 'Buy prospects by ZIP code',
    description: 'Enter ZIP codes or a radius, check availability and choose a mail schedule.',
    url: '',
  },
].map((video) => ({ ...video, url: assetPath(video.key) }));

export const HOW_TO_VIDEOS: HowToVideo[] = VIDEOS.map(({ title, description, url }) => ({
  title,
  description,
  url,
}));

/** The files to seed into the assets bucket. */
export function siteFiles(): SeedFile[] {
  const html = (key: string, title: string, paragraphs: string[]): SeedFile => ({
    key,
    body: page(title, paragraphs),
    contentType: 'text/html; charset=utf-8',
  });
  const pdf = (key: string, title: string): SeedFile => ({
    key,
    body: title,
    contentType: 'application/pdf',
    render: 'pdf',
  });
  return [
    html(KEYS.agentPortal, 'Agent Portal', [
      'The insurer’s agent portal: policies, quotes and commissions. This local copy stands in for it.',
    ]),
    html(KEYS.termsOfUse, 'Terms of Use', [
      'The Marketing Solutions Center is for appointed agents and agency staff ordering marketing materials.',
      'Orders can be modified or cancelled by phone within 24 hours; there are no returns.',
    ]),
    html(KEYS.privacy, 'Privacy', [
      'Policyholder and prospect data is used only to produce and mail the pieces an agency orders.',
      'Prospect lists are dedicated to an agency for 60 days.',
    ]),
    pdf(KEYS.zipRadiusInformation, 'ZIP Radius Information'),
    pdf(KEYS.sampleCards, 'Sample Cards'),
    ...VIDEOS.map((video) => html(video.key, video.title, [video.description])),
  ];
}
