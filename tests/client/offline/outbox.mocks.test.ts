import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The outbox (issue 27): saves made offline are kept in IndexedDB and sent in order, once each,
 * by their owner only; a refusal drops the saves behind it for the same record and says why.
 */

vi.mock('../../../src/client/session/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/client/offline/send-save.ts', () => ({
  sendSave: vi.fn(),
  isNoResponse: (error: unknown) => error instanceof TypeError,
}));

const { showToast } = await import('../../../src/client/session/toasts.ts');
const { sendSave } = await import('../../../src/client/offline/send-save.ts');
const { ApiError } = await import('../../../src/client/api/http.ts');
const { updateSession } = await import('../../../src/client/session/store.ts');
const { savesOf, ownerOf, removeSaves } = await import('../../../src/client/offline/outbox-store.ts');
const outbox = await import('../../../src/client/offline/outbox.ts');

const send = vi.mocked(sendSave);
const toast = vi.mocked(showToast);
const network = { onLine: true };
vi.stubGlobal('navigator', network);

function signIn(personId: string, companyId = 'company-1') {
  updateSession({
    personId,
    currentCompany: { companyId, companyName: 'Harbor' } as never,
  });
}

const save = (subject: string, n: number) => ({
  owner: outbox.currentOwner() as string,
  subject,
  label: `The report at ${subject}`,
  method: 'POST' as const,
  path: `/api/company/company-1/events/${subject}/saveProgress`,
  key: `${subject}-key-${n}`,
  body: { n },
});

/** Queues saves while the network is gone, so nothing is sent yet. */
async function queuedOffline(...saves: ReturnType<typeof save>[]) {
  network.onLine = false;
  send.mockRejectedValue(new TypeError('Failed to fetch'));
  for (const queued of saves) await outbox.queueSave(queued);
  await outbox.sendWaiting();
  network.onLine = true;
  send.mockReset();
  toast.mockClear();
}

const sentKeys = () => send.mock.calls.map(([sent]) => sent.key);

beforeEach(async () => {
  for (const person of ['person-1', 'person-2']) {
    const queued = await savesOf(ownerOf(person, 'company-1'));
    await removeSaves(queued.map((row) => row.seq as number));
  }
  send.mockReset();
  toast.mockClear();
  network.onLine = true;
  signIn('person-1');
});

describe('the outbox', () => {
  it('keeps what was saved offline and sends it in order, each with its key, then says all was sent', async () => {
    await queuedOffline(save('a', 1), save('a', 2), save('b', 1));
    expect(outbox.outboxState()).toMatchObject({ waiting: 3, unreachable: true });
    expect([...outbox.outboxState().subjects].sort()).toEqual(['a', 'b']);
    send.mockResolvedValue({ success: true });
    await outbox.sendWaiting();
    expect(sentKeys()).toEqual(['a-key-1', 'a-key-2', 'b-key-1']);
    expect(outbox.outboxState()).toMatchObject({ waiting: 0, unreachable: false, sending: false });
    expect(toast).toHaveBeenCalledWith('success', outbox.OUTBOX_MESSAGES.allSent, expect.any(Number));
  });

  it('stops at a save that gets no answer and sends it, still first, next time', async () => {
    await queuedOffline(save('a', 1), save('a', 2));
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await outbox.sendWaiting();
    expect(sentKeys()).toEqual(['a-key-1']);
    expect(outbox.outboxState()).toMatchObject({ waiting: 2, unreachable: true });
    send.mockResolvedValue({ success: true });
    await outbox.sendWaiting();
    expect(sentKeys()).toEqual(['a-key-1', 'a-key-1', 'a-key-2']);
    expect(outbox.outboxState().waiting).toBe(0);
  });

  it('keeps a save the server could not take now (5xx, a sign-in to renew) for later', async () => {
    await queuedOffline(save('a', 1));
    send.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', null));
    await outbox.sendWaiting();
    send.mockRejectedValueOnce(new ApiError(401, 'Unauthorized', null));
    await outbox.sendWaiting();
    expect(outbox.outboxState().waiting).toBe(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('drops a refused save with the saves behind it for the same record, says why, and sends the others', async () => {
    await queuedOffline(save('a', 1), save('b', 1), save('a', 2));
    send.mockRejectedValueOnce(new ApiError(409, 'This report was already finished in another window.', null));
    send.mockResolvedValue({ success: true });
    await outbox.sendWaiting();
    expect(sentKeys()).toEqual(['a-key-1', 'b-key-1']);
    expect(outbox.outboxState().waiting).toBe(0);
    expect(toast).toHaveBeenCalledWith(
      'error',
      'The report at a was not sent: This report was already finished in another window.',
      expect.any(Number),
    );
  });

  it("neither sends nor counts another person's saves", async () => {
    await queuedOffline(save('a', 1));
    signIn('person-2');
    send.mockResolvedValue({ success: true });
    await outbox.sendWaiting();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.outboxState().waiting).toBe(0);
    signIn('person-1');
    await outbox.sendWaiting();
    expect(sentKeys()).toEqual(['a-key-1']);
  });
});

describe('saveNowOrLater', () => {
  it('sends at once when online and nothing waits, and queues nothing', async () => {
    send.mockResolvedValue({ saved: 1 });
    const outcome = await outbox.saveNowOrLater(save('a', 1), () => 'local');
    expect(outcome).toEqual({ sent: true, reply: { saved: 1 } });
    expect(await savesOf(outbox.currentOwner() as string)).toHaveLength(0);
  });

  it('queues a save that gets no answer, and answers what the caller computed', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await outbox.saveNowOrLater(save('a', 1), () => 'local');
    expect(outcome).toEqual({ sent: false, local: 'local' });
    expect((await savesOf(outbox.currentOwner() as string)).map((row) => row.key)).toEqual(['a-key-1']);
  });

  it('queues behind saves already waiting, offline without trying, and nothing the caller refuses', async () => {
    await queuedOffline(save('a', 1));
    network.onLine = false;
    await outbox.saveNowOrLater(save('a', 2), () => 'local');
    expect(await outbox.saveNowOrLater(save('a', 3), () => null)).toEqual({ sent: false, local: null });
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'a-key-2' }), expect.anything());
    expect((await savesOf(outbox.currentOwner() as string)).map((row) => row.key)).toEqual(['a-key-1', 'a-key-2']);
  });

  it('throws a refusal made now, for the wizard to show, and queues nothing', async () => {
    send.mockRejectedValue(new ApiError(409, 'Finished elsewhere.', null));
    await expect(outbox.saveNowOrLater(save('a', 1), () => 'local')).rejects.toMatchObject({ status: 409 });
    expect(await savesOf(outbox.currentOwner() as string)).toHaveLength(0);
  });
});
