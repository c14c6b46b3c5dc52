/**
 * The personalization flow: its pages (lazy loaders). The pieces it shares with the other campaign flows
 * (editor, proof, schedule, preflight, list cleaning, the order state's queries) live in the campaign kit.
 */
export { personalizationPages } from './pages';
