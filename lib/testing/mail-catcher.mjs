// A real SMTP listener on loopback for the tests (smtp-server), with the messages it received served
// as JSON at http://127.0.0.1:{port}/messages?to=address. MIME is decoded here (mailparser does not
// install on these machines): the text/plain part, quoted-printable or base64, and encoded-word subjects.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { freePort } from './serve-production.mjs';

function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function splitHeaders(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(body, encoding = '') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The first part of a type (text/plain unless told) of a message, searched through nested multiparts. */
export function textOf(raw, wanted = /^text\/plain/i) {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = textOf(part.replace(/^\r?\n/, ''), wanted);
      if (text !== null) return text;
    }
    return null;
  }
  return wanted.test(type) ? decodeBody(body, headers['content-transfer-encoding']) : null;
}

export async function startMailCatcher(httpPort) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers } = splitHeaders(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeWords(headers.subject ?? ''),
          messageId: headers['message-id'] ?? null,
          text: textOf(raw) ?? '',
          /** An attached iCalendar file (a test drive's), or null. */
          calendar: textOf(raw, /^text\/calendar/i),
          hasHtml: /content-type:\s*text\/html/i.test(raw),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('Content-Type', 'application/json');
    // No kept-alive sockets: a test's poll sent on one just as the server closed it idle (5 s) got ECONNRESET.
    response.setHeader('Connection', 'close');
    response.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
  });
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    /** What has arrived so far, in order (npm run scale:check counts it in process). */
    messages,
    stop: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]),
  };
}
