import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SCHOOL_TIME_ZONE, isValidTimeZone } from '../core/rewards/school-calendar';

/**
 * Every environment variable the server reads, parsed once at start. `.env.example` lists the same
 * names; a test keeps the two in step.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SCHOOL_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_SCHOOL_TIME_ZONE)
    .transform((value) => (value === '' ? DEFAULT_SCHOOL_TIME_ZONE : value))
    .refine(isValidTimeZone, 'not a time zone this runtime knows (use an IANA name like America/Chicago)'),
  NOVA_AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  NOVA_AI_API_KEY: optionalString,
  NOVA_AI_MODEL: optionalString,
  NOVA_AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** Cookies get the Secure flag only when the public address is https. */
  secureCookies: boolean;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  logLevel: Env['LOG_LEVEL'];
  seedDemoData: boolean;
  /** The school's IANA time zone: where "today" and "this week" (from Monday) begin for StarPower. */
  schoolTimeZone: string;
  /**
   * Nova's optional AI provider, any OpenAI-compatible chat API. Off (the built-in tutor answers) unless
   * a base URL and a model are given; some servers (Ollama, vLLM) need no key.
   */
  novaAi: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(
      `Invalid configuration:\n${problems.join('\n')}\nSee .env.example for every setting.`,
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    schoolTimeZone: e.SCHOOL_TIME_ZONE,
    novaAi:
      e.NOVA_AI_BASE_URL && e.NOVA_AI_MODEL
        ? {
            baseUrl: e.NOVA_AI_BASE_URL,
            apiKey: e.NOVA_AI_API_KEY,
            model: e.NOVA_AI_MODEL,
            timeoutMs: e.NOVA_AI_TIMEOUT_MS,
          }
        : undefined,
  };
}
