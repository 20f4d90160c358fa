import type { Generated } from 'kysely';

// Row types of the store, as Kysely sees them. Column names follow the API where they appear there.

export interface OrganizationRow {
  uuid: string;
  name: string;
  created_at: string;
  theme_seq: Generated<number>;
  theme_reset_seq: Generated<number>;
  /** theme_seq as of the last background maintenance pass. */
  theme_maintained_seq: Generated<number>;
  /** The theme model (analysis/themes/fingerprint.ts) every theme was derived with; null: not known. */
  theme_model: string | null;
}

export interface ApiTokenRow {
  organization_uuid: string;
  uuid: string;
  token_hash: string;
  prefix: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface PersonaRow {
  organization_uuid: string;
  uuid: string;
  name: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface SpaceRow extends PersonaRow {
  feedback_count: number;
}

export interface CompanyRow {
  organization_uuid: string;
  uuid: string;
  name: string;
  domain: string | null;
  dollar_value: number;
  description: string | null;
  notes: string | null;
  company_persona_uuid: string | null;
  created_at: string;
  updated_at: string;
  last_interacted_date: string | null;
  customer_count: number;
  feedback_count: number;
  sentiment_sum: number;
  average_sentiment: number | null;
  search_rowid: number;
}

export interface CustomerRow {
  organization_uuid: string;
  uuid: string;
  full_name: string;
  email: string;
  role: string | null;
  persona_uuid: string | null;
  customer_company_uuid: string | null;
  created_at: string;
  updated_at: string;
  last_interacted_date: string | null;
  feedback_count: number;
  sentiment_sum: number;
  average_sentiment: number | null;
  highlight_count: number;
  archived_highlight_count: number;
  search_rowid: number;
}

export interface FeedbackRow {
  organization_uuid: string;
  uuid: string;
  customer_uuid: string;
  company_uuid: string | null;
  feedback_contents: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
  sentiment_score: number;
  space_uuids: string;
  created_at: string;
  updated_at: string;
  search_rowid: number;
}

export interface FeedbackSpaceRow {
  organization_uuid: string;
  space_uuid: string;
  feedback_uuid: string;
  feedback_date: string;
}

export interface HighlightRow {
  organization_uuid: string;
  uuid: string;
  feedback_uuid: string;
  customer_uuid: string;
  start_offset: number;
  end_offset: number;
  quote: string;
  category: string;
  sentiment_score: number;
  liked: number;
  archived: number;
  created_at: string;
  updated_at: string;
  theme_uuid: string | null;
}

export interface ThemeRow {
  organization_uuid: string;
  uuid: string;
  kind: string;
  title: string;
  keywords: string;
  representative_quote: string;
  summary: string;
  highlight_count: number;
  feedback_count: number;
  customer_count: number;
  sentiment_sum: number;
  average_sentiment: number | null;
  category_counts: string;
  change_seq: number;
  created_at: string;
  updated_at: string;
  /** When a person last merged other themes into this one; null if never (the background pass then never takes its evidence away). */
  merged_at: string | null;
  /** The theme model (analysis/themes/fingerprint.ts) its summary and title were derived with; null: not known. */
  theme_model: string | null;
}

export interface IssueRow {
  organization_uuid: string;
  uuid: string;
  theme_uuid: string;
  title: string | null;
  description: string | null;
  status: string;
  category: string;
  created_at: string;
  updated_at: string;
  /** When a person last merged other issues into this one; null if never. */
  merged_at: string | null;
}

/** A full-text index entry (src/store/search.ts); organization_uuid exists on PostgreSQL only. */
export interface SearchRow {
  organization_uuid?: string;
  rowid: Generated<number>;
  body: string;
}

export interface Database {
  organizations: OrganizationRow;
  api_tokens: ApiTokenRow;
  personas: PersonaRow;
  spaces: SpaceRow;
  companies: CompanyRow;
  customers: CustomerRow;
  feedbacks: FeedbackRow;
  feedback_spaces: FeedbackSpaceRow;
  highlights: HighlightRow;
  themes: ThemeRow;
  issues: IssueRow;
  feedback_search: SearchRow;
  customer_search: SearchRow;
  company_search: SearchRow;
}
