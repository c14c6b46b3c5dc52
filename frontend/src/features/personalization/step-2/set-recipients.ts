/** Step 2's recipients call, for the step's sub-folders (one level up at most). */
export { useSetRecipients } from '../api/recipient-queries';
