/* The targets of notfn-main.c's indirect call, in another unit. */
typedef int (*fn)(int);

int twice(int x) { return 2 * x; }
int plus_one(int x) { return x + 1; }

fn pick(int i) { return i % 16 ? twice : plus_one; }
