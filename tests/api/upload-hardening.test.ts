import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../schemas/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { type Endpoint, fullPath, UPLOAD_FILE_FIELD, type UploadSpec } from '../../schemas/protocol/contract.ts';
import { companyResourceEndpoints } from '../../schemas/resource/endpoints.ts';
import { TEXT_PROBLEMS } from '../../src/domain/common/text-hygiene.ts';
import { STEP_TYPES } from '../../src/domain/procedures/procedure-model.ts';
import { eventSteps } from '../../src/server/db/schema/index.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { reportEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { fileParts, multipartBody, type Part, storedObjects } from '../helpers/multipart.ts';
import { png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Uploads against a hostile client (issue 23, items 17, 18, 20, 21): every upload endpoint of the
 * contracts answers a malformed multipart body with the API's 400, a refused upload never leaves
 * its connection dead, a file name with control or bidirectional characters is refused, and the
 * OpenAPI document declares each upload's multipart body.
 */

let t: TestApp;
let dataDir: string;
let port: number;
let adminToken: string;
let harborId: string;
/** Path parameters of the upload endpoints, by name: an event, its Image Upload step, a property. */
let params: Record<string, string>;

const UPLOADS = ALL_ENDPOINTS.filter((endpoint) => endpoint.upload);
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The URL of an upload endpoint with this test's ids filled in (any other id: one that exists nowhere). */
function urlOf(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return endpointUrl(endpoint, harborId, Object.fromEntries(names.map((name) => [name, params[name] ?? randomUUID()])));
}

/** An acceptable upload for `endpoint`: its required fields (a resource upload's kind and name), then one image. */
async function validParts(endpoint: Endpoint, fileName = 'photo.png'): Promise<Part[]> {
  const fields: Part[] = endpoint.upload?.fields
    ? [
        { field: 'kind', value: '2' },
        { field: 'name', value: 'Photo' },
      ]
    : [];
  return [...fields, ...fileParts({ fileName, content: await png() })];
}

function post(endpoint: Endpoint, payload: Buffer | string, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: urlOf(endpoint),
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${adminToken}` },
  });
}

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `upload-hardening-${process.pid}-${Date.now()}`);
  // A small image limit, so that a file too large for its kind is cheap to send.
  t = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_IMAGE_BYTES: String(200_000) });
  const personas = await signInEventPersonas(t);
  ({ adminToken, harborId } = personas);
  const event = await reportEvent(t, adminToken, harborId, personas.reporterProperty);
  const [step] = await t.database.db
    .select({ id: eventSteps.id })
    .from(eventSteps)
    .where(and(eq(eventSteps.eventId, event.id), eq(eventSteps.typeId, STEP_TYPES.imageUpload)));
  params = { id: event.id, questionId: step.id, pid: personas.reporterProperty };
  // A real server too, for what app.inject cannot show: the connection after a refusal.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  // A connection left dead would keep app.close() waiting: end them, so a failure fails fast.
  t?.app.server.closeAllConnections();
  await t?.close();
});

describe('a multipart body without a boundary (item 17)', () => {
  it.each(UPLOADS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 400 with the error shape',
    async (_, endpoint) => {
      const { payload } = multipartBody(await validParts(endpoint));
      const response = await post(endpoint, payload, 'multipart/form-data');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringContaining('boundary') });
    },
  );
});

/** One HTTP/1.1 answer read off a raw socket. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A keep-alive socket to the listening app, on which requests are written as raw bytes. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    // The server may close while the rest of a refused body is still being written (EPIPE, ECONNRESET).
    socket.on('error', () => {});
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes a request (a head and a body), as fast as the socket takes it. */
  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(Buffer.concat([Buffer.from(head), body]));
  }

  /** The next answer on the socket; fails when none comes within `timeoutMs`. */
  async answer(timeoutMs = 5000): Promise<RawAnswer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) throw new Error('the connection closed without an answer');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** Resolves once the server has closed the connection (or fails after `timeoutMs`). */
  async closedByServer(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the server left the connection open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }

  private parse(): RawAnswer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine?.split(' ')[1]), headers, body };
  }
}

/** A request head for the listening app. */
function requestHead(method: string, url: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A megabyte that follows the refused part: the body is still arriving when the refusal is sent. */
const TAIL = Buffer.alloc(1024 * 1024, 0x61);

describe('a multipart body that cannot be read', () => {
  it('answers 400, not 500, when the body ends in the middle of a file', async () => {
    const { payload, headers } = multipartBody(fileParts({ fileName: 'photo.png', content: await png() }));
    const cut = payload.subarray(0, payload.length - 200);
    const connection = await RawConnection.open(port);
    try {
      connection.send(
        requestHead('POST', urlOf(fileEndpoints.uploadEventMedia), {
          authorization: `Bearer ${adminToken}`,
          'content-type': headers['content-type'],
          'content-length': cut.length,
        }),
        cut,
      );
      const answer = await connection.answer();
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    } finally {
      connection.destroy();
    }
  });

  it('answers 413 naming the limit for too many fields or files', async () => {
    const endpoint = fileEndpoints.uploadEventMedia;
    const image = await png();
    const cases: [Part[], string][] = [
      [Array.from({ length: 21 }, (_, index) => ({ field: `f${index}`, value: 'x' })), 'more than 20 fields'],
      [
        fileParts(...Array.from({ length: 21 }, (_, index) => ({ fileName: `${index}.png`, content: image }))),
        'more than 20 files',
      ],
    ];
    for (const [parts, words] of cases) {
      const { payload, headers } = multipartBody([...parts, ...fileParts({ fileName: 'last.png', content: image })]);
      const response = await post(endpoint, payload, headers['content-type']);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ message: expect.stringContaining(words) });
    }
  });
});

describe('a refused upload leaves no dead connection (item 18)', () => {
  const refusals: [string, number, () => Promise<{ payload: Buffer; contentType: string }>][] = [
    [
      'too many fields (413)',
      413,
      async () => {
        const fields = Array.from({ length: 25 }, (_, index) => ({ field: `f${index}`, value: 'x' }));
        const { payload, headers } = multipartBody([...fields, ...fileParts({ fileName: 'big.png', content: TAIL })]);
        return { payload, contentType: headers['content-type'] };
      },
    ],
    [
      'a file too large for its kind (413)',
      413,
      async () => {
        const content = Buffer.concat([await png(), TAIL]);
        const { payload, headers } = multipartBody(fileParts({ fileName: 'big.png', content }));
        return { payload, contentType: headers['content-type'] };
      },
    ],
    [
      'a file under another part name (400)',
      400,
      async () => {
        const { payload, headers } = multipartBody([
          { field: 'attachment', fileName: 'a.png', content: await png() },
          ...fileParts({ fileName: 'big.png', content: TAIL }),
        ]);
        return { payload, contentType: headers['content-type'] };
      },
    ],
    [
      'a file that is not what its name says (400)',
      400,
      async () => {
        const { payload, headers } = multipartBody(fileParts({ fileName: 'page.png', content: TAIL }));
        return { payload, contentType: headers['content-type'] };
      },
    ],
    [
      'no boundary (400)',
      400,
      async () => ({
        payload: multipartBody(fileParts({ fileName: 'big.png', content: TAIL })).payload,
        contentType: 'multipart/form-data',
      }),
    ],
    [
      'a body that is not multipart (415)',
      415,
      async () => ({ payload: TAIL, contentType: 'application/octet-stream' }),
    ],
  ];

  it.each(refusals)('%s: the refusal is answered and the next request too', async (_, status, body) => {
    const { payload, contentType } = await body();
    const first = await RawConnection.open(port);
    let second: RawConnection | undefined;
    try {
      first.send(
        requestHead('POST', urlOf(fileEndpoints.uploadEventMedia), {
          authorization: `Bearer ${adminToken}`,
          'content-type': contentType,
          'content-length': payload.length,
        }),
        payload,
      );
      const refused = await first.answer();
      expect(refused.status, refused.body).toBe(status);
      expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ message: expect.any(String) }));
      const next = requestHead('GET', '/healthz', {});
      if (refused.headers.connection === 'close') {
        await first.closedByServer();
        second = await RawConnection.open(port);
        second.send(next);
        expect((await second.answer()).status).toBe(200);
      } else {
        first.send(next);
        expect((await first.answer()).status).toBe(200);
      }
    } finally {
      first.destroy();
      second?.destroy();
    }
  });
});

describe('a file name with control or bidirectional characters (item 20)', () => {
  const refused: [string, string, string][] = [
    ['NUL', 'photo\u0000.png', TEXT_PROBLEMS.control],
    ['ESC', '\u001b[31mphoto.png', TEXT_PROBLEMS.control],
    ['a tab', 'photo\t1.png', TEXT_PROBLEMS.control],
    ['DEL', 'photo\u007f.png', TEXT_PROBLEMS.control],
    ['a C1 control', 'photo\u0085.png', TEXT_PROBLEMS.control],
    ['RIGHT-TO-LEFT OVERRIDE', 'invoice\u202egnp.exe.png', TEXT_PROBLEMS.bidi],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202aphoto.png', TEXT_PROBLEMS.bidi],
    ['FIRST STRONG ISOLATE', 'photo\u2068.png', TEXT_PROBLEMS.bidi],
    ['POP DIRECTIONAL ISOLATE', 'photo\u2069.png', TEXT_PROBLEMS.bidi],
  ];

  it.each(refused)('refuses %s with 400 naming the file name, and stores nothing', async (_, fileName, problem) => {
    for (const endpoint of [fileEndpoints.uploadEventMedia, companyResourceEndpoints.upload]) {
      const before = await storedObjects(dataDir);
      const { payload, headers } = multipartBody(await validParts(endpoint, fileName));
      const response = await post(endpoint, payload, headers['content-type']);
      expect(response.statusCode, response.body).toBe(400);
      const escaped = fileName.replace(
        /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu,
        (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
      );
      const message = `The file name '${escaped}' ${problem}.`;
      expect(response.json()).toEqual({ message, validationErrors: [{ field: 'file', message }] });
      expect(await storedObjects(dataDir)).toEqual(before);
    }
  });

  it('keeps a name in another script, with the marks right-to-left text uses', async () => {
    const fileName = 'שלום\u200f café.png';
    const { payload, headers } = multipartBody(await validParts(fileEndpoints.uploadEventMedia, fileName));
    const response = await post(fileEndpoints.uploadEventMedia, payload, headers['content-type']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().images.map((image: { name: string }) => image.name)).toContain(fileName);
  });
});

describe('the OpenAPI document declares each upload body (item 21)', () => {
  it('as multipart/form-data: every field of the contract, then the file part(s), binary', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const endpoint of UPLOADS) {
      const upload = endpoint.upload as UploadSpec;
      const openApiPath = fullPath(endpoint).replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation?.requestBody?.required, label(endpoint)).toBe(true);
      expect(Object.keys(operation.requestBody.content), label(endpoint)).toEqual(['multipart/form-data']);
      const schema = operation.requestBody.content['multipart/form-data'].schema;
      const fields = (upload.fields ?? {}) as { required?: string[]; properties?: Record<string, object> };
      const binary = { type: 'string', format: 'binary' };
      expect(schema, label(endpoint)).toMatchObject({
        type: 'object',
        required: [...(fields.required ?? []), UPLOAD_FILE_FIELD],
        properties: {
          ...fields.properties,
          [UPLOAD_FILE_FIELD]: upload.multiple ? { type: 'array', items: binary } : binary,
        },
      });
      expect(Object.keys(schema.properties)).toEqual([...Object.keys(fields.properties ?? {}), UPLOAD_FILE_FIELD]);
    }
  });
});
