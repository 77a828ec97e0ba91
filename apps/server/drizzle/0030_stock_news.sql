-- Issue #29: instances follow stock by NOTIFY, not by reading every product row each second; at
-- most one commit each 250 ms sends it, as NOTIFY makes a commit wait on a database-wide lock.
CREATE SEQUENCE "stock_news_sent_at";--> statement-breakpoint
CREATE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
BEGIN
  -- Run at commit (a deferred trigger). The sequence is a clock every session shares outside
  -- transactions: when another commit told of stock less than 250 ms ago, this one is not told
  -- on its own, and each instance reads the stock again once the news has settled
  -- (services/catalogue/catalogue.ts). One notification per transaction at most, its payload
  -- fixed: PostgreSQL folds repeats.
  IF now_ms - (SELECT last_value FROM stock_news_sent_at) >= 250 THEN
    PERFORM setval('stock_news_sent_at', now_ms);
    PERFORM pg_notify('stock_changed', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_stock_changed"
AFTER UPDATE OF "stock" ON "products" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock")
EXECUTE FUNCTION notify_stock_changed();
