-- When a person last merged other themes into this one (POST /insights/{uuid}/merge, or the
-- issues' merge): the background pass never takes evidence away from it.
ALTER TABLE themes ADD COLUMN merged_at TEXT COLLATE "C";
UPDATE themes t SET merged_at = i.merged_at FROM issues i
  WHERE i.organization_uuid = t.organization_uuid AND i.theme_uuid = t.uuid AND i.merged_at IS NOT NULL;
