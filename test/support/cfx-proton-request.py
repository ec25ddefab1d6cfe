"""A CFX request as the IPC-CFX SDK's AmqpCFXEndpoint.ExecuteRequest makes it, on Qpid Proton's reactor API
(test/integration/cfx-proton.spec.ts), and its response read as the SDK's AmqpUtilities.EnvelopeFromMessage reads it.

ExecuteRequest (SDK 2.1.1, CFX/Transport/AmqpCFXEndpoint.cs): a receiving link named "request-receiver" whose source
is the request's Target and whose target is the requester's handle, credit 300; a sending link named after the
requester's handle, its target the request's Target; the request as MessageFromEnvelope makes it (a Data body, gzip'd
with content-encoding gzip when the codec says so) with message-id "command-request", reply-to the requester's handle
and the one application property offset=1; the first message received within RequestTimeout (5 s) is accepted and
parsed. EnvelopeFromMessage: the body must be binary (else "AMQP Message Body does not contain a valid CFX Envelope"),
gunzip'd when content-encoding is gzip (any case), UTF-8, then the envelope's JSON; the message body typed by its
`$type`, else by MessageName. The response class's fields are read as Newtonsoft.Json reads them into the SDK's
classes (below): a value of the wrong JSON type, an enum name the SDK lacks or a type that is not the class is an
error, as it is an exception in the SDK; members the class lacks are listed (Newtonsoft drops them silently).

usage: python3 cfx-proton-request.py URL USER PASSWORD HANDLE ENVELOPE_FILE CODEC(raw|gzip)
Prints one JSON line: how the hub settled the request, the reply's AMQP properties, the parsed envelope, and errors.
"""
import gzip
import json
import sys
import uuid
from datetime import datetime, timezone

from proton import Message
from proton.handlers import MessagingHandler
from proton.reactor import Container

REQUEST_TIMEOUT_S = 5.0  # AmqpCFXEndpoint.RequestTimeout's default

# The SDK's classes a ValidateUnitsResponse is read into (CFX/InformationSystem/UnitValidation/ValidateUnitsResponse.cs,
# CFX/Structures/RequestResult.cs, ValidationResult.cs, StatusResult.cs, ValidationStatus.cs): field -> kind
STATUS_RESULT = ("Success", "PartialSuccess", "Failed", "Warning")
VALIDATION_STATUS = ("Passed", "Failed", "Skipped")
REQUEST_RESULT = {"Result": ("enum", STATUS_RESULT), "ResultCode": ("int",), "Message": ("string",)}
VALIDATION_RESULT = {
    "UniqueIdentifier": ("string",),
    "PositionNumber": ("int",),
    "Result": ("enum", VALIDATION_STATUS),
    "FailureCode": ("int",),
    "Message": ("string",),
}
CLASSES = {
    "CFX.InformationSystem.UnitValidation.ValidateUnitsResponse": {
        "Result": ("object", REQUEST_RESULT),
        "PrimaryResult": ("object", VALIDATION_RESULT),
        "ValidationResults": ("list", VALIDATION_RESULT),
    }
}
ENVELOPE = {
    "UniqueID": ("guid",),
    "MessageName": ("string",),
    "Version": ("string",),
    "TimeStamp": ("date",),
    "Source": ("string",),
    "Target": ("string",),
    "RequestID": ("string",),
}


class ParseError(Exception):
    pass


def read_value(value, kind, path, dropped):
    """A JSON value as Newtonsoft.Json reads it into a member of this kind: the value, or ParseError."""
    tag = kind[0]
    if value is None:
        if tag in ("int", "enum"):  # a C# int or enum cannot be null
            raise ParseError(f"{path}: null for a non-nullable {tag}")
        return None
    if tag == "string":
        if not isinstance(value, str):
            raise ParseError(f"{path}: {type(value).__name__} for a string")
        return value
    if tag == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not -(2**31) <= value < 2**31:
            raise ParseError(f"{path}: {value!r} is not an Int32")
        return value
    if tag == "enum":
        if value not in kind[1]:
            raise ParseError(f"{path}: {value!r} is not one of {list(kind[1])}")
        return value
    if tag == "guid":
        try:
            return str(uuid.UUID(value))
        except (ValueError, AttributeError, TypeError):
            raise ParseError(f"{path}: {value!r} is not a Guid")
    if tag == "date":
        try:
            return datetime.fromisoformat(str(value).replace("Z", "+00:00")).astimezone(timezone.utc).isoformat()
        except ValueError:
            raise ParseError(f"{path}: {value!r} is not a DateTime")
    if tag == "object":
        return read_object(value, kind[1], path, dropped)
    if tag == "list":
        if not isinstance(value, list):
            raise ParseError(f"{path}: {type(value).__name__} for a List")
        return [read_object(v, kind[1], f"{path}[{i}]", dropped) for i, v in enumerate(value)]
    raise ParseError(f"{path}: unknown kind {tag}")


def read_object(value, fields, path, dropped):
    if not isinstance(value, dict):
        raise ParseError(f"{path}: {type(value).__name__} for an object")
    out = {}
    for key, v in value.items():
        if key == "$type":
            continue
        if key not in fields:
            dropped.append(f"{path}.{key}")
            continue
        out[key] = read_value(v, fields[key], f"{path}.{key}", dropped)
    return out


def envelope_from_message(msg):
    """AmqpUtilities.EnvelopeFromMessage, then CFXEnvelope.FromJson with the body typed into the SDK's class."""
    body = msg.body
    if not isinstance(body, bytes):
        raise ParseError("AMQP Message Body does not contain a valid CFX Envelope")
    if (msg.content_encoding or "").lower() == "gzip":
        body = gzip.decompress(body)
    text = body.decode("utf-8", errors="replace")  # Encoding.UTF8.GetString replaces what it cannot read
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ParseError("the body is not one envelope")
    dropped = []
    envelope = read_object({k: v for k, v in data.items() if k != "MessageBody"}, ENVELOPE, "$", dropped)
    message_body = data.get("MessageBody")
    if not isinstance(message_body, dict):
        raise ParseError("$.MessageBody: not an object")
    declared = message_body.get("$type")
    type_name = declared.split(",")[0].strip() if isinstance(declared, str) else envelope.get("MessageName")
    if type_name not in CLASSES:
        raise ParseError(f"$.MessageBody: no SDK class {type_name!r}")
    envelope["MessageBody"] = read_object(message_body, CLASSES[type_name], "$.MessageBody", dropped)
    return envelope, dropped


class ExecuteRequest(MessagingHandler):
    def __init__(self, url, user, password, handle, request, codec):
        super().__init__(prefetch=300, auto_accept=False)
        self.url, self.user, self.password = url, user, password
        self.handle, self.request, self.codec = handle, request, codec
        self.report = {"sent": None}
        self.conn = None
        self.timer = None

    def on_start(self, event):
        c = event.container
        self.conn = c.connect(
            self.url, user=self.user, password=self.password, allowed_mechs="PLAIN", allow_insecure_mechs=True
        )
        target = self.request["Target"]
        c.create_receiver(self.conn, source=target, target=self.handle, name="request-receiver")
        c.create_sender(self.conn, target=target, name=self.handle)
        self.timer = c.schedule(REQUEST_TIMEOUT_S + 15, self)  # the SDK's 5 s, with room for a loaded test machine

    def on_timer_task(self, event):
        self.report["error"] = "A response was not received from target CFX endpoint in the alloted time."
        self.conn.close()

    def on_sendable(self, event):
        if self.report["sent"] is not None:
            return
        env = self.request
        data = json.dumps(env).encode("utf-8")
        message = Message(
            body=gzip.compress(data) if self.codec == "gzip" else data,
            inferred=True,  # bytes in a Data section
            durable=True,
            id="command-request",
            address=env["Target"],
            reply_to=self.handle,
            correlation_id=env["RequestID"],
            subject=f"{env['Source']}.{env['MessageName']}",
            content_type='application/json; charset="utf-8"',
            properties={"offset": 1},
        )
        if self.codec == "gzip":
            message.content_encoding = "gzip"
        event.sender.send(message)
        self.report["sent"] = "sent"

    def on_accepted(self, event):
        self.report["sent"] = "accepted"

    def on_rejected(self, event):
        self.report["sent"] = "rejected"

    def on_released(self, event):
        self.report["sent"] = "released"

    def on_message(self, event):
        msg = event.message
        self.accept(event.delivery)
        self.report["reply"] = {
            "to": msg.address,
            "correlation_id": msg.correlation_id,
            "subject": msg.subject,
            "content_type": msg.content_type,
            "content_encoding": msg.content_encoding,
            "body_type": type(msg.body).__name__,
        }
        try:
            envelope, dropped = envelope_from_message(msg)
            self.report["envelope"] = envelope
            self.report["dropped"] = dropped
        except (ParseError, ValueError, OSError) as e:
            self.report["error"] = f"{type(e).__name__}: {e}"
        self.timer.cancel()
        event.connection.close()

    def on_transport_error(self, event):
        cond = event.transport.condition
        self.report.setdefault("error", f"transport: {cond.name if cond else 'closed'}")


def main():
    url, user, password, handle, path, codec = sys.argv[1:7]
    with open(path, encoding="utf-8") as f:
        request = json.load(f)
    handler = ExecuteRequest(url, user, password, handle, request, codec)
    Container(handler).run()
    print(json.dumps(handler.report))
    return 0 if "envelope" in handler.report and "error" not in handler.report else 1


if __name__ == "__main__":
    sys.exit(main())
