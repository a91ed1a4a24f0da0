"""A local stand-in for the FlashLive / TransferMarket APIs and an image host, for liblift's tests.

Prints its port on the first line of stdout, then serves until killed. GET /count answers how
many other requests it has served, so a test can tell a cache hit from a fetch.
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

API_KEY = "test-key"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256))

FL_TEAMS = {"DATA": [{"ROWS": [
    {"RANKING": 1, "TEAM_ID": "jFGBDMsU", "TEAM_NAME": "Independiente del Valle",
     "TEAM_IMAGE_PATH": "https://www.flashscore.com/res/image/data/idv.png"},
    {"RANKING": 2, "TEAM_ID": "nit9vJwS", "TEAM_NAME": "Barcelona SC",
     "TEAM_IMAGE_PATH": "https://www.flashscore.com/res/image/data/bsc.png"}]}]}
FL_SQUAD = {"DATA": [
    {"GROUP_ID": 1, "GROUP_LABEL": "Goalkeepers", "ITEMS": [
        {"PLAYER_ID": "p1", "PLAYER_NAME": "Javier Burrai", "PLAYER_TYPE_ID": "GOALKEEPER",
         "PLAYER_JERSEY_NUMBER": 1, "PLAYER_FLAG_ID": 22, "PLAYER_COUNTRY": "Argentina",
         "PLAYER_IMAGE_PATH": "https://www.flashscore.com/res/image/data/p1.png"}]},
    {"GROUP_ID": 5, "GROUP_LABEL": "Coach", "ITEMS": [
        {"PLAYER_ID": "c1", "PLAYER_NAME": "Segundo Castillo", "PLAYER_TYPE_ID": "COACH", "PLAYER_FLAG_ID": 68}]}]}
TM_CLUBS = {"clubs": [{"id": "41301", "name": "Cumbaya FC",
                       "image": "https://tmssl.akamaized.net/images/wappen/medium/41301.png"}]}
TM_SQUAD = {"squad": [{"id": "555", "name": "Ana Torres", "image": "https://img.test/555.png", "shirtNumber": "9",
                       "positions": {"first": {"id": "14", "name": "Centre-Forward", "shortName": "CF", "group": "Attack"}},
                       "nationalities": [{"id": 58, "name": "Ecuador"}]}]}

served = 0
lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json", length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        global served
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path == "/count":
            return self.send(200, str(served).encode())
        with lock:
            served += 1
        if url.path.startswith(("/fl/", "/tm/")) and self.headers.get("x-rapidapi-key") != API_KEY:
            return self.send(401, b'{"message":"missing key"}')
        if url.path == "/fl/tournaments/standings" and query.get("tournament_id") == ["trd6vSd3"]:
            return self.send(200, json.dumps(FL_TEAMS).encode())
        if url.path == "/fl/teams/squad" and query.get("team_id"):
            return self.send(200, json.dumps(FL_SQUAD).encode())
        if url.path == "/tm/clubs/list-by-competition" and query.get("id") == ["EC2L"]:
            return self.send(200, json.dumps(TM_CLUBS).encode())
        if url.path == "/tm/clubs/get-squad" and query.get("id"):
            return self.send(200, json.dumps(TM_SQUAD).encode())
        if url.path == "/bad/tournaments/standings":
            return self.send(200, b'{"DATA":[{"ROWS":[{"TEAM_ID":7,"TEAM_NAME":"x","TEAM_IMAGE_PATH":"https://a.b/c"}]}]}')
        if url.path == "/img/logo.png":
            return self.send(200, PNG, "image/png")
        if url.path == "/img/empty.png":
            return self.send(200, b"", "image/png")
        if url.path == "/status/500":
            return self.send(500, b"boom", "text/plain")
        if url.path == "/truncated":
            # Promises 1000 bytes, sends 10, hangs up.
            self.send(200, b"0123456789", "application/octet-stream", length=1000)
            self.close_connection = True
            return
        if url.path == "/slow":
            time.sleep(5)
            return self.send(200, b"late", "text/plain")
        if url.path == "/big":
            return self.send(200, b"x" * (2 << 20), "application/octet-stream")
        return self.send(404, b"{}")


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
