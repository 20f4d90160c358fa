import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openStore } from './store/db.js';
import { migrate } from './store/migrate.js';
import { bootstrapDefaultOrganization } from './domain/bootstrap.js';
import { configureV8 } from './runtime.js';

async function main() {
  configureV8();
  const config = loadConfig();
  const store = openStore(config.databaseUrl, { poolSize: config.databasePoolSize, mmapMb: config.sqliteMmapMb });
  const applied = await migrate(store);
  const app = await buildApp({
    store,
    bodyLimit: config.bodyLimit,
    rateLimitPerMinute: config.rateLimitPerMinute,
    logger: { level: config.logLevel },
    themeMaintenance: { intervalMs: config.themeMaintenanceInterval * 1000, minChanges: config.themeMaintenanceMinChanges },
    analysisThreads: config.analysisThreads,
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  // The embedded store's in-memory search data, loaded before the first request rather than by it.
  await app.services.feedbacks.warmSearch();
  // And the analysis' lexicon, tagger and word vectors, on every thread that analyses: the first
  // feedback after a start otherwise waited for them (about 0.6 s).
  await app.services.warmUpAnalysis();

  const issued = await bootstrapDefaultOrganization(app.services, config.defaultOrganizationName);
  if (issued) {
    // Shown once, on the console rather than in the structured log, so it is not kept in log stores.
    process.stdout.write(
      `\nCreated the default organization. Keep this token: it is shown only once.\n` +
        `  organization_uuid: ${issued.organization_uuid}\n  token:             ${issued.token}\n\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
