import 'fastify';
import type { AiProvider } from './ai/provider';
import type { Config } from './config';
import type { Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Nova's AI provider when one is configured (NOVA_AI_*), else null. */
    ai: AiProvider | null;
  }
}
