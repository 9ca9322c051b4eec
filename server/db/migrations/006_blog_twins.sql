-- The same blog post, category or tag in the other store view, for the RO/EN switch: twins share a
-- twin_key (their ids and URL keys differ per view). NULL: no twin known (the switch goes to the blog).
ALTER TABLE blog_post ADD COLUMN twin_key text;
ALTER TABLE blog_category ADD COLUMN twin_key text;
ALTER TABLE blog_tag ADD COLUMN twin_key text;
CREATE INDEX blog_post_twin ON blog_post (twin_key) WHERE twin_key IS NOT NULL;
CREATE INDEX blog_category_twin ON blog_category (twin_key) WHERE twin_key IS NOT NULL;
CREATE INDEX blog_tag_twin ON blog_tag (twin_key) WHERE twin_key IS NOT NULL;
