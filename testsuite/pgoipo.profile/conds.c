/* One decision of two conditions, for the counters GCC 14 added
 * (-fcondition-coverage: per decision a bit set of the conditions seen true
 * and one of those seen false) and GCC 15 added (-fpath-coverage: a bit set
 * of the prime paths taken): profile.exp reads them.  No argument: a is
 * false; one argument: a and b are true. */
int f(int a, int b)
{
	if (a && b)
		return 1;
	return 0;
}

int main(int argc, char **argv)
{
	(void)argv;
	f(argc > 1, 1);
	return 0;
}
