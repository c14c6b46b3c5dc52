/**
 * The catalog's Admin Center entry: the writes only the admin Lambda may bundle (`#catalog/index` stays
 * read-only for every other capability).
 */
export {
  createProduct,
  deleteProduct,
  replaceProduct,
  retireProduct,
} from './catalogue-admin-store';
