-- When a person last merged other issues into this one (POST /issues/{uuid}/merge): the background
-- pass then never takes evidence away from its theme, so what a person put together stays together.
ALTER TABLE issues ADD COLUMN merged_at TEXT;
