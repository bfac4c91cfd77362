#!/usr/bin/env python3
"""Serves the price-list fixtures on 127.0.0.1 for the catalog refresh URL tests (issue 31).

Prints the port, then serves until killed. Paths:
  /aws.json              the AWS offer file fixture
  /azure/1, /azure/2     the two Azure pages; page 1's NextPageLink points at /azure/2
  /redirect              302 to /aws.json
  /loop                  302 to itself (too many redirects)
  /slow                  answers after 30 s (a timeout)
  /missing               404
  /cut                   announces the whole AWS file and sends half of it, then closes
"""
import http.server
import json
import os
import sys
import time

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "price_fixtures")


def read(rel):
    with open(os.path.join(FIXTURES, rel), "rb") as f:
        return f.read()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, length=None, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body) if length is None else length))
        for k, v in headers:
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def do_GET(self):
        port = self.server.server_address[1]
        if self.path == "/aws.json":
            self.send(200, read("aws/ec2-us-east-1.json"))
        elif self.path == "/azure/1":
            page = json.loads(read("azure/page1.json"))
            page["NextPageLink"] = "http://127.0.0.1:%d/azure/2" % port
            self.send(200, json.dumps(page).encode())
        elif self.path == "/azure/2":
            page = json.loads(read("azure/page1.json"))
            page["Items"] = [dict(page["Items"][0], armSkuName="Standard_ND96isr_H200_v5", skuName="ND96isr H200 v5",
                                  meterName="ND96isr H200 v5", retailPrice=104.72, unitPrice=104.72)]
            page["NextPageLink"] = None
            self.send(200, json.dumps(page).encode())
        elif self.path == "/redirect":
            self.send(302, b"", headers=[("Location", "/aws.json")])
        elif self.path == "/loop":
            self.send(302, b"", headers=[("Location", "/loop")])
        elif self.path == "/slow":
            time.sleep(30)
            self.send(200, b"{}")
        elif self.path == "/cut":
            body = read("aws/ec2-us-east-1.json")
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
        else:
            self.send(404, b"not found")


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
