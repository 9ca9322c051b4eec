-- A category's image per store view (Magento's image attribute is store-view scoped): its banner may
-- carry words, in the view's language. Null: the category's own image.
ALTER TABLE catalog_category_store ADD COLUMN image text;
