/**
 * Magento Commerce's multiple wish lists (MultipleWishlistGraphQl), which PWA Studio's Venia asks about:
 * answered as a store with the feature off, each customer keeping the one private wish list of Magento
 * Open Source (wishlist/general/multiple_enabled 0; Commerce's default limit of 3 lists).
 */
export default {
  StoreConfig: {
    enable_multiple_wishlists: () => '0',
    maximum_number_of_wishlists: () => '3'
  },
  Wishlist: {
    visibility: () => 'PRIVATE'
  }
};
