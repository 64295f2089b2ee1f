/* otherunit-count.h — count (zstd's ZSTD_count), with the linkage
 * COUNT_LINKAGE: static inline in otherunit-match.c, or external in a
 * unit of its own (otherunit-count.c, -DCOUNT_ELSEWHERE). */
#include <string.h>

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
