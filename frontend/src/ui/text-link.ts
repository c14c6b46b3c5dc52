/**
 * The look of a link inside a sentence or a list of text: underlined, so it is told from the text around
 * it by more than its colour (WCAG 1.4.1), with a visible focus ring.
 */
export const textLinkClasses =
  'text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
