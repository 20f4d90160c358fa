import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the embedded store. SQLite writes one transaction at a time, and a commit costs
 * far more than the statements before it, so writes that arrive together share one transaction,
 * each inside its own savepoint: a failing write is rolled back alone, and every caller is answered
 * only after the shared commit (so nothing is acknowledged that is not durable).
 */
const SAVEPOINT = CompiledQuery.raw('SAVEPOINT batch_item');
const RELEASE = CompiledQuery.raw('RELEASE batch_item');
const ROLLBACK_TO = CompiledQuery.raw('ROLLBACK TO batch_item');

export class WriteBatcher {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 64,
  ) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.maxBatch);
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await item.work(trx) });
            await trx.executeQuery(RELEASE);
          } catch (error) {
            await trx.executeQuery(ROLLBACK_TO);
            await trx.executeQuery(RELEASE);
            outcomes.push({ ok: false, value: error });
          }
        }
      });
      batch.forEach((item, i) => (outcomes[i]!.ok ? item.resolve(outcomes[i]!.value) : item.reject(outcomes[i]!.value)));
    } catch (error) {
      for (const item of batch) item.reject(error);
    } finally {
      if (this.queue.length > 0) setImmediate(() => void this.flush());
      else this.scheduled = false;
    }
  }
}
