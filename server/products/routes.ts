import * as api from '../../src/domain/products/contract.ts';
import * as offerApi from '../../src/domain/products/offer-contract.ts';
import { linkProducts, offerProducts } from './offer-products.ts';
import { itemsList, saveItems, unlinkProducts, validateItems } from './items-list.ts';
import { route, type Feature } from '../http/route.ts';
import { refuse } from './errors.ts';
import { sendProductExport } from './export.ts';
import { listProducts, listProductTags, productIndex } from './list.ts';
import { loadProduct } from './queries.ts';
import { bulkDeleteProducts, createProduct, updateProduct } from './service.ts';

/** The product catalogue (src/domain/products/contract.ts; decision 080). */
export const registerProductRoutes: Feature = (app) => {
  route(app, api.listProducts, ({ db, user, body }) => listProducts(db, user.brandId, body));
  route(app, api.listProductTags, ({ db, user, query }) => listProductTags(db, user.brandId, query.page, query.limit));
  route(app, api.getProduct, async ({ db, user, params }) => {
    const product = await loadProduct(db, user.brandId, params.productId);
    if (!product) throw refuse('product_not_found');
    return product;
  });
  route(app, api.createProduct, ({ db, user, body }) => createProduct(db, user.brandId, body));
  route(app, api.updateProduct, ({ db, user, params, body }) => updateProduct(db, user.brandId, params.productId, body));
  route(app, api.bulkDeleteProducts, async ({ db, user, body }) => ({ deleted: await bulkDeleteProducts(db, user.brandId, body.ids) }));
  route(app, api.exportProducts, async ({ db, user, body, reply }) => {
    await sendProductExport(reply, db, user.brandId, body);
  });
  route(app, offerApi.offerProductList, ({ db, user, query }) => offerProducts(db, user.brandId, query.offer_id, query.page, query.limit));
  route(app, offerApi.addProductEvent, ({ db, user, body }) =>
    linkProducts(db, user.brandId, body.offer_id, body.event_id, body.product_ids),
  );
  route(app, offerApi.removeProductEvent, ({ db, user, body }) => unlinkProducts(db, user.brandId, body.offer_id, body.product_ids));
  route(app, offerApi.getItemsList, ({ db, user, query }) => itemsList(db, user.brandId, query.offer_id));
  route(app, offerApi.validateItemsList, ({ db, user, body }) => validateItems(db, user.brandId, body.offer_id, body.items));
  route(app, offerApi.putItemsList, ({ db, user, body }) => saveItems(db, user.brandId, body.offer_id, body.items));
  route(app, api.productIndex, ({ db, user }) => productIndex(db, user.brandId, api.PRODUCT_INDEX_MAX));
};
