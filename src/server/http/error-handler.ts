import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contracts/errors';
import { AppError, codeForStatus } from '../errors';

function body(code: ErrorBody['error']['code'], message: string): ErrorBody {
  return { error: { code, message } };
}

/** Names the field that failed, e.g. "name: Please enter your name." or "body: Expected an object". */
function describeValidationFailure(
  error: { validation: { instancePath: string; message?: string }[] },
  where: string,
) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
  return `${field}: ${first?.message ?? 'is not valid'}`;
}

/** One JSON error shape for everything the API refuses: {error:{code,message}}. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(body('bad_request', describeValidationFailure(error, error.validationContext ?? 'body')));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'body: The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'body: The request is too large.'
            : error.message;
      return reply.status(status).send(body(codeForStatus(status), message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `No such route: ${request.method} ${request.url.split('?')[0]}`));
  });
}
