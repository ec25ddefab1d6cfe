import { message as amqpMessage } from 'rhea';

// The largest message the endpoint takes (MES_CFX_MAX_MESSAGE_BYTES, docs/cfx.md "Limits"). rhea gathers every frame
// of a delivery before it decodes it, however large: this wraps a session's incoming transfers so that once a
// delivery passes the limit, what it gathered is dropped and its later frames are not kept; it completes as an empty
// stand-in message and its receiver says how large it was (`oversizeOf`), so the endpoint rejects it with the reason
// and records it. Memory stays within one limit per link.

type Frame = { payload?: Buffer };
type GuardedReceiver = { _incomplete?: { frames?: Buffer[] }; cfxBytes?: number; cfxOversize?: number };
type Incoming = { on_transfer(frame: Frame, receiver: GuardedReceiver): void; cfxGuarded?: boolean };

const STAND_IN: Buffer = amqpMessage.encode({ body: '' });

/** Wraps the session's incoming transfers (rhea's `session.incoming`) with the limit. */
export function guardSession(session: unknown, maxBytes: number): void {
  const incoming = (session as { incoming?: Incoming }).incoming;
  if (!incoming || incoming.cfxGuarded) return;
  incoming.cfxGuarded = true;
  const original = incoming.on_transfer.bind(incoming);
  incoming.on_transfer = (frame, receiver) => {
    if (!receiver._incomplete) {
      receiver.cfxBytes = 0; // a new delivery
      receiver.cfxOversize = undefined;
    }
    receiver.cfxBytes = (receiver.cfxBytes ?? 0) + (frame.payload?.length ?? 0);
    if (receiver.cfxBytes > maxBytes) {
      if (receiver.cfxOversize === undefined) {
        // the first frame past the limit: what was gathered goes, the stand-in takes its place
        if (receiver._incomplete) {
          receiver._incomplete.frames = [STAND_IN];
          frame.payload = undefined;
        } else frame.payload = STAND_IN;
      } else frame.payload = undefined;
      receiver.cfxOversize = receiver.cfxBytes;
    }
    original(frame, receiver);
  };
}

/** The size of the delivery just completed on this receiver when it passed the limit, else undefined. */
export function oversizeOf(receiver: unknown): number | undefined {
  return (receiver as GuardedReceiver | undefined)?.cfxOversize;
}

/** the largest frame the endpoint announces and takes (a message spans frames; SASL frames are far smaller) */
export const CFX_MAX_FRAME_BYTES = 64 * 1024;

type GuardedConnection = {
  options?: { cfx_frame_limit?: number };
  frame_size?: number;
  received_bytes?: number;
  previous_input?: Buffer | null;
  socket?: { destroy(): void };
  input(buff: Buffer): void;
};

/** what rhea holds of a frame not yet complete: the size it waits for, or the bytes it keeps to read again */
function pending(c: GuardedConnection): number {
  if (c.frame_size !== undefined) return Math.max(c.frame_size, c.received_bytes ?? 0);
  return c.previous_input?.length ?? 0;
}

let framesGuarded = false;

/**
 * Holds the frame size of the connections a listener made with `cfx_frame_limit`: rhea waits for a frame of whatever
 * size its first four bytes declare, before any login (a 4 GB "frame" would be gathered in memory). A connection
 * whose next frame declares more than the limit is cut at once. Installed once per process, on rhea's Connection.
 */
export function guardFrames(onCut: (declared: number) => void): void {
  if (framesGuarded) return;
  framesGuarded = true;
  // rhea's Connection class is not in its typings; the listener's options reach every connection it accepts
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const proto = (require('rhea/lib/connection.js') as { prototype: GuardedConnection }).prototype;
  const input = proto.input;
  proto.input = function (this: GuardedConnection, buff: Buffer) {
    input.call(this, buff);
    const limit = this.options?.cfx_frame_limit;
    // a frame declared larger than the limit, or unread bytes that no frame within it can be (a frame header is 8)
    const held = limit ? pending(this) : 0;
    if (limit && held > limit + 8) {
      this.frame_size = undefined;
      this.previous_input = null;
      this.socket?.destroy();
      onCut(held);
    }
  };
}
