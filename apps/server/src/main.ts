import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

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
  try {
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
    server.close().then(
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
