-- GET /feedbacks sorted by priority or created_at sorted every feedback of the organization, and a
-- count by priority read every row: each now has its index.
CREATE INDEX feedbacks_priority ON feedbacks (organization_uuid, priority, uuid, sentiment_score);
CREATE INDEX feedbacks_created ON feedbacks (organization_uuid, created_at, uuid);
