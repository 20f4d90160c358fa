-- Themes (served as insights) and the issues raised from problem and request themes: the same as
-- migrations/sqlite/0002_themes.sql.
-- Counters are kept on write; `change_seq` lets every instance refresh its in-memory copy of an
-- organization's themes by reading only the rows changed since it last looked. Taking the next
-- theme_seq locks the organization's row: ingests of one organization place highlights one at a
-- time, across instances.

ALTER TABLE organizations ADD COLUMN theme_seq INTEGER NOT NULL DEFAULT 0;
-- The theme_seq at the last deletion or merge of a theme: copies older than that reload whole.
ALTER TABLE organizations ADD COLUMN theme_reset_seq INTEGER NOT NULL DEFAULT 0;

CREATE TABLE themes (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  kind TEXT COLLATE "C" NOT NULL,
  title TEXT COLLATE "C" NOT NULL,
  keywords TEXT COLLATE "C" NOT NULL DEFAULT '[]',
  representative_quote TEXT COLLATE "C" NOT NULL DEFAULT '',
  summary TEXT COLLATE "C" NOT NULL,
  highlight_count INTEGER NOT NULL DEFAULT 0,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  customer_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum DOUBLE PRECISION NOT NULL DEFAULT 0,
  average_sentiment DOUBLE PRECISION,
  category_counts TEXT COLLATE "C" NOT NULL DEFAULT '{}',
  change_seq INTEGER NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);
CREATE INDEX themes_change ON themes (organization_uuid, change_seq);

CREATE TABLE issues (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  theme_uuid TEXT COLLATE "C" NOT NULL,
  -- Title and description follow the theme until a person edits them.
  title TEXT COLLATE "C",
  description TEXT COLLATE "C",
  status TEXT COLLATE "C" NOT NULL DEFAULT 'open',
  category TEXT COLLATE "C" NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  UNIQUE (organization_uuid, theme_uuid),
  FOREIGN KEY (organization_uuid, theme_uuid) REFERENCES themes (organization_uuid, uuid) ON DELETE CASCADE
);
CREATE INDEX issues_status ON issues (organization_uuid, status, uuid);

-- A highlight's theme vector is not stored: it is recomputed from the quote when it leaves its theme.
ALTER TABLE highlights ADD COLUMN theme_uuid TEXT COLLATE "C";
CREATE INDEX highlights_theme ON highlights (organization_uuid, theme_uuid, customer_uuid);
CREATE INDEX highlights_customer ON highlights (organization_uuid, customer_uuid, archived, theme_uuid);
