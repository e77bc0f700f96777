import type { Socket } from 'node:net';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

const SERVICE_UNAVAILABLE = 503;
type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

function busy(reply: FastifyReply, retryAfterSeconds: number) {
  reply.status(SERVICE_UNAVAILABLE).header('retry-after', String(retryAfterSeconds));
  return { message: `The server is busy. Retry in ${retryAfterSeconds} seconds.` };
}

/**
 * Overload behaviour: every request is answered in bounded time or shed with 503 + Retry-After,
 * never left to hang until the client gives up. Three gates, all configured from the environment
 * (AppConfig.load):
 *  - a cap on open connections (LOAD_MAX_CONNECTIONS): the ones beyond it are answered 503;
 *  - @fastify/under-pressure: event-loop delay, heap and RSS limits, checked on every request;
 *  - a cap on requests in progress (the next one is refused at once, before the guard runs);
 *  - a queue deadline: a request that waited too long for its turn (guard and validation
 *    included) is shed before its handler starts, so a backlog drains instead of growing.
 * Register it before the guard so the cheap refusals run first.
 */
export async function registerLoadShedding(app: FastifyInstance, config: AppConfig): Promise<void> {
  const { load } = config;

  await app.register(underPressure, {
    maxEventLoopDelay: load.maxEventLoopDelayMs,
    maxHeapUsedBytes: load.maxHeapUsedBytes,
    maxRssBytes: load.maxRssBytes,
    retryAfter: load.retryAfterSeconds,
    // Answer ourselves: the app's error handler would turn an error with status 503 into a 500.
    // At runtime a non-null return value is sent as the reply (the typings only admit void).
    pressureHandler: ((_request: unknown, reply: FastifyReply) =>
      busy(reply, load.retryAfterSeconds)) as unknown as PressureHandler,
  });

  // Open connections beyond the cap are marked at accept time and every request on them is
  // refused at once (with `connection: close`). This is the gate that works on the embedded
  // database: its queries run on the event loop, so a backlog waits unread in socket buffers,
  // invisible to in-flight counts; accept still sees every new connection immediately.
  const shedSockets = new WeakSet<Socket>();
  let openConnections = 0;
  if (load.maxConnections > 0) {
    app.server.on('connection', (socket: Socket) => {
      openConnections++;
      if (openConnections > load.maxConnections) shedSockets.add(socket);
      socket.once('close', () => {
        openConnections--;
      });
    });
  }

  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (shedSockets.has(request.raw.socket)) {
      reply.header('connection', 'close');
      return reply.send(busy(reply, load.retryAfterSeconds));
    }
    if (load.maxInFlight > 0 && inFlight >= load.maxInFlight) {
      return reply.send(busy(reply, load.retryAfterSeconds));
    }
    inFlight++;
    counted.add(request);
    // The response finished (onResponse) or the client went away first ('close'): whichever comes first.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', async (request) => release(request));

  if (load.queueDeadlineMs > 0) {
    app.addHook('preHandler', async (_request, reply) => {
      if (reply.elapsedTime > load.queueDeadlineMs) return reply.send(busy(reply, load.retryAfterSeconds));
    });
  }
}
