-- Custom SQL (drizzle cannot express triggers), ADR 070: the agent tree's closure table is kept by
-- the database itself, so every way a user row is inserted (register, createAccount, trial, seed,
-- test fixtures) lands in the tree, and existing users are backfilled here.
CREATE FUNCTION user_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_tree (ancestor_id, descendant_id, depth)
  SELECT ancestor_id, NEW.id, depth + 1 FROM user_tree WHERE descendant_id = NEW.parent_id
  UNION ALL
  SELECT NEW.id, NEW.id, 0;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_user_tree_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION user_tree_on_insert();
--> statement-breakpoint
-- Moving a user would silently invalidate the closure rows of its whole subtree: refuse it.
CREATE FUNCTION users_parent_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    RAISE EXCEPTION 'users.parent_id cannot change (user %)', OLD.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_parent_fixed BEFORE UPDATE OF parent_id ON users
  FOR EACH ROW EXECUTE FUNCTION users_parent_is_fixed();
--> statement-breakpoint
WITH RECURSIVE chain AS (
  SELECT id AS ancestor_id, id AS descendant_id, 0 AS depth, parent_id FROM users
  UNION ALL
  SELECT p.id, c.descendant_id, c.depth + 1, p.parent_id
    FROM chain c JOIN users p ON p.id = c.parent_id
)
INSERT INTO user_tree (ancestor_id, descendant_id, depth)
SELECT ancestor_id, descendant_id, depth FROM chain
ON CONFLICT DO NOTHING;
