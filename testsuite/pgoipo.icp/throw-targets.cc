// Targets of throw-main.cc's indirect call: `risky` (90% of the calls)
// throws on every 97th value.
long risky(long x)
{
	if (x % 97 == 0)
		throw x;
	return x * 3;
}

long safe(long x) { return x + 1; }

typedef long (*step_fn)(long);
step_fn pick(long i) { return i % 10 ? risky : safe; }
