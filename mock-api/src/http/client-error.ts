// Requests Node's HTTP parser refuses before the app sees them: headers or a URL over its
// 16 KB limit, bytes that are not HTTP, a request that took longer than headersTimeout or
// requestTimeout (ADR 026). Node's own answer is a bare status line; ours is the API's JSON
// error shape ({ message }), so every 4xx a client gets reads the same.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorMessages } from './errors.ts';

function answerFor(code: string | undefined): [status: number, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, errorMessages.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, errorMessages.requestTimeout];
  return [400, errorMessages.malformedRequest];
}

/** The server's 'clientError' listener: answers in JSON when it still can, then closes. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A response already under way (a keep-alive connection's next request went bad) cannot
  // get another status line; a reset connection has nobody to answer.
  const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || inProgress) {
    socket.destroy();
    return;
  }
  const [status, message] = answerFor(error.code);
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
