#!/usr/bin/env python3
"""Lists the functions of a PSP ELF that hold VFPU instructions.

A thread that runs a VFPU instruction without the VFPU attribute crashes on a PSP (and in
the Vita's PSP mode), not in PPSSPP (docs/HARDWARE.md). The Allegrex is a MIPS II CPU, so in
its code the major opcodes below are the VFPU's and nothing else (on MIPS III+ they would be
64-bit loads, stores and DADDI, which a MIPS II compiler never emits): COP2 (0x12, mfv/mtv),
VFPU0/1/3 (0x18, 0x19, 0x1B), VFPU4/5/6 (0x34, 0x37, 0x3C), the vector loads and stores
(0x32 lv.s, 0x35 lvl/lvr.q, 0x36 lv.q, 0x3A sv.s, 0x3D svl/svr.q, 0x3E sv.q) and 0x3F
(vnop, vflush, vsync). Only executable sections are scanned; `.sceStub.text` holds the
import stubs' data until the loader patches them, and is left out.

Usage: vfpu-scan.py ELF [OPCODE...] -> one `FUNCTION COUNT` line per function; exit 0.
Extra major opcodes (hex) are counted too: the test passes 0x23 (lw), which every function
that reads memory holds, to show the scan reaches the code it vouches for.
"""
import struct
import sys

VFPU = {0x12, 0x18, 0x19, 0x1B, 0x34, 0x37, 0x3C, 0x32, 0x35, 0x36, 0x3A, 0x3D, 0x3E, 0x3F}


def main(path, extra=()):
    opcodes = VFPU | set(extra)
    data = open(path, "rb").read()
    assert data[:4] == b"\x7fELF" and data[4] == 1 and data[5] == 1, "a 32-bit little-endian ELF"
    shoff, = struct.unpack_from("<I", data, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x2E)
    secs = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)]
    names = secs[shstrndx]

    def name(off, table):
        end = data.index(b"\0", table[4] + off)
        return data[table[4] + off:end].decode()

    symtab = next((s for s in secs if s[1] == 2), None)
    funcs = []
    if symtab:
        strtab = secs[symtab[6]]
        for i in range(symtab[5] // 16):
            st_name, value, size, info, _, shndx = struct.unpack_from("<IIIBBH", data, symtab[4] + 16 * i)
            if info & 0xF == 2 and size:
                funcs.append((value, value + size, name(st_name, strtab)))
    funcs.sort()
    found = {}
    for s in secs:
        sname = name(s[0], names)
        if not (s[2] & 0x4) or s[1] != 1 or sname.startswith(".sceStub"):
            continue
        addr, off, size = s[3], s[4], s[5]
        for i in range(0, size - 3, 4):
            word, = struct.unpack_from("<I", data, off + i)
            if word >> 26 in opcodes:
                pc = addr + i
                f = next((n for a, b, n in funcs if a <= pc < b), f"{sname}+{pc - addr:#x}")
                found[f] = found.get(f, 0) + 1
    for f, n in sorted(found.items()):
        print(f, n)


if __name__ == "__main__":
    main(sys.argv[1], [int(x, 16) for x in sys.argv[2:]])
