import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import type { Tracing } from './telemetry/tracing';

/**
 * OpenTelemetry patches node:http and pg as they are loaded, so it starts before the store's own
 * modules are imported (hence the import of ./server below, not at the top); without
 * OTEL_EXPORTER_OTLP_ENDPOINT none of it is loaded.
 */
async function startTracing(config: Config, logger: pino.Logger): Promise<Tracing | undefined> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const tracing = (await import('./telemetry/tracing')).startTracing(config.OTEL_SERVICE_NAME);
  logger.info({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT }, 'exporting traces');
  return tracing;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      // EX_CONFIG (sysexits.h): starting again cannot help, so `npm start` and systemd do not.
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', '*.password', '*.token'],
  });
  let server;
  let tracing: Tracing | undefined;
  try {
    tracing = await startTracing(config, logger);
    const { startServer } = await import('./server');
    server = await startServer(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  logger.info(`the store is open on ${config.publicUrl}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing requests in flight, then stopping');
    setTimeout(() => {
      logger.error('stopping took over 60 s; exiting anyway');
      process.exit(1);
    }, 60_000).unref();
    server
      .close()
      // The spans of the last requests, still buffered, go before the process does.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
