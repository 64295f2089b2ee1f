/* hotcallee.h — hotcallee.exp's and otherunit.exp's program: count2
 * (zstd's ZSTD_count_2segments), which calls count (ZSTD_count), has one
 * hot caller, fast, and callers the training run never enters
 * (untrainedK).  Each file defines what it names before including this:
 * COUNT_LINKAGE and COUNT2_LINKAGE define count and count2 with that
 * linkage; the macros FAST and UNTRAINED(K) define fast and untrainedK
 * (UNTRAINED_LINKAGE: static or empty), MAIN(MASK) main: ./prog N K runs
 * fast N times, then untrained[K & MASK] N times (an array the file
 * defines). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 4096

#ifdef COUNT_LINKAGE
COUNT_LINKAGE size_t count(const unsigned char *in, const unsigned char *match,
			  const unsigned char *limit)
{
	const unsigned char *start = in;
	const unsigned char *loop_limit = limit - (sizeof(size_t) - 1);

	if (in < loop_limit) {
		size_t a, b;
		memcpy(&a, match, sizeof a);
		memcpy(&b, in, sizeof b);
		if (a ^ b)
			return (size_t)__builtin_ctzll(a ^ b) >> 3;
		in += sizeof(size_t);
		match += sizeof(size_t);
		while (in < loop_limit) {
			memcpy(&a, match, sizeof a);
			memcpy(&b, in, sizeof b);
			if (!(a ^ b)) {
				in += sizeof(size_t);
				match += sizeof(size_t);
				continue;
			}
			in += __builtin_ctzll(a ^ b) >> 3;
			return (size_t)(in - start);
		}
	}
	if (in < limit - 3 && !memcmp(match, in, 4)) {
		in += 4;
		match += 4;
	}
	if (in < limit - 1 && !memcmp(match, in, 2)) {
		in += 2;
		match += 2;
	}
	if (in < limit && *match == *in)
		in++;
	return (size_t)(in - start);
}
#else
size_t count(const unsigned char *in, const unsigned char *match, const unsigned char *limit);
#endif

#ifdef COUNT2_LINKAGE
COUNT2_LINKAGE size_t count2(const unsigned char *ip, const unsigned char *match,
			     const unsigned char *iend, const unsigned char *mend,
			     const unsigned char *istart)
{
	const unsigned char *vend = ip + (mend - match) < iend ? ip + (mend - match) : iend;
	size_t len = count(ip, match, vend);
	if (match + len != mend)
		return len;
	return len + count(ip + len, istart, iend);
}
#else
size_t count2(const unsigned char *ip, const unsigned char *match, const unsigned char *iend,
	      const unsigned char *mend, const unsigned char *istart);
#endif

#define FAST                                                                         \
	__attribute__((noinline)) static size_t fast(const unsigned char *data, unsigned n) \
	{                                                                            \
		size_t s = 0;                                                        \
		for (unsigned i = 0; i < n; i++) {                                   \
			unsigned p = (i * 2654435761u) % (SIZE / 2);                 \
			unsigned q = (i * 40503u) % (SIZE / 2);                      \
			s += count2(data + p, data + q, data + SIZE, data + q + 64, data); \
		}                                                                    \
		return s;                                                            \
	}

#define UNTRAINED(k)                                                                 \
	__attribute__((noinline)) UNTRAINED_LINKAGE size_t untrained##k(const unsigned char *data, unsigned n) \
	{                                                                            \
		size_t s = 0;                                                        \
		for (unsigned i = 0; i < n; i++) {                                   \
			unsigned p = (i * (2246822519u + k)) % (SIZE / 2);           \
			unsigned q = (i * (3266489917u + k)) % (SIZE / 2);           \
			s += count2(data + p, data + q, data + SIZE, data + q + 48, data); \
		}                                                                    \
		return s;                                                            \
	}

#define MAIN(MASK)                                                                   \
	static unsigned char buffer[SIZE + 64];                                      \
	static const unsigned char *volatile base = buffer;                          \
	int main(int argc, char **argv)                                              \
	{                                                                            \
		unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 0;                 \
		size_t s = 0;                                                        \
		for (unsigned i = 0; i < sizeof buffer; i++)                         \
			buffer[i] = (unsigned char)("abcab"[(i * 7 + i / 13) % 5]);  \
		s += fast(base, n);                                                  \
		if (argc > 2)                                                        \
			s += untrained[atoi(argv[2]) & (MASK)](base, n);             \
		printf("%zu\n", s);                                                  \
		return 0;                                                            \
	}
