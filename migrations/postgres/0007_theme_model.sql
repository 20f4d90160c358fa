-- The theme model (src/analysis/themes/fingerprint.ts) a theme's summary and title were derived
-- with: after an upgrade that changed it, the background pass derives them again from the theme's
-- highlights. NULL: not known (every theme from before this migration), which counts as another model.
ALTER TABLE themes ADD COLUMN theme_model TEXT COLLATE "C";
-- The model every theme of the organization was derived with, once the pass has seen to it.
ALTER TABLE organizations ADD COLUMN theme_model TEXT COLLATE "C";
