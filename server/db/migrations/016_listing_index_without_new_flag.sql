-- The listing index's "new" flag (news_from_date .. news_to_date covering today) served only the products
-- filter `new`, which Magento does not have: the home's new products are a Catalog Products List widget
-- sorted newest first (services/catalogWidget.ts). news_from_date and news_to_date stay on the product.
ALTER TABLE catalog_product_index DROP COLUMN is_new;
