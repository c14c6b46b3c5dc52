/**
 * Express ordering's public surface for other features: the sub codes read (the start's shortcut) and the
 * start (cross-sell's Yes). The route table loads the pages from ./pages.
 */
export { expressSubCodesQuery } from './api/express-order-queries';
export { useStartExpressOrder } from './api/use-start-express-order';
