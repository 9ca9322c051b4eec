-- My GNC Rewards redemption (Magento Commerce's applyRewardPointsToCart): a customer's cart may use
-- the points balance; the order keeps how many points paid how much. The ledger's rows now say what
-- they are: points earned by an order, spent on it, or given back when it is canceled (one of each
-- per order at most).
ALTER TABLE quote ADD COLUMN use_reward_points boolean NOT NULL DEFAULT false;
ALTER TABLE sales_order ADD COLUMN reward_points_used integer NOT NULL DEFAULT 0;
ALTER TABLE sales_order ADD COLUMN reward_amount numeric(12, 2) NOT NULL DEFAULT 0;
ALTER TABLE reward_points_history ADD COLUMN kind text NOT NULL DEFAULT 'earned' CHECK (kind IN ('earned', 'spent', 'refunded'));
ALTER TABLE reward_points_history DROP CONSTRAINT reward_points_history_order_id_key;
ALTER TABLE reward_points_history ADD CONSTRAINT reward_points_history_order_kind UNIQUE (order_id, kind);
