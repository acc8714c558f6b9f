-- Every change to blog_posts, by any path and any process (the editor, the seed, an account
-- deletion's cascade, SQL by hand), announces itself on brightlane_blog once per statement,
-- delivered at commit. The API keeps the public list pages in memory until then
-- (services/blog.ts).
CREATE FUNCTION brightlane_blog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brightlane_blog', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION brightlane_blog_changed();
