-- A theme's highlights newest first, by the theme: the page of GET /insights/{uuid}/highlights
-- (and an issue's) and its count read only the theme's entries. Without it SQLite walked the
-- whole organization by its primary key for a small theme (about 110 ms at 100,000 feedback), and
-- the quotes that name a theme sorted every highlight of a large one (30 ms at 10,000).
CREATE INDEX highlights_theme_order ON highlights (organization_uuid, theme_uuid, uuid);
