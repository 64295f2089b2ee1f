/* See cxx.h. */
#include "cxx.h"

int unit_b(int n)
{
	Big g{};
	int s = 0;

	twice_ptr = twice;
	for (int i = 0; i < n; i++) {
		g.a[3] = i - sink;
		s += twice(g);
	}
	Shape *p = new Square(n);
	s += p->area();
	delete p;
	return s;
}
