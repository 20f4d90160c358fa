/**
 * How long a background theme maintenance pass takes on a large organization, and how long it
 * holds the store: ingests N generated feedback (bench/text.ts) into a temporary SQLite store,
 * then times the plan (made on this thread here) and the write transaction, and how long reads of
 * the themes (on the read connection, one a millisecond) waited meanwhile. With --rebuild, first
 * times deriving every theme again as after an upgrade that changed the theme model
 * (Services.rebuildThemeSummaries: batches of REBUILD_BUDGET highlights, each one transaction).
 *
 *   npx tsx scripts/maintenance-scale.ts [--feedback 20000] [--passes 2] [--rebuild]
 *   PROFILE=/tmp/maintenance.cpuprofile npx tsx scripts/maintenance-scale.ts   # CPU profile of the passes
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../bench/prng.js';
import { feedbackText } from '../bench/text.js';
import { openStore } from '../src/store/db.js';
import { migrate } from '../src/store/migrate.js';
import { Services } from '../src/domain/services.js';
import { planMembers, planThemes, type ThemePlanner } from '../src/domain/themes.js';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

async function main() {
  const args = process.argv.slice(2);
  const n = Number(args[args.indexOf('--feedback') + 1] || 20000);
  const passes = args.includes('--passes') ? Number(args[args.indexOf('--passes') + 1]) : 2;
  const dir = mkdtempSync(join(tmpdir(), 'cfs-maint-'));
  const store = openStore(`sqlite:${join(dir, 'db.sqlite')}`);
  try {
    await migrate(store);
    const services = new Services(store);
    const org = await services.organizations.create('Scale');
    const rng = new Rng(11);
    const customers: string[] = [];
    for (let i = 0; i < 500; i++) customers.push((await services.createCustomer(org.uuid, { full_name: `C ${i}`, email: `c${i}@example.com` })).uuid);
    const moods = ['happy', 'unhappy', 'mixed', 'curious'] as const;
    let t0 = Date.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < n; i++) {
      pending.push(
        services.createFeedback(org.uuid, {
          customer_uuid: customers[i % customers.length]!,
          feedback_contents: feedbackText(rng, moods[i % 4]!),
          feedback_date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          priority: 0,
          feedback_type: 'survey',
          space_uuids: [],
        }),
      );
      if (pending.length >= 64) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
    console.log(`ingested ${n} feedback in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const themes = await services.themes.repository.maintainedThemes(store.db, org.uuid);
    console.log(`themes before: ${themes.filter((t) => t.highlight_count > 0).length}`);
    if (args.includes('--rebuild')) {
      await store.db.updateTable('themes').set({ theme_model: null }).where('organization_uuid', '=', org.uuid).execute();
      const batches: number[] = [];
      t0 = Date.now();
      let rebuilt = 0;
      for (;;) {
        const started = Date.now();
        const batch = await services.store.db.transaction().execute((trx) => services.themes.rebuildSummaries(trx, org.uuid));
        batches.push(Date.now() - started);
        rebuilt += batch.rebuilt;
        if (batch.remaining === 0) break;
      }
      batches.sort((a, b) => a - b);
      console.log(`rebuild: ${rebuilt} themes in ${Date.now() - t0} ms, ${batches.length} transactions (median ${batches[batches.length >> 1]} ms, longest ${batches[batches.length - 1]} ms)`);
    }
    const timings = { embed: 0, maintain: 0 };
    const planOnThisThread: ThemePlanner = async (rows, ownName) => {
      let t = Date.now();
      const members = planMembers(rows, ownName);
      timings.embed += Date.now() - t;
      t = Date.now();
      const result = planThemes(members, ownName);
      timings.maintain += Date.now() - t;
      return result;
    };
    const session = new Session();
    if (process.env.PROFILE) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    for (let pass = 1; pass <= passes; pass++) {
      t0 = Date.now();
      const plan = await services.themes.planMaintenance(store.db, org.uuid, planOnThisThread);
      const planned = Date.now() - t0;
      t0 = Date.now();
      // Meanwhile, a read of the organization's top themes every millisecond (as GET /insights
      // would, on the read connection): how many were answered, and the longest wait of one.
      const reads = { answered: 0, longest: 0 };
      let applying = true;
      const reading = (async () => {
        while (applying) {
          const asked = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 1));
          await store.db.selectFrom('themes').select(['uuid', 'title']).where('organization_uuid', '=', org.uuid).orderBy('customer_count', 'desc').limit(25).execute();
          reads.longest = Math.max(reads.longest, performance.now() - asked);
          reads.answered++;
        }
      })();
      const report = await store.db.transaction().execute((trx) => services.themes.applyMaintenance(trx, org.uuid, plan));
      const applied = Date.now() - t0;
      applying = false;
      await reading;
      console.log(`pass ${pass}: plan ${planned} ms (reads + embedding ${timings.embed} ms + maintainThemes ${timings.maintain} ms), apply ${applied} ms; reads during it: ${reads.answered}, the longest ${reads.longest.toFixed(0)} ms`, report);
      timings.embed = timings.maintain = 0;
    }
    if (process.env.PROFILE) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    }
    const after = await services.themes.repository.maintainedThemes(store.db, org.uuid);
    console.log(`themes after: ${after.filter((t) => t.highlight_count > 0).length}`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
