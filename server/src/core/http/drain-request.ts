import type { IncomingMessage } from 'node:http';

/** a refused body is read and thrown away up to this many bytes, so its refusal reaches the client (docs/security.md) */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** and for at most this long: a client that sends slowly does not hold the connection open with it */
export const DRAIN_MAX_MS = 15_000;

/**
 * Runs `answer` once the request's body has been read to its end (and thrown away), or at once when it already was.
 * A body refused before it was read (over the size limit) would otherwise be answered while the client is still
 * sending; the server then closes the connection with the upload unread, the client's TCP stack gets a reset and
 * the client sees ECONNRESET or EPIPE instead of the refusal. A body over DRAIN_MAX_BYTES (declared or sent), or one
 * still arriving after DRAIN_MAX_MS, is answered without waiting further: the connection closes after the answer.
 */
export function afterDraining(req: IncomingMessage, answer: () => void): void {
  const declared = Number(req.headers['content-length']);
  if (req.complete || req.readableEnded || req.destroyed || declared > DRAIN_MAX_BYTES) {
    answer();
    return;
  }
  let seen = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    req.off('error', finish);
    req.off('close', finish);
    answer();
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MAX_MS);
  req.on('data', onData);
  req.once('end', finish);
  req.once('error', finish);
  req.once('close', finish);
  req.resume();
}
