"""CPython 3.11 mismatched training input for `scripts/bench python` (the -mm
arms): numeric loops only -- Mandelbrot, a sieve, spectral norm, a matrix
product, integer hashing -- where the measured run (bench.py measure) runs
objects, JSON, regular expressions, generators, formatting and dicts.

Usage: python -S numeric.py.  Only modules that `make python` builds in (no
math).  The last line is a checksum."""
checksum = 0


def mix(x):
    global checksum
    checksum = (checksum * 31 + int(x)) % 2147483647


def mandelbrot(n):
    inside = 0
    for y in range(n):
        ci = 2.0 * y / n - 1.0
        for x in range(n):
            cr, zr, zi, i = 2.0 * x / n - 1.5, 0.0, 0.0, 0
            while i < 50 and zr * zr + zi * zi < 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                i += 1
            inside += i == 50
    mix(inside)


def sieve(n):
    composite = bytearray(n + 1)
    count = 0
    for i in range(2, n + 1):
        if not composite[i]:
            count += 1
            for j in range(i * i, n + 1, i):
                composite[j] = 1
    mix(count)


def spectral(n):
    def a(i, j):
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
    u = [1.0] * n
    v = [0.0] * n
    for _ in range(3):
        for i in range(n):
            v[i] = sum(a(i, j) * u[j] for j in range(n))
        for i in range(n):
            u[i] = sum(a(j, i) * v[j] for j in range(n))
    vbv = sum(x * y for x, y in zip(u, v))
    vv = sum(y * y for y in v)
    mix(1e6 * (vbv / vv) ** 0.5)


def matmul(n):
    a = [[(i + j) % 7 for j in range(n)] for i in range(n)]
    b = [[(i * j) % 5 for j in range(n)] for i in range(n)]
    c = [[0] * n for _ in range(n)]
    for i in range(n):
        ai, ci = a[i], c[i]
        for j in range(n):
            s = 0
            for k in range(n):
                s += ai[k] * b[k][j]
            ci[j] = s
    mix(c[n - 1][n - 1] + c[0][n - 1])


def hashing(n):
    h = 2166136261
    for i in range(n):
        h = ((h ^ (i & 0xff)) * 16777619) & 0xffffffff
    mix(h)


mandelbrot(80)
sieve(100000)
spectral(80)
matmul(40)
hashing(200000)
print("numeric", checksum)
