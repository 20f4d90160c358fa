-- Background theme maintenance (merge, split, re-home highlights): the theme_seq the last pass
-- saw, so a pass runs only when enough has changed since, and reads the themes changed since first.
ALTER TABLE organizations ADD COLUMN theme_maintained_seq INTEGER NOT NULL DEFAULT 0;
