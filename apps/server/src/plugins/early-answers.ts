import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import type { AccessEntry } from '../lib/access-log';
import { clientAddress, type ProxyTrust } from '../lib/proxy-trust';

/**
 * Answers a request straight from Node's server, before Fastify builds a request for it: returns
 * the status it sent, or null to leave the request to Fastify.
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => number | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a module answer GETs before Fastify routes them (see createEarlyAnswers). */
    answerEarly: (answer: EarlyAnswer) => void;
  }
}

export type EarlyAnswers = {
  /** Builds the HTTP server as Fastify would, giving the early answers the first look at GETs. */
  serverFactory: FastifyServerFactory;
  add: (answer: EarlyAnswer) => void;
  /** From here on every request goes to Fastify (which answers 503 while it closes). */
  stop: () => void;
};

/**
 * Published pages served from memory (the hosting module) skip what Fastify does for every request
 * — a request and reply object, routing, hooks, a child logger — which is most of their cost. The
 * caller decides whether they may: only when no global hook has anything to do for such a GET.
 * Each still gets its line in the log, the same as Fastify's.
 */
export function createEarlyAnswers(options: {
  isEnabled: boolean;
  /** Writes each early answer's line as Fastify logs its requests; null when requests go unlogged. */
  writeAccessLog: ((entry: AccessEntry) => void) | null;
  /** The proxies trusted to name the client (TRUST_PROXY), as Fastify is given them. */
  trust?: ProxyTrust | null;
}): EarlyAnswers {
  const answers: EarlyAnswer[] = [];
  const { writeAccessLog } = options;
  const trust = options.trust ?? null;
  let isOpen = options.isEnabled;

  function answerEarly(request: IncomingMessage, response: ServerResponse): boolean {
    if (!isOpen || request.method !== 'GET') return false;
    for (const answer of answers) {
      const started = performance.now();
      const statusCode = answer(request, response);
      if (statusCode === null) continue;
      // Logged once the bytes are handed to the socket (Fastify waits for 'finish'; for an answer
      // from memory that is the same moment, and one listener less per request).
      writeAccessLog?.({
        reqId: randomUUID(),
        method: 'GET',
        url: request.url ?? '',
        version: request.headers['accept-version'],
        host: request.headers.host ?? '',
        remoteAddress: clientAddress(request, trust),
        remotePort: request.socket.remotePort,
        statusCode,
        responseTime: performance.now() - started,
      });
      return true;
    }
    return false;
  }

  return {
    // As Fastify's own factory for HTTP/1 (fastify/lib/server.js), plus the first look.
    serverFactory: (handler, fastifyOptions) => {
      const settings = fastifyOptions as {
        http?: http.ServerOptions;
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
        maxRequestsPerSocket: number;
      };
      const server = http.createServer(settings.http ?? {}, (request, response) => {
        if (!answerEarly(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      return server;
    },
    add: (answer) => {
      answers.push(answer);
    },
    stop: () => {
      isOpen = false;
    },
  };
}
