"""Copies a folder of .npy inputs and results, putting the named arguments'
dim 1 (the sequence) in the zigzag order of context parallelism over N
devices: 2N chunks, place p holding chunk p // 2 when p is even and
2N - 1 - p // 2 when odd (device r: chunks r and 2N - 1 - r), as a data
loader in that order writes them. Plain Python (no NumPy): C-order arrays
of at least two dims.

    python3 zigzag_io.py IN OUT DEVICES ARG [ARG...]
"""

import ast
import os
import shutil
import struct
import sys


def read_npy(path):
    data = open(path, "rb").read()
    assert data[:6] == b"\x93NUMPY", path
    major = data[6]
    if major == 1:
        (length,) = struct.unpack("<H", data[8:10])
        start = 10
    else:
        (length,) = struct.unpack("<I", data[8:12])
        start = 12
    header = ast.literal_eval(data[start : start + length].decode("latin1"))
    assert not header["fortran_order"], path
    return data[: start + length], header, data[start + length :]


def zigzag_chunk(place, chunks):
    device = place // 2
    return device if place % 2 == 0 else chunks - 1 - device


def reorder(payload, shape, itemsize, devices):
    chunks = 2 * devices
    outer, length = shape[0], shape[1]
    row = itemsize
    for size in shape[2:]:
        row *= size
    assert length % chunks == 0, f"a sequence of {length} in {chunks} chunks"
    chunk = length // chunks * row
    slab = length * row
    out = bytearray()
    for b in range(outer):
        base = b * slab
        for place in range(chunks):
            source = base + zigzag_chunk(place, chunks) * chunk
            out += payload[source : source + chunk]
    return bytes(out)


def main():
    source, target, devices = sys.argv[1], sys.argv[2], int(sys.argv[3])
    arguments = {f"arg{index}.npy" for index in sys.argv[4:]}
    os.makedirs(target, exist_ok=True)
    for name in sorted(os.listdir(source)):
        if name not in arguments:
            shutil.copy(os.path.join(source, name), os.path.join(target, name))
            continue
        head, header, payload = read_npy(os.path.join(source, name))
        itemsize = int(header["descr"][2:])
        payload = reorder(payload, header["shape"], itemsize, devices)
        open(os.path.join(target, name), "wb").write(head + payload)


main()
