/* See cxx.h. */
#include "cxx.h"
#include <cstdio>

Shape::Shape(int s) : side(s) {}
Shape::~Shape() {}
Square::Square(int s) : Shape(s) {}
Square::~Square() {}
int Square::area() const { return side * side; }

volatile int sink;
int (*volatile twice_ptr)(const Big &);

int unit_a(int n)
{
	Big g{};
	int s = 0;

	for (int i = 0; i < n; i++) {
		g.a[3] = i + sink;
		s += twice(g);
	}
	return s;
}

int main()
{
	int s = 0;

	twice_ptr = twice;
	for (int i = 0; i < 2000; i++) {
		Square q(i + sink);
		s += q.area();
	}
	s += unit_a(3000) + unit_b(1000);
	std::printf("%d\n", s);
	return 0;
}
