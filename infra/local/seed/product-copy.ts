import type { Faker } from '@faker-js/faker';

/** Marketing copy for generated products: templates per format, filled with benefits per line of business. */

const LINE_COPY: Record<string, { audience: string; benefits: string[] }> = {
  Auto: {
    audience: 'drivers',
    benefits: ['multi-policy savings', 'accident forgiveness', '24/7 claims service', 'roadside assistance'],
  },
  Home: {
    audience: 'homeowners',
    benefits: [
      'replacement cost coverage',
      'bundle savings with auto',
      'protection for personal belongings',
      'liability coverage when guests are hurt',
    ],
  },
  Umbrella: {
    audience: 'customers with more to protect',
    benefits: [
      'an extra layer of liability protection',
      'coverage above auto and home limits',
      'protection for savings and future earnings',
    ],
  },
  Renters: {
    audience: 'renters',
    benefits: [
      'affordable protection for belongings',
      'coverage for temporary living costs',
      'liability coverage',
    ],
  },
  'Landlord Protection': {
    audience: 'property owners who rent out a home',
    benefits: ['protection for rental income', 'coverage for the dwelling', 'landlord liability coverage'],
  },
  Pet: {
    audience: 'pet parents',
    benefits: ['help with unexpected vet bills', 'accident and illness coverage', 'wellness options'],
  },
  Motorcycle: {
    audience: 'riders',
    benefits: ['coverage for custom parts', 'lay-up options for the off-season', 'roadside assistance'],
  },
  RV: {
    audience: 'RV owners',
    benefits: ['full-timer coverage', 'vacation liability', 'protection for personal effects on the road'],
  },
  Watercraft: {
    audience: 'boat owners',
    benefits: ['agreed value coverage', 'on-water towing', 'coverage for fishing equipment'],
  },
  Life: {
    audience: 'families',
    benefits: ['a plan for the people who depend on them', 'term and permanent options', 'peace of mind'],
  },
};

const FORMAT_OPENINGS: Record<string, string[]> = {
  Brochures: [
    'A tri-fold brochure that walks {audience} through {benefit} and {benefit2}.',
    'This brochure explains {line} coverage in plain language, from {benefit} to {benefit2}.',
  ],
  Posters: [
    'A lobby poster that starts the {line} conversation before your clients reach the desk.',
    'Hang this poster where clients wait: it invites {audience} to ask about {benefit}.',
  ],
  'Note Cards': [
    'Blank-inside note cards for a personal touch with {audience}.',
    'Hand-write a thank-you to {audience} on cards that carry your agency name.',
  ],
  Forms: [
    'A tear-off pad that helps you review {line} needs with {audience}.',
    'Use this worksheet in reviews to spot gaps such as {benefit}.',
  ],
  Kits: [
    'Everything you need in one box to promote {line} coverage to {audience}.',
    'A ready-to-use kit with handouts and display pieces about {benefit}.',
  ],
  'Letter Templates': [
    'A personalized letter that invites {audience} to talk about {benefit}.',
    'Mail this letter to show {audience} how {benefit} and {benefit2} fit their plans.',
  ],
  Postcards: [
    'An oversized postcard that reminds {audience} about {benefit}.',
    'A bold postcard with one message: {line} customers can count on {benefit}.',
  ],
  Email: [
    'A ready-to-send email that introduces {audience} to {benefit}.',
    'A short email series about {benefit} and {benefit2}, sent in your agency name.',
  ],
  'Digital Ads': [
    'Social and web artwork about {benefit}, sized for the major networks.',
    'A digital ad set that points {audience} to your agency for {line} quotes.',
  ],
};

const FORMAT_CLOSINGS: Record<string, string[]> = {
  Brochures: ['Sold in packs; hand it out at the counter or tuck it into a welcome packet.'],
  Posters: ['Printed on heavy stock, ready to frame.'],
  'Note Cards': ['Matching envelopes included.'],
  Forms: ['50 sheets per pad.'],
  Kits: ['Ships as one kit; reorder pieces one by one.'],
  'Letter Templates': [
    'Personalize it with your agency and agent details; we print and mail it for you.',
    'You choose the list and the mail dates; we handle printing and postage.',
  ],
  Postcards: ['Personalize it online; we print and mail it on your schedule.'],
  Email: ['Sent about a week after the date you pick; opt-outs are handled for you.'],
  'Digital Ads': ['Download the files and post them on your agency pages.'],
};

export function marketingCopy(faker: Faker, format: string, line: string): string {
  const copy = LINE_COPY[line] ?? LINE_COPY.Auto!;
  const [benefit, benefit2] = faker.helpers.arrayElements(copy.benefits, 2);
  const fill = (text: string) =>
    text
      .replaceAll('{audience}', copy.audience)
      .replaceAll('{benefit2}', benefit2 ?? benefit!)
      .replaceAll('{benefit}', benefit!)
      .replaceAll('{line}', line.toLowerCase());
  const opening = fill(faker.helpers.arrayElement(FORMAT_OPENINGS[format] ?? FORMAT_OPENINGS.Brochures!));
  const closing = faker.helpers.arrayElement(FORMAT_CLOSINGS[format] ?? FORMAT_CLOSINGS.Brochures!);
  return `${opening} ${closing}`;
}
