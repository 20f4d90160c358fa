-- Read paths at 100,000 feedback (SQLite only; PostgreSQL plans these queries differently).
--
-- A search counts its matches exactly: every full-text match is looked up in this index to apply
-- the organization (and a sentiment or date range). Keyed by the entry's rowid first, each lookup
-- compares an integer at every step of the B-tree instead of the organization's 36-character uuid:
-- about a quarter less time for 10,000 matches. It replaces feedbacks_search, which held the same
-- columns with the organization first (the organization still narrows each lookup), so an ingest
-- writes as many index entries as before.
CREATE INDEX feedbacks_search_entry ON feedbacks (search_rowid, organization_uuid, sentiment_score, feedback_date);
DROP INDEX feedbacks_search;

-- The top-highlights list sums these two counters over the organization's customers for its
-- totals. This narrow index holds them, so the sum reads a few index pages instead of every
-- customer row (0.7 ms to 0.4 ms for 5,000 customers). Unlike the other counters, which are not
-- indexed, it costs each ingest one index entry rewritten for its customer.
CREATE INDEX customers_highlight_counts ON customers (organization_uuid, highlight_count, archived_highlight_count);
