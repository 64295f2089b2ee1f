/* The callbacks of main.c's loop, in a unit of their own. */
long cb_scale(long x) { return x * 3 + 1; }
long cb_offset(long x) { return x + 12345; }
long cb_square(long x) { return (x % 100003) * (x % 100003); }
long cb_halve(long x) { return x / 2 + 7; }

/* Static: a target GCC's value profile names by an id that only this unit
 * can compute; other units cannot call it directly. */
static long cb_private(long x) { return x ^ 0x5555; }

long (*cb_private_ptr(void))(long) { return cb_private; }
