import { describe, expect, it } from 'vitest';
import { expressConfirmationPath, isSingleAgencyStart, singleAgencyStartPath } from './express-order-routing';

describe('express order routing', () => {
  it('No goes to the single-agency start of the asset, flagged so the shortcut is not taken again', () => {
    const path = singleAgencyStartPath('p-1', { oppId: 'o-9' });
    expect(path).toBe('/personalization/save-for-later/confirmation/p-1?oppId=o-9&singleAgency=true');
    expect(isSingleAgencyStart(new URLSearchParams(path.split('?')[1]))).toBe(true);
    expect(isSingleAgencyStart(new URLSearchParams('oppId=o-9'))).toBe(false);
  });

  it('Yes goes to the express confirmation of the asset with the query carried', () => {
    expect(expressConfirmationPath('p-1', { oppId: 'o-9' })).toBe('/expressorder/confirmation/p-1?oppId=o-9');
  });
});
