// Shop locator feature: the /shops and /shop/{id} pages are loaded lazily by the route table
// (features/shops/ShopLocator, features/shops/ShopPage). Other features may use the location model.
export { toShops, shopPath, addressLines, type Shop } from './locationModel';
export { GetStoreLocationsDocument } from './shops.generated';
