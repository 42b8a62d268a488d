import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long the rest of an unread body is still read (and dropped) after the answer. */
const LINGER_MS = 2_000;

/**
 * Answers on this connection, then closes it without reading the rest of the request body.
 * Closing a socket that still has unread bytes sends a TCP reset, and a client that is still
 * sending (a script streaming a file, a phone on a slow link) loses the answer it had not read
 * yet and reports a broken pipe instead of the 413. So the close lingers, as RFC 9112 §9.6
 * asks: the answer goes out with `Connection: close`, the write side is shut, and what the
 * client still sends is read and thrown away for up to LINGER_MS before the socket goes.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (socket.destroyed || typeof socket.destroySoon !== 'function') return;
  // Node's server ends a `Connection: close` answer with destroySoon(); this socket lingers instead.
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // The client's own close (after it has the answer) ends it sooner.
    socket.once('end', () => socket.destroy());
    socket.end();
    req.resume();
    socket.resume();
  };
}
