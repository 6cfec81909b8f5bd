import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat server on 127.0.0.1 for the provider tests: it records every request
 * body it receives and answers as the test says (a good JSON answer, a slow one, malformed JSON, an
 * error status).
 */
export type FakeAiBehaviour =
  | { kind: 'answer'; content: (request: FakeAiRequest) => unknown }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' }
  | { kind: 'status'; status: number };

export interface FakeAiRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

export interface FakeAiServer {
  baseUrl: string;
  requests: FakeAiRequest[];
  authorizations: (string | undefined)[];
  behave(behaviour: FakeAiBehaviour): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

export async function startFakeAiServer(): Promise<FakeAiServer> {
  let behaviour: FakeAiBehaviour = { kind: 'status', status: 503 };
  const requests: FakeAiRequest[] = [];
  const authorizations: (string | undefined)[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(body) as FakeAiRequest;
      requests.push(parsed);
      authorizations.push(req.headers.authorization);
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      switch (behaviour.kind) {
        case 'answer':
          return json(200, completion(JSON.stringify(behaviour.content(parsed))));
        case 'malformed':
          return json(200, completion('{"reply": "Sure! Here is'));
        case 'status':
          return json(behaviour.status, { error: { message: 'fake failure' } });
        case 'slow': {
          const timer = setTimeout(() => {
            pending.delete(timer);
            if (!res.writableEnded) json(200, completion(JSON.stringify({ reply: 'too late' })));
          }, behaviour.delayMs);
          pending.add(timer);
          return undefined;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
