import { describe, expect, it } from 'vitest';
import { FakeChatServer } from '../../../mocks/fake-chat-socket';
import { emitWithAck } from './emit-with-ack';

const connected = async (server: FakeChatServer) => {
  const socket = server.factory({ token: 't' });
  await new Promise((resolve) => socket.on('connect', resolve));
  return socket;
};

describe('emitWithAck', () => {
  it('gives the server acknowledgement', async () => {
    const server = new FakeChatServer({ on: { end_chat: (_payload, ack) => ack?.({ ok: true }) } });
    const socket = await connected(server);
    await expect(emitWithAck(socket, 'end_chat', { userId: 'u' }, 1000)).resolves.toEqual({ kind: 'answered', ack: { ok: true } });
    expect(server.sent).toEqual([{ event: 'end_chat', payload: { userId: 'u' } }]);
  });

  it('says offline without emitting when the socket is not connected', async () => {
    const server = new FakeChatServer({ connectAfterMs: null });
    await expect(emitWithAck(server.factory({ token: 't' }), 'send_message', {}, 1000)).resolves.toEqual({ kind: 'offline' });
    await expect(emitWithAck(null, 'send_message', {}, 1000)).resolves.toEqual({ kind: 'offline' });
    expect(server.sent).toEqual([]);
  });

  it('gives up when no acknowledgement comes in time', async () => {
    const server = new FakeChatServer();
    const socket = await connected(server);
    await expect(emitWithAck(socket, 'send_message', {}, 20)).resolves.toEqual({ kind: 'timeout' });
  });

  it('reads an acknowledgement that is not a ChatAck as a refusal', async () => {
    const server = new FakeChatServer({ on: { open_chat: (_payload, ack) => ack?.('ok') } });
    const socket = await connected(server);
    await expect(emitWithAck(socket, 'open_chat', {}, 1000)).resolves.toEqual({ kind: 'answered', ack: { ok: false, error: '' } });
  });
});
