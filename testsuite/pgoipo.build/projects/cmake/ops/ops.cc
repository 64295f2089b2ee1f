// The callbacks: promoted at the call site in main.cc, another unit.
namespace ops {
long scale(long x) { return x * 3 + 1; }
long offset(long x) { return x + 12345; }
long square(long x) { return (x % 65536) * (x % 65536); }
long halve(long x) { return x / 2; }
long negate(long x) { return -x + 7; }
}
