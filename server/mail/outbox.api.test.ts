import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { enqueueMail, flushOutbox, listMail } from './outbox.ts';

/** A minimal SMTP server (enough for nodemailer without TLS): records messages, or refuses them. */
function fakeSmtp(refuse: boolean): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += line + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') socket.write(refuse ? '550 no relay\r\n' : '250 ok\r\n');
        else if (verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('mail outbox', () => {
  it('without SMTP_URL mail only lands in the outbox', async () => {
    await enqueueMail(t.db, { to: 'a@mail.test', subject: 'Hi', body: 'Body' });
    expect(await flushOutbox(t.db, undefined)).toBe(0);
    const [row] = await listMail(t.db, { to: 'A@mail.test' });
    expect(row).toMatchObject({ to_address: 'a@mail.test', subject: 'Hi', sent_at: null });
  });

  it('with SMTP sends unsent mail once and stamps sent_at', async () => {
    const smtp = await fakeSmtp(false);
    try {
      await enqueueMail(t.db, { to: 'b@mail.test', subject: 'Reset', body: 'Open the link' });
      const url = `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`;
      expect(await flushOutbox(t.db, url)).toBe(2); // this one and the one of the previous test
      expect(await flushOutbox(t.db, url)).toBe(0);
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages.join('')).toContain('Open the link');
      const rows = await listMail(t.db);
      expect(rows.every((r) => r.sent_at !== null)).toBe(true);
    } finally {
      smtp.server.close();
    }
  });

  it('records a refusal and keeps the mail for the next flush', async () => {
    const smtp = await fakeSmtp(true);
    try {
      await enqueueMail(t.db, { to: 'c@mail.test', subject: 'S', body: 'B' });
      expect(await flushOutbox(t.db, `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`)).toBe(0);
      const [row] = await listMail(t.db, { to: 'c@mail.test' });
      expect(row!.sent_at).toBeNull();
      expect(row!.error).toMatch(/550|no relay/i);
    } finally {
      smtp.server.close();
    }
  });
});
