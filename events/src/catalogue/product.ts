import { createCatalogue } from './catalogue';

/**
 * Every event type the product appends, one module per aggregate (user/, problem/, submission/...),
 * listed here as each aggregate lands. Nothing is appended before it is declared.
 */
export const productCatalogue = createCatalogue([]);
