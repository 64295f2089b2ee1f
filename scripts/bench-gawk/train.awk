# gawk's training for `make bench`: word statistics over prose (fields split
# on blanks, lower-casing, punctuation stripped, an associative array of
# words, word lengths), unlike the measured log report in kind.
{
	for (i = 1; i <= NF; i++) {
		w = tolower($i)
		gsub(/[^a-z]+/, "", w)
		if (w == "")
			continue
		count[w]++
		len[length(w)]++
		words++
	}
	lines++
}
END {
	for (w in count)
		if (count[w] >= 50)
			common++
	for (l in len)
		if (len[l] > most) { most = len[l]; mode = l }
	printf "%d lines, %d words, %d distinct, %d common, length %d most\n", lines, words, length(count), common, mode
}
