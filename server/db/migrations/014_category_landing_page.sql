-- A category's landing block (Magento's landing_page category attribute, store-view scoped): the CMS
-- block shown on the category page (display mode PAGE or PRODUCTS_AND_PAGE), answered by
-- CategoryInterface.cms_block. Null: the category has none.
ALTER TABLE catalog_category_store ADD COLUMN landing_page integer REFERENCES cms_block(block_id) ON DELETE SET NULL;
