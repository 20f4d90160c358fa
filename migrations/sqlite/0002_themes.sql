-- Themes (served as insights) and the issues raised from problem and request themes.
-- A theme gathers highlights of one kind: problems (complaints, bugs), requests, praise or other.
-- Counters are kept on write; `change_seq` lets every instance refresh its in-memory copy of an
-- organization's themes by reading only the rows changed since it last looked.

ALTER TABLE organizations ADD COLUMN theme_seq INTEGER NOT NULL DEFAULT 0;
-- The theme_seq at the last deletion or merge of a theme: copies older than that reload whole.
ALTER TABLE organizations ADD COLUMN theme_reset_seq INTEGER NOT NULL DEFAULT 0;

CREATE TABLE themes (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  keywords TEXT NOT NULL DEFAULT '[]',
  representative_quote TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL,
  highlight_count INTEGER NOT NULL DEFAULT 0,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  customer_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum REAL NOT NULL DEFAULT 0,
  average_sentiment REAL,
  category_counts TEXT NOT NULL DEFAULT '{}',
  change_seq INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);
CREATE INDEX themes_change ON themes (organization_uuid, change_seq);

CREATE TABLE issues (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  theme_uuid TEXT NOT NULL,
  -- Title and description follow the theme until a person edits them.
  title TEXT,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  category TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  UNIQUE (organization_uuid, theme_uuid),
  FOREIGN KEY (organization_uuid, theme_uuid) REFERENCES themes (organization_uuid, uuid) ON DELETE CASCADE
);
CREATE INDEX issues_status ON issues (organization_uuid, status, uuid);

-- A highlight's theme vector is not stored: it is recomputed from the quote, category and score
-- (the embedding is deterministic) when the highlight leaves its theme.
-- Company-scoped theme counts reach highlights through their feedback (feedbacks_company_date).
ALTER TABLE highlights ADD COLUMN theme_uuid TEXT;
CREATE INDEX highlights_theme ON highlights (organization_uuid, theme_uuid, customer_uuid);
-- Also serves the distinct-customer count of the top highlights (customer, then archived).
CREATE INDEX highlights_customer ON highlights (organization_uuid, customer_uuid, archived, theme_uuid);
