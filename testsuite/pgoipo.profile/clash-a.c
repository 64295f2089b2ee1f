/* cb_ehkpcmfxq here and cb_rshih in clash-b.c have the same profile id,
 * 1913210088: GCC's ids are 31-bit CRCs of the names, and these two collide.
 * (In one unit GCC would give the second id + 1; in two units it cannot.) */
int cb_ehkpcmfxq(int x)
{
	return x + 1;
}
