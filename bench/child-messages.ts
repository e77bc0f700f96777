import type { ChildProcess } from 'node:child_process';

/**
 * The next message of one type from a benchmark's server child (fork + IPC), typed by the
 * child's message union: `const next = nextMessageOf<FromServer>(); await next(child, 'ready')`.
 */
export function nextMessageOf<M extends { type: string }>() {
  return <T extends M['type']>(child: ChildProcess, type: T): Promise<Extract<M, { type: T }>> =>
    new Promise((resolve) => {
      const listener = (message: M) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as Extract<M, { type: T }>);
      };
      child.on('message', listener);
    });
}

/** One JSON call to the benchmark's server with a bearer token; throws on a status that is not 2xx. */
export async function callJson(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
