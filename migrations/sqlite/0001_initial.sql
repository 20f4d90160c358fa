-- Initial schema. Every table is keyed by organization first so that one organization's rows sit
-- together in every B-tree (and so the schema can later be distributed by organization).
-- Timestamps are ISO 8601 UTC strings (YYYY-MM-DDTHH:mm:ss.sssZ), which sort as text.

CREATE TABLE organizations (
  uuid TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE api_tokens (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  prefix TEXT NOT NULL,
  name TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  PRIMARY KEY (organization_uuid, uuid),
  UNIQUE (organization_uuid, token_hash)
);

CREATE TABLE personas (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  name TEXT,
  description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);

CREATE TABLE spaces (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  name TEXT,
  description TEXT,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);

CREATE TABLE companies (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  name TEXT NOT NULL,
  domain TEXT,
  dollar_value REAL NOT NULL DEFAULT 0,
  description TEXT,
  notes TEXT,
  company_persona_uuid TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_interacted_date TEXT,
  customer_count INTEGER NOT NULL DEFAULT 0,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum REAL NOT NULL DEFAULT 0,
  average_sentiment REAL,
  search_rowid INTEGER NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, company_persona_uuid) REFERENCES personas (organization_uuid, uuid)
);
-- Companies and customers are few beside feedback (hundreds to thousands per organization) and
-- their counters change on every ingest: indexing the counters would cost each ingest several
-- page writes, while sorting an organization's companies or customers in memory takes
-- milliseconds. So only the stable columns are indexed.
CREATE INDEX companies_name ON companies (organization_uuid, name, uuid);
CREATE INDEX companies_dollar_value ON companies (organization_uuid, dollar_value, uuid);
CREATE INDEX companies_search ON companies (organization_uuid, search_rowid);

CREATE TABLE customers (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT,
  persona_uuid TEXT,
  customer_company_uuid TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_interacted_date TEXT,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum REAL NOT NULL DEFAULT 0,
  average_sentiment REAL,
  -- Highlights of the customer's feedback, and how many of them are archived: the top-highlights
  -- list counts its totals from these instead of scanning every highlight.
  highlight_count INTEGER NOT NULL DEFAULT 0,
  archived_highlight_count INTEGER NOT NULL DEFAULT 0,
  search_rowid INTEGER NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, persona_uuid) REFERENCES personas (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, customer_company_uuid) REFERENCES companies (organization_uuid, uuid)
);
CREATE INDEX customers_company ON customers (organization_uuid, customer_company_uuid, uuid);
CREATE INDEX customers_persona ON customers (organization_uuid, persona_uuid, uuid);
CREATE INDEX customers_full_name ON customers (organization_uuid, full_name, uuid);
CREATE INDEX customers_email ON customers (organization_uuid, email, uuid);
CREATE INDEX customers_search ON customers (organization_uuid, search_rowid);

CREATE TABLE feedbacks (
  organization_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  uuid TEXT NOT NULL,
  customer_uuid TEXT NOT NULL,
  -- The customer's company, copied here so company filters and company routes use one index;
  -- kept in step when a customer moves to another company.
  company_uuid TEXT,
  feedback_contents TEXT NOT NULL,
  feedback_date TEXT NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0,
  feedback_type TEXT NOT NULL,
  sentiment_score REAL NOT NULL,
  -- JSON array of space uuids, the order the client sent; feedback_spaces indexes it.
  space_uuids TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  search_rowid INTEGER NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, customer_uuid) REFERENCES customers (organization_uuid, uuid)
);
CREATE INDEX feedbacks_date ON feedbacks (organization_uuid, feedback_date, uuid);
CREATE INDEX feedbacks_customer_date ON feedbacks (organization_uuid, customer_uuid, feedback_date, uuid);
CREATE INDEX feedbacks_company_date ON feedbacks (organization_uuid, company_uuid, feedback_date, uuid);
CREATE INDEX feedbacks_type ON feedbacks (organization_uuid, feedback_type, feedback_date, uuid);
-- For sort_by=sentiment_score only: a min/max_sentiment range is rarely selective, so the
-- repository keeps the planner from walking it for filters.
CREATE INDEX feedbacks_sentiment ON feedbacks (organization_uuid, sentiment_score, uuid);
-- Searches walk the matches through this index: it carries the columns of the range filters
-- (sentiment, date) so counting matches needs no table reads.
CREATE INDEX feedbacks_search ON feedbacks (organization_uuid, search_rowid, sentiment_score, feedback_date);

CREATE TABLE feedback_spaces (
  organization_uuid TEXT NOT NULL,
  space_uuid TEXT NOT NULL,
  feedback_uuid TEXT NOT NULL,
  feedback_date TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, space_uuid, feedback_uuid),
  FOREIGN KEY (organization_uuid, space_uuid) REFERENCES spaces (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, feedback_uuid) REFERENCES feedbacks (organization_uuid, uuid) ON DELETE CASCADE
);
CREATE INDEX feedback_spaces_feedback ON feedback_spaces (organization_uuid, feedback_uuid);
CREATE INDEX feedback_spaces_date ON feedback_spaces (organization_uuid, space_uuid, feedback_date, feedback_uuid);

CREATE TABLE highlights (
  organization_uuid TEXT NOT NULL,
  uuid TEXT NOT NULL,
  feedback_uuid TEXT NOT NULL,
  customer_uuid TEXT NOT NULL,
  start_offset INTEGER NOT NULL,
  end_offset INTEGER NOT NULL,
  quote TEXT NOT NULL,
  category TEXT NOT NULL,
  sentiment_score REAL NOT NULL,
  liked INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, feedback_uuid) REFERENCES feedbacks (organization_uuid, uuid) ON DELETE CASCADE
);
-- Every index costs each ingest a page write, so only what the lists need. Sorting by creation
-- uses the uuid (UUIDv7 is time-ordered), so no created_at indexes.
CREATE INDEX highlights_feedback ON highlights (organization_uuid, feedback_uuid, start_offset);
CREATE INDEX highlights_top ON highlights (organization_uuid, archived, sentiment_score, uuid);
CREATE INDEX highlights_liked ON highlights (organization_uuid, archived, sentiment_score, uuid) WHERE liked = 1;

-- Full-text indexes. Contentless (the text lives in the base table); each base row records the
-- rowid of its index entry in search_rowid, which stays stable across VACUUM.
-- feedback_search.tags holds the feedback's company and customer as tokens (co<hex>, cu<hex>), so a
-- search filtered by them is one index query.
CREATE VIRTUAL TABLE feedback_search USING fts5 (body, tags, content = '', contentless_delete = 1, tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE customer_search USING fts5 (body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE company_search USING fts5 (body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
