/* Static functions of another unit: only this unit's own section can name
 * them for ld.lld. */
__attribute__((noinline)) static long step_fast(long i)
{
	return i * 3 + 1;
}

__attribute__((noinline)) static long step_slow(long i)
{
	return (i * i) % 7919;
}

__attribute__((noinline)) long run(long i)
{
	return i % 8 ? step_fast(i) : step_slow(i);
}
