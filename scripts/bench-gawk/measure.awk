# gawk's measured workload for `make bench`: a report over a web log of
# comma-separated fields: per-country and per-status totals, the first path
# segment by regex capture, query parameters split apart, hourly buckets from
# substr, sprintf-formatted means, output sorted with PROCINFO["sorted_in"].
BEGIN { FS = "," }
{
	country[$3] += $7
	hits[$3]++
	status[$6]++
	ms[$3] += $8
	if (match($5, /^\/([a-z]+)(\/[a-z]+)*(\.[a-z]+)?/, m))
		section[m[1]]++
	if (m[3] != "")
		static[m[3]]++
	q = index($5, "?")
	if (q) {
		n = split(substr($5, q + 1), kv, "&")
		for (i = 1; i <= n; i++) {
			split(kv[i], p, "=")
			param[p[1]]++
			if (p[1] == "id" && p[2] + 0 > maxid)
				maxid = p[2] + 0
		}
	}
	hour[substr($1, 12, 2)] += $7
	if ($6 >= 400)
		errors[$2 " " $4]++
	if ($9 ~ /bot|curl|Wget|python/)
		robot++
	user[$2]++
}
END {
	PROCINFO["sorted_in"] = "@val_num_desc"
	for (c in country)
		printf "%s %d hits %.1f KB %s ms/hit\n", c, hits[c], country[c] / 1024, sprintf("%.2f", ms[c] / hits[c])
	PROCINFO["sorted_in"] = "@ind_str_asc"
	for (s in status)
		print "status", s, status[s]
	for (s in section)
		print "section", s, section[s]
	for (s in static)
		print "static", s, static[s]
	for (s in param)
		print "param", s, param[s]
	for (h in hour)
		printf "hour %s %d\n", h, hour[h]
	PROCINFO["sorted_in"] = "@val_num_desc"
	for (e in errors)
		if (++shown <= 20)
			print "errors", e, errors[e]
	print "users", length(user), "robots", robot, "max id", maxid
}
