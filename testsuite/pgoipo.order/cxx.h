/* C++ for pgoipo order (cxx.exp): constructors and destructors that GCC
 * emits as aliases of one body (Square's C1/C2, D1/D2), and a local clone
 * inside a COMDAT group that both units emit (get's IPA-SRA clone
 * get.isra.0, which GCC puts into twice's group: twice stays a weak global
 * because its address is taken in both units).  The link keeps cxx-a.o's
 * group and discards cxx-b.o's, clone and all. */
struct Shape {
	Shape(int s);
	virtual ~Shape();
	virtual int area() const = 0;
	int side;
};

struct Square : Shape {
	Square(int s);
	~Square();
	int area() const override;
};

struct Big {
	int a[16];
};

inline __attribute__((noinline)) int get(const Big &b, int unused)
{
	return b.a[3] * 3 + b.a[5];
}

inline __attribute__((noinline)) int twice(const Big &b)
{
	return get(b, 7) * 2 + b.a[1];
}

extern int (*volatile twice_ptr)(const Big &);
extern volatile int sink;
int unit_a(int n);
int unit_b(int n);
