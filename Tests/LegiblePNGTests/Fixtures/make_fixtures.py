#!/usr/bin/env python3
"""Writes the PNG fixtures of LegiblePNGTests (and the Interface Builder tests) with Python's zlib
alone, byte for byte the same on every run: `python3 make_fixtures.py` in this folder.

Each image is described where it is made; the tests name the file and the values below.
"""
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width, height, rows, color_type=6, depth=8, extra=b"", ihdr_crc_ok=True):
    """rows: a list of raw scanline bytes (without the filter byte); filter 0 (None) throughout."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 0)
    head = chunk(b"IHDR", ihdr)
    if not ihdr_crc_ok:
        head = head[:-4] + bytes(b ^ 0xFF for b in head[-4:])
    data = zlib.compress(b"".join(b"\x00" + row for row in rows), 9)
    return b"\x89PNG\r\n\x1a\n" + head + extra + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def rgba_rows(width, height, pixel):
    return [b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height)]


def write(name, data):
    (HERE / name).write_bytes(data)


# Recipe 1's 1×1 image per state: one opaque pixel #0061cd.
write("flat-0061cd-1x1.png", png(1, 1, rgba_rows(1, 1, lambda x, y: (0x00, 0x61, 0xCD, 0xFF))))

# 12×8 black at alpha 128 with its four corner pixels transparent: flat, translucent.
def translucent(x, y):
    corner = x in (0, 11) and y in (0, 7)
    return (0, 0, 0, 0 if corner else 128)
write("flat-black-a128-12x8.png", png(12, 8, rgba_rows(12, 8, translucent)))

# 64×8 horizontal gradient, red 4·x, green 0x40, blue 0x80, opaque: 64 distinct colours.
write("gradient-64x8.png", png(64, 8, rgba_rows(64, 8, lambda x, y: (4 * x, 0x40, 0x80, 0xFF))))

# 8×8 #336699, opaque, but column 4 of rows 2–5 at alpha 200: one colour, uneven opacity.
def stripe(x, y):
    return (0x33, 0x66, 0x99, 200 if x == 4 and 2 <= y <= 5 else 255)
write("stripe-opacity-8x8.png", png(8, 8, rgba_rows(8, 8, stripe)))

# 1×1 RGB 16-bit (0x8080, 0x4040, 0xC0C0) with no gAMA or sRGB chunk: iOS reads it as sRGB,
# 8-bit (0x80, 0x40, 0xC0); libpng's default would take it as linear.
write("untagged-16bit-1x1.png", png(1, 1, [struct.pack(">HHH", 0x8080, 0x4040, 0xC0C0)], color_type=2, depth=16))

# 1×1 RGB 8-bit (128, 128, 128) with gAMA 1.0 (100000): linear light, converted by libpng.
write("gamma-linear-1x1.png", png(1, 1, [bytes((128, 128, 128))], color_type=2, extra=chunk(b"gAMA", struct.pack(">I", 100000))))

# 1×1 #0061cd with an iCCP chunk holding Legible's built-in Display P3 profile (Fuzz/corpus/icc).
profile = (HERE / "../../../Fuzz/corpus/icc/builtin-display-p3.icc").resolve().read_bytes()
write("iccp-display-p3-1x1.png", png(1, 1, rgba_rows(1, 1, lambda x, y: (0x00, 0x61, 0xCD, 0xFF)),
      extra=chunk(b"iCCP", b"Display P3\x00\x00" + zlib.compress(profile, 9))))

# 4×1 palette image (colour type 3), entries #ff0000 #00ff00 #0000ff #ffffff, tRNS alphas
# 255, 128, 0 (the fourth opaque): pixels 0, 1, 2, 3 → RGBA (255,0,0,255) (0,255,0,128)
# (0,0,255,0) (255,255,255,255).
palette = chunk(b"PLTE", bytes((255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255))) + chunk(b"tRNS", bytes((255, 128, 0)))
write("palette-trns-4x1.png", png(4, 1, [bytes((0, 1, 2, 3))], color_type=3, extra=palette))

# Damaged: the 1×1 image cut inside its IDAT; an IHDR whose CRC is wrong; a header declaring
# 5000×5000 pixels (25,000,000, over the 16,777,216 limit) with one row of data; and a GIF.
good = png(1, 1, rgba_rows(1, 1, lambda x, y: (0x00, 0x61, 0xCD, 0xFF)))
idat = good.index(b"IDAT")
write("truncated.png", good[: idat + 8])
write("bad-ihdr-crc.png", png(1, 1, rgba_rows(1, 1, lambda x, y: (0, 0, 0, 255)), ihdr_crc_ok=False))
write("huge-5000x5000.png", png(5000, 5000, [bytes(5000 * 4)]))
write("not-png.png", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")
