import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives: the tests' mailbox. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** The newest mail to `address`, waiting for it if needed. */
    async mailTo(address: string, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.findLast((m) => m.to.includes(address));
        if (mail) return decodeQuotedPrintable(mail.raw);
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Long lines arrive quoted-printable (soft breaks, `=3D` for `=`): undo that to read links and codes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
