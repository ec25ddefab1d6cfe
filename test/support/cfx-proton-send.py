"""A machine as Debian's python3-qpid-proton makes one (test/integration/cfx-proton.spec.ts): a BlockingConnection
with SASL PLAIN opens a receiving link on the reply address and a sending link on the hub's address, then sends one
CFX envelope, read from a file, as a string body. Prints one JSON line: what attached and how the hub settled.
With CODEC gzip the file holds a JSON list of envelopes, each sent as the IPC-CFX SDK sends by default: its JSON
gzip'd in a Data body with content-encoding gzip; `outcomes` lists how the hub settled each.

usage: python3 cfx-proton-send.py URL USER PASSWORD ADDRESS REPLY_ADDRESS ENVELOPE_FILE [CODEC]
"""
import gzip
import json
import sys

from proton import Message
from proton.utils import BlockingConnection, SendException


def send_gzip(sender, envelope, reply):
    body = gzip.compress(json.dumps(envelope).encode("utf-8"))
    # inferred: bytes go in a Data section, as the SDK's AmqpUtilities puts them
    message = Message(body=body, inferred=True, content_encoding="gzip", reply_to=reply)
    try:
        sender.send(message)
        return "accepted"
    except SendException as e:
        return str(e.state)


def main():
    url, user, password, address, reply, path = sys.argv[1:7]
    codec = sys.argv[7] if len(sys.argv) > 7 else "none"
    with open(path, encoding="utf-8") as f:
        text = f.read()
    document = json.loads(text)  # a JSON document, sent as it is
    conn = BlockingConnection(
        url, timeout=20, user=user, password=password, allowed_mechs="PLAIN", allow_insecure_mechs=True
    )
    report = {}
    try:
        # the hub's sender side: the answering attach must carry the source asked for, or proton gives up
        receiver = conn.create_receiver(reply)
        report["receiver"] = receiver.link.remote_source.address
        # the hub's receiver side: the answering attach must carry the target asked for
        sender = conn.create_sender(address)
        report["sender"] = sender.link.remote_target.address
        if codec == "gzip":
            report["outcomes"] = [send_gzip(sender, envelope, reply) for envelope in document]
            report["outcome"] = "accepted" if all(o == "accepted" for o in report["outcomes"]) else "not all accepted"
        else:
            try:
                sender.send(Message(body=text, content_type="application/json", reply_to=reply))
                report["outcome"] = "accepted"
            except SendException as e:
                report["outcome"] = str(e.state)
        receiver.close()
        sender.close()
    finally:
        conn.close()
    print(json.dumps(report))
    return 0 if report.get("outcome") == "accepted" else 1


if __name__ == "__main__":
    sys.exit(main())
