/** Wishlists (Magento's WishlistGraphQl): Customer.wishlists / wishlist_v2, items, and the mutations. */
import type { GraphQLContext } from '../context';
import type { CustomerRow } from '../../repositories/customer';
import type { WishlistItemRow, WishlistRow } from '../../repositories/wishlist';
import { requireCustomer } from '../../services/customerAuth';
import {
  addProductsToWishlist, addWishlistItemsToCart, allWishlistItems, customerWishlistById, customerWishlistLegacy,
  clearWishlist, customerWishlists, removeProductsFromWishlist, updateProductsInWishlist, wishlistItemOptions, wishlistItemProduct,
  wishlistItemsCount, wishlistItemsPage, wishlistItemVariant,
  type WishlistItemInput, type WishlistItemOutput, type WishlistItemUpdateInput
} from '../../services/wishlist';

type Ctx = GraphQLContext;

const ItemFields = {
  id: (item: WishlistItemRow) => String(item.wishlist_item_id),
  product: (item: WishlistItemRow, _: unknown, ctx: Ctx) => wishlistItemProduct(ctx, item),
  customizable_options: () => []
};

const wishlistOf = (customer: CustomerRow, _: unknown, ctx: Ctx) => customerWishlistLegacy(ctx, customer.customer_id);

export default {
  Query: {
    wishlist: async (_: unknown, __: unknown, ctx: Ctx) => {
      const customerId = await requireCustomer(ctx);
      const wishlist = await customerWishlistLegacy(ctx, customerId);
      return {
        items: await allWishlistItems(ctx, wishlist),
        items_count: await wishlistItemsCount(ctx, wishlist.wishlist_id),
        name: null,
        sharing_code: wishlist.sharing_code,
        updated_at: wishlist.updated_at
      };
    }
  },
  Customer: {
    wishlists: (customer: CustomerRow, _: unknown, ctx: Ctx) => customerWishlists(ctx, customer.customer_id),
    wishlist: wishlistOf,
    wishlist_v2: (customer: CustomerRow, args: { id: string }, ctx: Ctx) => customerWishlistById(ctx, customer.customer_id, args.id)
  },
  Mutation: {
    addProductsToWishlist: (_: unknown, args: { wishlistId: string; wishlistItems: WishlistItemInput[] }, ctx: Ctx) =>
      addProductsToWishlist(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (_: unknown, args: { wishlistId: string; wishlistItemsIds: string[] }, ctx: Ctx) =>
      removeProductsFromWishlist(ctx, args.wishlistId, args.wishlistItemsIds),
    updateProductsInWishlist: (_: unknown, args: { wishlistId: string; wishlistItems: WishlistItemUpdateInput[] }, ctx: Ctx) =>
      updateProductsInWishlist(ctx, args.wishlistId, args.wishlistItems),
    addWishlistItemsToCart: (_: unknown, args: { wishlistId: string; wishlistItemIds?: string[] | null }, ctx: Ctx) =>
      addWishlistItemsToCart(ctx, args.wishlistId, args.wishlistItemIds),
    clearWishlist: (_: unknown, args: { wishlistId: string }, ctx: Ctx) => clearWishlist(ctx, args.wishlistId)
  },
  Wishlist: {
    id: (wishlist: WishlistRow) => String(wishlist.wishlist_id),
    items: (wishlist: WishlistRow, _: unknown, ctx: Ctx) => allWishlistItems(ctx, wishlist),
    items_v2: (wishlist: WishlistRow, args: { currentPage?: number; pageSize?: number }, ctx: Ctx) =>
      wishlistItemsPage(ctx, wishlist, args.currentPage ?? 1, args.pageSize ?? 20),
    items_count: (wishlist: WishlistRow, _: unknown, ctx: Ctx) => wishlistItemsCount(ctx, wishlist.wishlist_id)
  },
  WishlistItemInterface: {
    __resolveType: (item: WishlistItemOutput) => item.__typename
  },
  WishlistItem: {
    id: (item: WishlistItemRow) => item.wishlist_item_id,
    qty: (item: WishlistItemRow) => item.quantity,
    product: ItemFields.product
  },
  SimpleWishlistItem: ItemFields,
  ConfigurableWishlistItem: {
    ...ItemFields,
    child_sku: async (item: WishlistItemRow, _: unknown, ctx: Ctx) => (await wishlistItemVariant(ctx, item))?.sku ?? '',
    configured_variant: (item: WishlistItemRow, _: unknown, ctx: Ctx) => wishlistItemVariant(ctx, item),
    configurable_options: (item: WishlistItemRow, _: unknown, ctx: Ctx) => wishlistItemOptions(ctx, item)
  }
};
