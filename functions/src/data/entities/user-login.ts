import { lazyEntity } from '../lazy-entity';

/**
 * Which portal user a Cognito identity (`sub`) is. The token's email can change; `sub` never does, so a
 * request is identified by `sub` alone once this link exists. It is made once, at the first signed-in
 * request with a verified email, and the user item keeps the same `sub` so no second identity can take it.
 */
export const UserLoginEntity = lazyEntity({
  model: { entity: 'userLogin', version: '1', service: 'msc' },
  attributes: {
    sub: { type: 'string', required: true },
    userName: { type: 'string', required: true },
    linkedAt: { type: 'string', required: true },
  },
  indexes: {
    bySub: { pk: { field: 'pk', composite: ['sub'] }, sk: { field: 'sk', composite: [] } },
  },
});
