-- When a person last merged other themes into this one (POST /insights/{uuid}/merge, or the
-- issues' merge): the background pass never takes evidence away from it.
ALTER TABLE themes ADD COLUMN merged_at TEXT;
UPDATE themes SET merged_at = (SELECT i.merged_at FROM issues i WHERE i.organization_uuid = themes.organization_uuid AND i.theme_uuid = themes.uuid)
  WHERE EXISTS (SELECT 1 FROM issues i WHERE i.organization_uuid = themes.organization_uuid AND i.theme_uuid = themes.uuid AND i.merged_at IS NOT NULL);
