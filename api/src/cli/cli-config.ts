// The commands of the artifact (backup, restore, key rotation) read the same configuration as the server.
import { ConfigError, parseEnv, type Env } from '../env.ts';

/** The parsed configuration, or the readable message and exit code 78 (EX_CONFIG), as the server does. */
export function configOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}
