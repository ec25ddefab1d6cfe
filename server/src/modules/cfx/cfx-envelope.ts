import { randomUUID } from 'node:crypto';

// The IPC-CFX envelope (IPC-2591 §"CFX message envelope"): every message is one JSON object with these fields, the
// message itself in MessageBody. A delivery that is not such an object is still kept (status malformed), keyed by
// what the transport knows.

export type CfxEnvelope = {
  MessageName: string;
  Version: string;
  TimeStamp: string;
  UniqueID: string;
  Source: string;
  Target: string | null;
  RequestID: string | null;
  MessageBody: Record<string, unknown>;
};

/** What the store keeps of a delivery, parsed or not. */
export type Received = {
  source: string;
  unique_id: string;
  message_name: string;
  request_id: string;
  transaction_id: string;
  sent_at: string | null;
  raw: string;
  /** null: malformed, with `reason` */
  envelope: CfxEnvelope | null;
  reason: string;
};

export type Transport = { address: string; peer: string; messageId: string | null };

const MAX = { source: 256, unique_id: 128, name: 256, request: 128 };
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const cut = (v: string, n: number) => v.slice(0, n);

function whyNot(o: Record<string, unknown>): string | null {
  for (const k of ['MessageName', 'UniqueID', 'Source'] as const) {
    if (typeof o[k] !== 'string' || (o[k] as string).trim() === '') return `${k}: is required and must be a string`;
  }
  if (!/^CFX(\.[A-Za-z0-9_]+)+$/.test(o.MessageName as string))
    return `MessageName: ${String(o.MessageName).slice(0, 80)} is not a CFX message name`;
  if ((o.Source as string).length > MAX.source) return `Source: longer than ${MAX.source} characters`;
  if ((o.UniqueID as string).length > MAX.unique_id) return `UniqueID: longer than ${MAX.unique_id} characters`;
  const body = o.MessageBody;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    return 'MessageBody: must be an object';
  if (o.TimeStamp !== undefined && o.TimeStamp !== null && Number.isNaN(Date.parse(text(o.TimeStamp))))
    return 'TimeStamp: is not a date and time';
  return null;
}

function fallbackOf(raw: string, t: Transport, index?: number) {
  const messageId = t.messageId === null ? null : index === undefined ? t.messageId : `${t.messageId}#${index}`;
  return {
    source: cut(t.peer || 'unknown', MAX.source),
    unique_id: cut(messageId ?? `amqp:${randomUUID()}`, MAX.unique_id),
    message_name: '',
    request_id: '',
    transaction_id: '',
    sent_at: null,
    raw,
  };
}

/** A delivery kept as it came (not text, not what its encoding says, too large), keyed by what the transport knows. */
export function keptDelivery(raw: string, reason: string, t: Transport): Received {
  return { ...fallbackOf(raw, t), envelope: null, reason: reason.slice(0, 512) };
}

/**
 * Parses a delivery's text; never throws (a bad envelope comes back with envelope null and the reason). The envelopes
 * of one delivery: one, or each of a JSON list of them (an SDK endpoint with MaxMessagesPerTransmit
 * above 1 sends a list), in order. An element without a UniqueID is keyed by the delivery's message id and its place,
 * so a redelivered list is stored once.
 */
export function parseDeliveries(raw: string, t: Transport): Received[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    return [keptDelivery(raw, `not JSON: ${(e as Error).message}`, t)];
  }
  if (!Array.isArray(parsed)) return [fromValue(parsed, raw, t)];
  if (parsed.length === 0) return [keptDelivery(raw, 'not a CFX envelope: an empty list', t)];
  return parsed.map((one, i) => fromValue(one, JSON.stringify(one), t, i));
}

function fromValue(parsed: unknown, raw: string, t: Transport, index?: number): Received {
  const fallback = fallbackOf(raw, t, index);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ...fallback, envelope: null, reason: 'not a CFX envelope: the message must be a JSON object' };
  const o = parsed as Record<string, unknown>;
  const known = {
    source: typeof o.Source === 'string' && o.Source.trim() ? cut(o.Source.trim(), MAX.source) : fallback.source,
    unique_id:
      typeof o.UniqueID === 'string' && o.UniqueID.trim() ? cut(o.UniqueID.trim(), MAX.unique_id) : fallback.unique_id,
    message_name: cut(text(o.MessageName), MAX.name),
    request_id: cut(text(o.RequestID), MAX.request),
  };
  const reason = whyNot(o);
  const body = (o.MessageBody ?? {}) as Record<string, unknown>;
  const transaction = text(body.TransactionID ?? body.TransactionId).slice(0, 64);
  const sentAt = typeof o.TimeStamp === 'string' && !Number.isNaN(Date.parse(o.TimeStamp)) ? o.TimeStamp : null;
  if (reason) return { ...fallback, ...known, sent_at: sentAt, envelope: null, reason };
  return {
    ...known,
    transaction_id: transaction,
    sent_at: sentAt,
    raw,
    reason: '',
    envelope: {
      MessageName: o.MessageName as string,
      Version: text(o.Version),
      TimeStamp: sentAt ?? '',
      UniqueID: known.unique_id,
      Source: known.source,
      Target: typeof o.Target === 'string' ? o.Target : null,
      RequestID: typeof o.RequestID === 'string' ? o.RequestID : null,
      MessageBody: body,
    },
  };
}

/** A response envelope to a request, from the hub's handle: the request's RequestID (its UniqueID when it had none). */
export function responseEnvelope(
  name: string,
  body: Record<string, unknown>,
  request: CfxEnvelope,
  hubHandle: string,
): CfxEnvelope {
  return {
    MessageName: name,
    Version: request.Version || '1.7',
    TimeStamp: new Date().toISOString(),
    UniqueID: randomUUID(),
    Source: hubHandle,
    Target: request.Source,
    RequestID: request.RequestID ?? request.UniqueID,
    MessageBody: body,
  };
}
