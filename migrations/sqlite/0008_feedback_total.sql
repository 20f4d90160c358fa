-- The feedback list with no filter sums the customers' feedback counters for its total (every
-- feedback has its customer) instead of counting every feedback of the organization, which grows
-- with the store (5.7 ms at 100,000 feedback, the sum 0.2 ms). This index adds the feedback counter
-- to the one the top-highlights totals read, so both sums read a few index pages; an ingest still
-- rewrites one entry of it for its customer.
CREATE INDEX customers_counts ON customers (organization_uuid, highlight_count, archived_highlight_count, feedback_count);
DROP INDEX customers_highlight_counts;
