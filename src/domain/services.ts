import type { Store } from '../store/db.js';
import { OrganizationRepository } from '../store/organizations.js';
import { CompanyRepository, type Company, type CompanyInput } from '../store/companies.js';
import { CustomerRepository, type Customer, type CustomerInput } from '../store/customers.js';
import { FeedbackRepository, type Feedback } from '../store/feedbacks.js';
import { LabelRepository, type Persona, type Space } from '../store/personas.js';
import { analyzeFeedback } from '../analysis/index.js';
import { InvalidReferenceError } from './errors.js';

export interface FeedbackInput {
  customer_uuid: string;
  feedback_contents: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
  space_uuids: string[];
}

/**
 * The service's operations on one store: every write that touches more than one record runs here,
 * in one transaction, so nothing accepted is ever half-written.
 */
export class Services {
  readonly organizations: OrganizationRepository;
  readonly companies: CompanyRepository;
  readonly customers: CustomerRepository;
  readonly feedbacks: FeedbackRepository;
  readonly personas: LabelRepository<Persona>;
  readonly spaces: LabelRepository<Space>;

  constructor(readonly store: Store) {
    this.organizations = new OrganizationRepository(store.db);
    this.companies = new CompanyRepository(store.db);
    this.customers = new CustomerRepository(store.db);
    this.feedbacks = new FeedbackRepository(store.db);
    this.personas = new LabelRepository<Persona>(store.db, 'personas');
    this.spaces = new LabelRepository<Space>(store.db, 'spaces');
  }

  async createCompany(organizationUuid: string, input: CompanyInput & { name: string }): Promise<Company> {
    return this.store.db.transaction().execute(async (trx) => {
      if (input.company_persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.company_persona_uuid]);
      return this.companies.create(trx, organizationUuid, input);
    });
  }

  async updateCompany(organizationUuid: string, uuid: string, input: CompanyInput): Promise<Company | undefined> {
    return this.store.db.transaction().execute(async (trx) => {
      if (input.company_persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.company_persona_uuid]);
      return this.companies.update(trx, organizationUuid, uuid, input);
    });
  }

  async createCustomer(organizationUuid: string, input: CustomerInput & { full_name: string; email: string }): Promise<Customer> {
    return this.store.db.transaction().execute(async (trx) => {
      await this.checkCompany(trx, organizationUuid, input.customer_company_uuid);
      if (input.persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.persona_uuid]);
      return this.customers.create(trx, organizationUuid, input);
    });
  }

  async updateCustomer(organizationUuid: string, uuid: string, input: CustomerInput): Promise<Customer | undefined> {
    return this.store.db.transaction().execute(async (trx) => {
      await this.checkCompany(trx, organizationUuid, input.customer_company_uuid);
      if (input.persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.persona_uuid]);
      const result = await this.customers.update(trx, organizationUuid, uuid, input);
      if (!result) return undefined;
      const from = result.before.customer_company_uuid;
      const to = result.after.customer_company_uuid;
      if (from !== to) await this.feedbacks.moveCustomer(trx, organizationUuid, uuid, from, to);
      return result.after;
    });
  }

  /**
   * Ingests one feedback: analysis first (pure, outside the transaction), then the feedback, its
   * highlights and every counter it feeds, in one transaction.
   */
  async createFeedback(organizationUuid: string, input: FeedbackInput): Promise<Feedback> {
    const analysis = analyzeFeedback(input.feedback_contents);
    const spaceUuids = [...new Set(input.space_uuids)];
    return this.store.db.transaction().execute(async (trx) => {
      const customer = await this.customers.getRow(trx, organizationUuid, input.customer_uuid);
      if (!customer) throw new InvalidReferenceError('customer_uuid', 'names no customer of this organization');
      await this.spaces.ensure(trx, organizationUuid, spaceUuids);
      return this.feedbacks.create(trx, organizationUuid, {
        ...input,
        space_uuids: spaceUuids,
        company_uuid: customer.customer_company_uuid,
        sentiment_score: analysis.sentimentScore,
        highlights: analysis.highlights.map((h) => ({ ...h, themeUuid: null, vector: null })),
      });
    });
  }

  async deleteFeedback(organizationUuid: string, uuids: string[]): Promise<number> {
    return this.store.db.transaction().execute((trx) => this.feedbacks.deleteMany(trx, organizationUuid, uuids));
  }

  private async checkCompany(trx: Parameters<CompanyRepository['exists']>[0], organizationUuid: string, companyUuid: string | null | undefined) {
    if (!companyUuid) return;
    if (!(await this.companies.exists(trx, organizationUuid, companyUuid))) {
      throw new InvalidReferenceError('customer_company_uuid', 'names no company of this organization');
    }
  }
}
