-- Initial schema, PostgreSQL. The same tables, keys and semantics as migrations/sqlite/0001_initial.sql:
-- every table is keyed by organization first, so one organization's rows sit together in every
-- B-tree and the schema can be distributed by organization_uuid (Citus: docs/scale-out.md).
-- Timestamps are ISO 8601 UTC strings (YYYY-MM-DDTHH:mm:ss.sssZ), as on SQLite, so answers are
-- byte-identical on both stores. Text is compared and sorted bytewise (COLLATE "C"), as SQLite
-- does, whatever the database's default collation. Flags are INTEGER 0/1, as on SQLite.

CREATE TABLE organizations (
  uuid TEXT COLLATE "C" NOT NULL PRIMARY KEY,
  name TEXT COLLATE "C" NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL
);

CREATE TABLE api_tokens (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  token_hash TEXT COLLATE "C" NOT NULL,
  prefix TEXT COLLATE "C" NOT NULL,
  name TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL,
  revoked_at TEXT COLLATE "C",
  PRIMARY KEY (organization_uuid, uuid),
  UNIQUE (organization_uuid, token_hash)
);

CREATE TABLE personas (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  name TEXT COLLATE "C",
  description TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);

CREATE TABLE spaces (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  name TEXT COLLATE "C",
  description TEXT COLLATE "C",
  feedback_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, uuid)
);

CREATE TABLE companies (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  name TEXT COLLATE "C" NOT NULL,
  domain TEXT COLLATE "C",
  dollar_value DOUBLE PRECISION NOT NULL DEFAULT 0,
  description TEXT COLLATE "C",
  notes TEXT COLLATE "C",
  company_persona_uuid TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  last_interacted_date TEXT COLLATE "C",
  customer_count INTEGER NOT NULL DEFAULT 0,
  feedback_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum DOUBLE PRECISION NOT NULL DEFAULT 0,
  average_sentiment DOUBLE PRECISION,
  search_rowid BIGINT NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, company_persona_uuid) REFERENCES personas (organization_uuid, uuid)
);
CREATE INDEX companies_name ON companies (organization_uuid, name, uuid);
CREATE INDEX companies_dollar_value ON companies (organization_uuid, dollar_value, uuid);
CREATE INDEX companies_search ON companies (organization_uuid, search_rowid);

CREATE TABLE customers (
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  full_name TEXT COLLATE "C" NOT NULL,
  email TEXT COLLATE "C" NOT NULL,
  role TEXT COLLATE "C",
  persona_uuid TEXT COLLATE "C",
  customer_company_uuid TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  last_interacted_date TEXT COLLATE "C",
  feedback_count INTEGER NOT NULL DEFAULT 0,
  sentiment_sum DOUBLE PRECISION NOT NULL DEFAULT 0,
  average_sentiment DOUBLE PRECISION,
  -- Highlights of the customer's feedback, and how many of them are archived: the top-highlights
  -- list counts its totals from these instead of scanning every highlight.
  highlight_count INTEGER NOT NULL DEFAULT 0,
  archived_highlight_count INTEGER NOT NULL DEFAULT 0,
  search_rowid BIGINT NOT NULL,
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
  organization_uuid TEXT COLLATE "C" NOT NULL REFERENCES organizations (uuid),
  uuid TEXT COLLATE "C" NOT NULL,
  customer_uuid TEXT COLLATE "C" NOT NULL,
  -- The customer's company, copied here so company filters and company routes use one index;
  -- kept in step when a customer moves to another company.
  company_uuid TEXT COLLATE "C",
  feedback_contents TEXT COLLATE "C" NOT NULL,
  feedback_date TEXT COLLATE "C" NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0,
  feedback_type TEXT COLLATE "C" NOT NULL,
  sentiment_score DOUBLE PRECISION NOT NULL,
  -- JSON array of space uuids, the order the client sent; feedback_spaces indexes it.
  space_uuids TEXT COLLATE "C" NOT NULL DEFAULT '[]',
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  search_rowid BIGINT NOT NULL,
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
  organization_uuid TEXT COLLATE "C" NOT NULL,
  space_uuid TEXT COLLATE "C" NOT NULL,
  feedback_uuid TEXT COLLATE "C" NOT NULL,
  feedback_date TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, space_uuid, feedback_uuid),
  FOREIGN KEY (organization_uuid, space_uuid) REFERENCES spaces (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, feedback_uuid) REFERENCES feedbacks (organization_uuid, uuid) ON DELETE CASCADE
);
CREATE INDEX feedback_spaces_feedback ON feedback_spaces (organization_uuid, feedback_uuid);
CREATE INDEX feedback_spaces_date ON feedback_spaces (organization_uuid, space_uuid, feedback_date, feedback_uuid);

CREATE TABLE highlights (
  organization_uuid TEXT COLLATE "C" NOT NULL,
  uuid TEXT COLLATE "C" NOT NULL,
  feedback_uuid TEXT COLLATE "C" NOT NULL,
  customer_uuid TEXT COLLATE "C" NOT NULL,
  start_offset INTEGER NOT NULL,
  end_offset INTEGER NOT NULL,
  quote TEXT COLLATE "C" NOT NULL,
  category TEXT COLLATE "C" NOT NULL,
  sentiment_score DOUBLE PRECISION NOT NULL,
  liked INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (organization_uuid, uuid),
  FOREIGN KEY (organization_uuid, feedback_uuid) REFERENCES feedbacks (organization_uuid, uuid) ON DELETE CASCADE
);
CREATE INDEX highlights_feedback ON highlights (organization_uuid, feedback_uuid, start_offset);
CREATE INDEX highlights_top ON highlights (organization_uuid, archived, sentiment_score, uuid);
CREATE INDEX highlights_liked ON highlights (organization_uuid, archived, sentiment_score, uuid) WHERE liked = 1;

-- Full-text search. SQLite keeps contentless FTS5 tables; here each index table holds the text
-- (already reduced to lower-case words without diacritics by src/store/search.ts, so both stores
-- split words alike), a generated tsvector and a GIN index on it. Each base row records the rowid
-- of its entry in search_rowid, as on SQLite.
-- Feedback words are stemmed (English Snowball, like FTS5's porter tokenizer) but, like FTS5, no
-- word is dropped as a stop word, so every word a user types can match.
CREATE TEXT SEARCH DICTIONARY cfs_english_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION cfs_english (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION cfs_english ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH cfs_english_stem;

CREATE TABLE feedback_search (
  organization_uuid TEXT COLLATE "C" NOT NULL,
  rowid BIGSERIAL NOT NULL,
  body TEXT NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('cfs_english'::regconfig, body)) STORED,
  PRIMARY KEY (organization_uuid, rowid)
);
CREATE INDEX feedback_search_tsv ON feedback_search USING GIN (tsv);

CREATE TABLE customer_search (
  organization_uuid TEXT COLLATE "C" NOT NULL,
  rowid BIGSERIAL NOT NULL,
  body TEXT NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, body)) STORED,
  PRIMARY KEY (organization_uuid, rowid)
);
CREATE INDEX customer_search_tsv ON customer_search USING GIN (tsv);

CREATE TABLE company_search (
  organization_uuid TEXT COLLATE "C" NOT NULL,
  rowid BIGSERIAL NOT NULL,
  body TEXT NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, body)) STORED,
  PRIMARY KEY (organization_uuid, rowid)
);
CREATE INDEX company_search_tsv ON company_search USING GIN (tsv);
