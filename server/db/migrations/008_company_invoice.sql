-- Invoice for a company: besides Magento's `company` and `vat_id` (the CUI), a Romanian invoice names the
-- company's trade-register number (Nr. Reg. Com., e.g. J40/1234/2020). It travels as the address's
-- custom attribute `registration_number` (Magento's custom_attributes) from the cart to the order.
ALTER TABLE quote_address ADD COLUMN registration_number text;
ALTER TABLE sales_order_address ADD COLUMN registration_number text;
