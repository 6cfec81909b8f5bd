import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { OidcProvider } from './auth/oidc';
import { registerErrorHandling } from './http/error-handler';
import { registerSameOriginCheck } from './http/same-origin';
import { serveBuiltClient, serveClientWithVite } from './http/client-assets';
import { authRoutes } from './routes/auth';
import { googleSignInRoutes } from './routes/google-sign-in';
import { userRoutes } from './routes/user';
import { questionRoutes } from './routes/questions';
import { teksRoutes } from './routes/teks';
import { practiceRoutes } from './routes/practice';
import { masteryRoutes } from './routes/mastery';
import { readingRoutes } from './routes/reading';
import { examRoutes } from './routes/exams';
import { analyticsRoutes } from './routes/analytics';
import { progressRoutes } from './routes/progress';
import { spaceRoutes } from './routes/space';
import { novaRoutes } from './routes/nova';
import { studyPlanRoutes } from './routes/study-plans';
import { classroomRoutes } from './routes/classrooms';
import { familyRoutes } from './routes/families';
import { createAiProvider } from './ai/provider';
import { rateLimitedBody } from './http/rate-limited';

export interface AppOptions {
  config: Config;
  database: Database;
  /** 'built': dist/client; 'vite': dev middleware; 'none': API only (API tests). */
  client?: 'built' | 'vite' | 'none';
  /** Where the built client lives (tests point it at a small fixture). */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  accountCreationPerMinute?: number;
  /** Nova chat messages a student may send a minute (tests lower it). */
  novaChatPerMinute?: number;
}

/** Requests larger than this are refused with 413: nothing we accept comes near it. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  // Nova's AI provider, or null: then the built-in tutor answers everything.
  app.decorate('ai', config.novaAi ? createAiProvider(config.novaAi, app.log) : null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    // Vite's dev client injects inline scripts; the built app needs none.
    contentSecurityPolicy:
      options.client === 'vite'
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              imgSrc: ["'self'", 'data:'],
              mediaSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              scriptSrc: ["'self'"],
              connectSrc: ["'self'"],
              upgradeInsecureRequests: config.secureCookies ? [] : null,
            },
          },
    hsts: config.secureCookies,
  });
  // School networks are slow: gzip/brotli everything worth it (scripts, styles, JSON lists).
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitedBody });
  registerSameOriginCheck(app, config.publicUrl);

  await app.register(authRoutes, { accountCreationPerMinute: options.accountCreationPerMinute ?? 60 });
  await app.register(googleSignInRoutes, { oidc: new OidcProvider(config.oidc) });
  await app.register(userRoutes);
  await app.register(teksRoutes);
  await app.register(questionRoutes);
  await app.register(practiceRoutes);
  await app.register(masteryRoutes);
  await app.register(readingRoutes);
  await app.register(examRoutes);
  await app.register(analyticsRoutes);
  await app.register(progressRoutes);
  await app.register(spaceRoutes);
  await app.register(novaRoutes, { chatPerMinute: options.novaChatPerMinute ?? 12 });
  await app.register(studyPlanRoutes);
  await app.register(classroomRoutes);
  await app.register(familyRoutes);

  if (options.client === 'built') await serveBuiltClient(app, options.clientDir);
  if (options.client === 'vite') await serveClientWithVite(app);
  return app;
}
