"""A machine as Debian's python3-qpid-proton makes one (test/integration/cfx-proton.spec.ts): a BlockingConnection
with SASL PLAIN opens a receiving link on the reply address and a sending link on the hub's address, then sends one
CFX envelope, read from a file, as a string body. Prints one JSON line: what attached and how the hub settled.

usage: python3 cfx-proton-send.py URL USER PASSWORD ADDRESS REPLY_ADDRESS ENVELOPE_FILE
"""
import json
import sys

from proton import Message
from proton.utils import BlockingConnection, SendException


def main():
    url, user, password, address, reply, path = sys.argv[1:7]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    json.loads(text)  # a JSON document, sent as it is
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
