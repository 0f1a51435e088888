import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { RequestHandler } from 'msw';

/**
 * Serves MSW handlers over HTTP: the local backend's front on 8080, which plays the QA scenarios
 * and forwards the rest to Google's Firestore emulator. CORS is open: the shop runs on another
 * origin (localhost:4173). Answers are gzipped when the client accepts it, as Google's servers do,
 * so what the shop downloads locally weighs what it weighs in production.
 */
export function serveHandlers(
  handlers: RequestHandler[],
  host: string,
  port: number,
): Promise<Server> {
  const app = express();
  app.use((request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'content-type, authorization',
    );
    response.setHeader('Access-Control-Max-Age', '600');
    if (request.method === 'OPTIONS') {
      response.status(204).end();
      return;
    }
    next();
  });
  app.use(compression());
  app.use(createMiddleware(...handlers));
  app.use((_request, response) => {
    response
      .status(404)
      .json({ error: { code: 404, message: 'No such endpoint', status: 'NOT_FOUND' } });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}
