# gawk's mismatched training for `make bench`: numeric loops in BEGIN, no
# input read, no fields, no regular expressions.
BEGIN {
	n = 300000
	for (i = 2; i <= n; i++)
		if (!(i in comp)) {
			primes++
			for (j = i * i; j <= n; j += i)
				comp[j] = 1
		}
	for (y = -1.2; y <= 1.2; y += 0.06)
		for (x = -2; x <= 0.6; x += 0.03) {
			zr = zi = 0
			for (k = 0; k < 64 && zr * zr + zi * zi < 4; k++) {
				t = zr * zr - zi * zi + x
				zi = 2 * zr * zi + y
				zr = t
			}
			inside += (k == 64)
		}
	for (i = 1; i <= 200; i++)
		f[i] = i < 3 ? 1 : (f[i - 1] + f[i - 2]) % 1000003
	printf "%d primes, %d inside, %d\n", primes, inside, f[200]
}
