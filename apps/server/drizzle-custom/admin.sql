-- Custom SQL (drizzle cannot express functions), ADR 081: an admin may move a user under another
-- agent. The trigger of migration 0005 keeps refusing any parent change, except inside a transaction
-- that first runs `SET LOCAL fairdraw.parent_move = 'on'` — only the back office's move does, and it
-- rewrites the moved subtree's closure rows (user_tree) in that same transaction.
CREATE OR REPLACE FUNCTION users_parent_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id
     AND coalesce(current_setting('fairdraw.parent_move', true), '') <> 'on' THEN
    RAISE EXCEPTION 'users.parent_id cannot change (user %)', OLD.id;
  END IF;
  RETURN NEW;
END
$$;
