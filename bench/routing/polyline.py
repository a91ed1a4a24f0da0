"""Encoded polylines for the routing bench scripts (diag.py, diff.py)."""


def decode(s):
    """The points of an encoded polyline as integer (lat, lon) pairs in units of its precision
    (1e-6 degrees for polyline6)."""
    pts, i, lat, lon = [], 0, 0, 0
    while i < len(s):
        vals = []
        for _ in range(2):
            shift = result = 0
            while True:
                b = ord(s[i]) - 63
                i += 1
                result |= (b & 0x1F) << shift
                shift += 5
                if b < 0x20:
                    break
            vals.append(~(result >> 1) if result & 1 else result >> 1)
        lat += vals[0]
        lon += vals[1]
        pts.append((lat, lon))
    return pts
