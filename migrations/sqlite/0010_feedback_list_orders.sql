-- GET /feedbacks at 100,000 feedback: sorted by priority or created_at it sorted every feedback of
-- the organization (45 ms), a count by priority read every row (190 ms), and a narrow sentiment
-- range in date order (max_sentiment=-0.8) looked up row after row (220 ms). Each sort now has its
-- index, and the date index carries the sentiment and priority, which a date-ordered page filters
-- on without reading the rows (220 ms -> 10 ms).
CREATE INDEX feedbacks_priority ON feedbacks (organization_uuid, priority, uuid, sentiment_score);
CREATE INDEX feedbacks_created ON feedbacks (organization_uuid, created_at, uuid);
DROP INDEX feedbacks_date;
CREATE INDEX feedbacks_date ON feedbacks (organization_uuid, feedback_date, uuid, sentiment_score, priority);
