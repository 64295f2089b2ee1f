/* otherunit-match.c — count2 and its same-unit callers (otherunit.h). */
#include "otherunit.h"

#ifdef COUNT_ELSEWHERE
size_t count(const unsigned char *in, const unsigned char *match, const unsigned char *limit);
#else
#define COUNT_LINKAGE static inline
#include "otherunit-count.h"
#endif

size_t count2(const unsigned char *ip, const unsigned char *match, const unsigned char *iend,
	      const unsigned char *mend, const unsigned char *istart)
{
	const unsigned char *vend = ip + (mend - match) < iend ? ip + (mend - match) : iend;
	size_t len = count(ip, match, vend);
	if (match + len != mend)
		return len;
	return len + count(ip + len, istart, iend);
}

UNTRAINED(0) UNTRAINED(1)
