/* See clash-a.c: cb_rshih has cb_ehkpcmfxq's profile id. */
int cb_rshih(int x)
{
	return 2 * x;
}
