-- Lua 5.4 workload for `scripts/bench lua`: method dispatch through
-- metatables, string and table work, closures and coroutines.
-- Usage: lua bench.lua train|measure
-- The training run uses other sizes, seeds and proportions than the measured
-- run, so the profile is not taken on the input that is measured.
-- The last line is a checksum: it must be the same in every arm.

local mode = arg[1] or "measure"
local P
if mode == "train" then
  P = { seed = 7, shapes = 60000, words = 20000, closures = 120000, coro = 40000, sortn = 16000, vec = 60000 }
elseif mode == "measure" then
  P = { seed = 12345, shapes = 80000, words = 16000, closures = 50000, coro = 40000, sortn = 15000, vec = 60000 }
else
  error("usage: lua bench.lua train|measure")
end

local sum = 0
local function mix(x) sum = (sum * 31 + math.floor(x)) % 2147483647 end

-- a small LCG so every arm sees the same numbers
local state = P.seed
local function rnd(n) state = (state * 1103515245 + 12345) % 2147483648; return state % n end

-- 1. method dispatch through metatables: a class hierarchy with __index chains
local Shape = {}
Shape.__index = Shape
function Shape.new(cls, o) return setmetatable(o, cls) end
function Shape:describe() return self.kind end
function Shape:scaled(f) return self:area() * f end

local function subclass(parent, kind)
  local c = setmetatable({}, { __index = parent })
  c.__index = c
  c.kind = kind
  return c
end
local Circle = subclass(Shape, "circle")
function Circle:area() return 3.14159 * self.r * self.r end
function Circle:perimeter() return 2 * 3.14159 * self.r end
local Rect = subclass(Shape, "rect")
function Rect:area() return self.w * self.h end
function Rect:perimeter() return 2 * (self.w + self.h) end
local Square = subclass(Rect, "square")
function Square:perimeter() return 4 * self.w end
local Tri = subclass(Shape, "tri")
function Tri:area() return 0.5 * self.b * self.h end
function Tri:perimeter() return self.b * 3 end

local function shapes(n)
  local list = {}
  for i = 1, 512 do
    local k = rnd(4)
    if k == 0 then list[i] = Shape.new(Circle, { r = 1 + rnd(10) })
    elseif k == 1 then list[i] = Shape.new(Rect, { w = 1 + rnd(10), h = 1 + rnd(10) })
    elseif k == 2 then local s = 1 + rnd(10); list[i] = Shape.new(Square, { w = s, h = s })
    else list[i] = Shape.new(Tri, { b = 1 + rnd(10), h = 1 + rnd(10) }) end
  end
  local a, p, d = 0, 0, 0
  for i = 1, n do
    local s = list[(i % 512) + 1]
    a = a + s:area()
    p = p + s:perimeter()
    if s:describe() == "square" then d = d + s:scaled(2) end
  end
  mix(a); mix(p); mix(d)
end

-- 2. operator metamethods on a vector type
local Vec = {}
Vec.__index = Vec
local function vec(x, y) return setmetatable({ x = x, y = y }, Vec) end
Vec.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
Vec.__mul = function(a, k) return vec(a.x * k, a.y * k) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__len = function(a) return math.abs(a.x) + math.abs(a.y) end
local function vectors(n)
  local acc = vec(0, 0)
  local eq = 0
  for i = 1, n do
    local v = vec(rnd(100) - 50, rnd(100) - 50)
    acc = acc + v * 2
    if v == vec(0, 0) then eq = eq + 1 end
    if #acc > 100000 then acc = vec(0, 0) end
  end
  mix(acc.x); mix(acc.y); mix(eq)
end

-- 3. strings and tables: build text, split it, count words, format a report
local syll = { "ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "an", "el" }
local function words(n)
  local parts = {}
  for i = 1, n do
    local w = {}
    for j = 1, 1 + rnd(3) do w[j] = syll[rnd(#syll) + 1] end
    parts[i] = table.concat(w)
  end
  local text = table.concat(parts, " ")
  local freq = {}
  for w in text:gmatch("%a+") do freq[w] = (freq[w] or 0) + 1 end
  local keys = {}
  for k in pairs(freq) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) if freq[a] ~= freq[b] then return freq[a] > freq[b] end return a < b end)
  local out = {}
  for i = 1, math.min(#keys, 200) do
    out[#out + 1] = string.format("%-12s %6d", keys[i]:upper(), freq[keys[i]])
  end
  local report = table.concat(out, "\n")
  local replaced = report:gsub("(%u+)", function(s) return s:lower():reverse() end)
  mix(#replaced); mix(#keys)
  local f = replaced:find("ak", 1, true)
  mix(f or 0)
end

-- 4. sorting records with a comparator closure
local function sorting(n)
  local recs = {}
  for i = 1, n do recs[i] = { id = i, key = rnd(1000), name = syll[rnd(#syll) + 1] } end
  table.sort(recs, function(a, b)
    if a.key ~= b.key then return a.key < b.key end
    return a.id < b.id
  end)
  for i = 1, n, 97 do mix(recs[i].id) end
end

-- 5. closures: counters, composition, map/filter/reduce
local function compose(f, g) return function(x) return f(g(x)) end end
local function map(t, f) local r = {} for i = 1, #t do r[i] = f(t[i]) end return r end
local function filter(t, p) local r = {} for i = 1, #t do if p(t[i]) then r[#r + 1] = t[i] end end return r end
local function reduce(t, f, a) for i = 1, #t do a = f(a, t[i]) end return a end
local function closures(n)
  local counters = {}
  for i = 1, 16 do
    local c = 0
    counters[i] = function(d) c = c + d; return c end
  end
  local inc = function(x) return x + 1 end
  local dbl = function(x) return x * 2 end
  local f = compose(inc, dbl)
  local t = {}
  for i = 1, 64 do t[i] = i end
  local total = 0
  for i = 1, n do
    total = total + counters[(i % 16) + 1](i % 7)
    if i % 64 == 0 then
      local m = map(t, f)
      local e = filter(m, function(x) return x % 3 == 0 end)
      total = total + reduce(e, function(a, b) return a + b end, 0)
    end
  end
  mix(total % 1000000007)
end

-- 6. coroutines as generators
local function gen(n)
  return coroutine.wrap(function()
    local a, b = 0, 1
    for _ = 1, n do coroutine.yield(a); a, b = b, (a + b) % 1000003 end
  end)
end
local function coros(n)
  local s = 0
  for v in gen(n) do s = (s + v) % 1000000007 end
  mix(s)
end

shapes(P.shapes)
vectors(P.vec)
words(P.words)
sorting(P.sortn)
closures(P.closures)
coros(P.coro)
print(mode, sum)
