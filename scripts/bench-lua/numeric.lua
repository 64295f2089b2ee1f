-- Lua 5.4 mismatched training input for `scripts/bench lua` (the -mm arms):
-- numeric loops only -- Mandelbrot, a sieve, spectral norm, a matrix
-- product -- where the measured run (bench.lua measure) dispatches methods
-- through metatables and works on strings, tables, closures and coroutines.
-- The last line is a checksum.

local sum = 0
local function mix(x) sum = (sum * 31 + math.floor(x)) % 2147483647 end

local function mandelbrot(n)
  local inside = 0
  for y = 0, n - 1 do
    local ci = 2.0 * y / n - 1.0
    for x = 0, n - 1 do
      local cr, zr, zi, i = 2.0 * x / n - 1.5, 0.0, 0.0, 0
      while i < 50 and zr * zr + zi * zi < 4.0 do
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
        i = i + 1
      end
      if i == 50 then inside = inside + 1 end
    end
  end
  mix(inside)
end

local function sieve(n)
  local composite, count = {}, 0
  for i = 2, n do
    if not composite[i] then
      count = count + 1
      for j = i * i, n, i do composite[j] = true end
    end
  end
  mix(count)
end

local function spectral(n)
  local function a(i, j) return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1) end
  local u, v = {}, {}
  for i = 0, n - 1 do u[i] = 1.0 end
  for _ = 1, 4 do
    for i = 0, n - 1 do
      local s = 0.0
      for j = 0, n - 1 do s = s + a(i, j) * u[j] end
      v[i] = s
    end
    for i = 0, n - 1 do
      local s = 0.0
      for j = 0, n - 1 do s = s + a(j, i) * v[j] end
      u[i] = s
    end
  end
  local vbv, vv = 0.0, 0.0
  for i = 0, n - 1 do vbv = vbv + u[i] * v[i]; vv = vv + v[i] * v[i] end
  mix(1e6 * math.sqrt(vbv / vv))
end

local function matmul(n)
  local a, b, c = {}, {}, {}
  for i = 1, n do
    a[i], b[i], c[i] = {}, {}, {}
    for j = 1, n do a[i][j] = (i + j) % 7; b[i][j] = (i * j) % 5 end
  end
  for i = 1, n do
    local ai, ci = a[i], c[i]
    for j = 1, n do
      local s = 0
      for k = 1, n do s = s + ai[k] * b[k][j] end
      ci[j] = s
    end
  end
  mix(c[n][n] + c[1][n])
end

mandelbrot(120)
sieve(200000)
spectral(120)
matmul(60)
print("numeric", sum)
