import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  received: Array<{ from: string; to: string[]; raw: string }>;
  /** When set, the server refuses every message with this reply. */
  refuse: boolean;
  /** How many messages it refused. */
  refused: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth), keeping every message it accepts. */
export async function startSmtp(): Promise<FakeSmtp> {
  const state: Pick<FakeSmtp, 'received' | 'refuse' | 'refused'> = { received: [], refuse: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          state.refused += 1;
          callback(Object.assign(new Error('Hộp thư tạm thời không nhận thư'), { responseCode: 451 }));
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf-8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

