"""The benchmark harness of `make bench` (entry point: scripts/bench).

programs.py  the programs, as data (Debian source package, build, training
             and measured commands); adding a program is adding an entry
arms.py      scripts/bench-arms, the arms, and what the plugin can run now
sources.py   Debian source packages and the clean source trees
run.py       one program: training, arm builds, measurements -> results JSON
measure.py   valgrind, the cycle estimate, .text and output hashes
report.py    BENCHMARKS.md from the results and templates/*.in
template.py  the template rules
main.py      the command line
Statistics (median, quartiles, geometric mean, interleaved timing) are
scripts/lib/stats.py.
"""
