# shellcheck shell=bash
# pipeline.sh — pgoipo's one pipeline, as bash functions:
#
#   instrument -> train -> index -> use (GCC PGO + plugin) -> order -> relink -> check
#   (-> report: what it changed, as a page)
#
# Who runs it: scripts/pgoipo-build (Make projects) compiles with the flags
# spelled here (pgoipo_flags_*) and runs the train, index, order and check
# steps; scripts/demo, bench-examples, calibrate-inline-cost and fuzz-icp build
# their programs of a few source files with the steps; the testsuite
# (testsuite/lib/pgoipo.exp) runs them as a command:
#
#   bash scripts/lib/pipeline.sh STEP ARG...    STEP: a function below without
#                                               pgoipo_ (flags-plugin = flags_plugin)
#
# examples/running/Makefile writes the same commands out, as a user's Makefile
# would (the testsuite compares them with `pipeline.sh pipeline`).
#
# A program of a few source files lives in the directory of its executable
# EXE: one object per source (DIR/NAME.o, NAME without the suffix), the
# profile (.gcda next to the objects), the index EXE.pgo (Clang: EXE.profdata).
#
#   source scripts/lib/pipeline.sh
#   pgoipo_instrument prog/prog a.c b.c        # prog/a.o prog/b.o, prog/prog
#   pgoipo_train -C prog prog ./prog ARGS      # training run -> prog/*.gcda
#   pgoipo_index prog/prog                     # prog/prog.pgo
#   pgoipo_use -c -i prog/prog.pgo -a dump=all prog/prog a.c b.c
#   pgoipo_order prog/prog.order prog/a.o prog/b.o
#   pgoipo_relink gold prog/prog.order prog/prog prog/a.o prog/b.o
#   pgoipo_check prog/prog prog/prog.order
#   pgoipo_report -i prog/prog.pgo -d prog -r prog/prog.order prog/report prog/prog
#
# or all of it: pgoipo_pipeline -t ARGS -o gold -a dump=all prog/prog a.c b.c
#
# Every step checks that it produced something (a program, a profile, an
# index, an order file, an order found in the program) and otherwise stops
# the script naming the step: "PROG: error: train: ...".  Sourcing defines
# say and die (messages on stderr, prefixed "PROG: ") for the script too, and
# the measures the scripts share: pgoipo_cachegrind, _text_size, _count_dump.
#
# Settings (variables; PGOIPO_BUILD before sourcing, as the plugin's and the
# command's defaults derive from it; the others at any time):
#   PGOIPO_BUILD     the build directory (default: ROOT/build)
#   PGOIPO_PLUGIN    the plugin (default: $PGOIPO_BUILD/pgoipo.so)
#   PGOIPO_CMD       the pgoipo command (default: $PGOIPO_BUILD/pgoipo)
#   PGOIPO_CC        the compiler (default: $CC, else gcc); a Clang means Clang
#                    PGO: -fprofile-instr-*, llvm-profdata, no plugin
#   PGOIPO_CXX       for C++ sources (default: PGOIPO_CC with gcc -> g++,
#                    clang -> clang++)
#   PGOIPO_CFLAGS    flags of every compile and link of instrument, use and
#                    relink (default: -O2)
#   PGOIPO_PROFDATA  Clang's profile merger (default: llvm-profdata-14)
#   PGOIPO_PROG      the name in messages (default: the script's name)
#   PGOIPO_SHOW      a file descriptor: each command is printed there first as
#                    "$ COMMAND" (scripts/demo: 1)
#   PGOIPO_LOGDIR    when set, each step writes the output of its commands to
#                    STEP.log there, and a failing step shows the log's tail

PGOIPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
: "${PGOIPO_BUILD:=$PGOIPO_ROOT/build}"
: "${PGOIPO_PLUGIN:=$PGOIPO_BUILD/pgoipo.so}"
: "${PGOIPO_CMD:=$PGOIPO_BUILD/pgoipo}"
: "${PGOIPO_CC:=${CC:-gcc}}"
: "${PGOIPO_CXX:=}"
: "${PGOIPO_CFLAGS:=-O2}"
: "${PGOIPO_PROFDATA:=llvm-profdata-14}"
: "${PGOIPO_PROG:=$(basename "$0")}"
: "${PGOIPO_SHOW:=}"
: "${PGOIPO_LOGDIR:=}"

say() { echo "$PGOIPO_PROG: $*" >&2; }
die() { echo "$PGOIPO_PROG: error: $*" >&2; exit 1; }

# ------------------------------------------------------------------ flags

# Whether PGOIPO_CC is a Clang (asked once per compiler).
pgoipo_is_clang() {
	if [ "${_pgoipo_clang_of:-}" != "$PGOIPO_CC" ]; then
		_pgoipo_clang_of=$PGOIPO_CC _pgoipo_clang=no
		case $("$PGOIPO_CC" --version 2>/dev/null) in *clang*) _pgoipo_clang=yes ;; esac
	fi
	[ "$_pgoipo_clang" = yes ]
}

# pgoipo_flags_generate [DIR [TREE]]: the instrumenting flags.  DIR: where the
# profiles go (default: next to each object; Clang: the training's directory);
# TREE: the tree the objects are built in, stripped from the .gcda names, so
# that a build of the same tree elsewhere finds them.
# shellcheck disable=SC2120 # scripts/pgoipo-build passes DIR and TREE
pgoipo_flags_generate() {
	if pgoipo_is_clang; then
		echo "-fprofile-instr-generate${1:+=$1/%p.profraw}"
	else
		echo "-fprofile-generate${1:+=$1}${2:+ -fprofile-prefix-path=$2}"
	fi
}

# pgoipo_flags_use [PROFILE [TREE]]: the flags that read the profile.  GCC:
# PROFILE is the directory of the .gcda (default: next to each object), TREE
# as for pgoipo_flags_generate.  Clang: PROFILE is the .profdata file.
pgoipo_flags_use() {
	if pgoipo_is_clang; then
		echo "-fprofile-instr-use=$1"
	else
		echo "-fprofile-use${1:+=$1}${2:+ -fprofile-prefix-path=$2}"
	fi
}

# pgoipo_flags_plugin [-i INDEX] [ARG...]: load the plugin with the arguments
# KEY[=VALUE] and the profile index INDEX (last, as profile=INDEX).
pgoipo_flags_plugin() {
	local index='' a flags
	if [ "${1:-}" = -i ]; then index=$2; shift 2; fi
	flags="-fplugin=$PGOIPO_PLUGIN"
	for a; do flags+=" -fplugin-arg-pgoipo-$a"; done
	echo "$flags${index:+ -fplugin-arg-pgoipo-profile=$index}"
}

# pgoipo_cache_env INDEX: make the profile index part of a compiler cache's
# key.  ccache and sccache hash a compile's command line and the inputs they
# know of (sources, headers, the .gcda), not the file that
# -fplugin-arg-pgoipo-profile= names: after `pgoipo index` rewrote it, they
# would hand back objects compiled with the old decisions.  Exports
# CCACHE_EXTRAFILES and SCCACHE_EXTRAFILES (colon-separated lists) with INDEX
# added, for the commands run after it.
pgoipo_cache_env() {
	local index=$1 v
	case $index in /*) ;; *) index=$PWD/$index ;; esac
	for v in CCACHE_EXTRAFILES SCCACHE_EXTRAFILES; do
		case ":${!v:-}:" in
		*":$index:"*) ;;
		*) export "$v=$index${!v:+:${!v}}" ;;
		esac
	done
}

# pgoipo_linker FORMAT: the linker that reads an order file of FORMAT (the
# formats are pgoipo__order_ld_args's, which stops on an unknown one).
pgoipo_linker() {
	local ld_args
	pgoipo__order_ld_args "$1" -
	case $1 in
	gold) echo gold ;;
	lld | lld-cg) echo lld ;;
	*) echo bfd ;;
	esac
}

# pgoipo_flags_order FORMAT FILE: the link flags that apply order file FILE
# (lld-cg: none, lld sorts by the objects' .llvm.call-graph-profile itself).
pgoipo_flags_order() {
	local ld_args
	pgoipo__order_ld_args "$1" "$2"
	[ ${#ld_args[@]} -eq 0 ] || (IFS=, && echo "-Wl,${ld_args[*]}")
}

# pgoipo__order_ld_args FORMAT FILE: the linker's own arguments that read
# order file FILE of FORMAT, into the caller's array ld_args (none for the
# formats no linker argument reads).
pgoipo__order_ld_args() {
	case $1 in
	gold | ld-fragment) ld_args=("--section-ordering-file=$2") ;;
	lld) ld_args=("--symbol-ordering-file=$2") ;;
	ld-script) ld_args=(-T "$2") ;;
	lld-cg | none) ld_args=() ;;
	*) die "unknown order format '$1' (gold, lld, lld-cg, ld-fragment, ld-script)" ;;
	esac
}

# pgoipo_lto_lld DIR: for GCC's LTO links with ld.lld, which has no GCC LTO
# plugin: puts DIR/ld.lld, scripts/lib/ld-lld-lto (the LTO link by ld.bfd
# and GCC's plugin, then ld.lld on its LTRANS objects), into DIR and prints
# the flag by which collect2 runs it, -BDIR/.  pgoipo_order_wrappers with
# the same DIR later wraps it in place.
pgoipo_lto_lld() {
	local dir=$1
	mkdir -p "$dir" || die "cannot create $dir"
	ln -sf "$PGOIPO_ROOT/scripts/lib/ld-lld-lto" "$dir/ld.lld" || die "cannot link $dir/ld.lld"
	echo "-B$dir/"
}

# pgoipo_order_wrappers DIR FORMAT FILE PROGRAM: for a build that links
# more programs than the one profiled (a project's tests and tools): writes
# wrappers of the linkers (ld, ld.bfd, ld.gold, ld.lld) into DIR that give
# the link whose output is named PROGRAM order file FILE of FORMAT and pass
# every other link on as it was; prints the flag by which GCC's collect2
# (and clang) run them, -BDIR/.  Another program has its own layout, and
# lld warns about every name of an order that its link lacks.  A DIR/ld.lld
# of pgoipo_lto_lld stays the ld.lld the wrapper runs.
pgoipo_order_wrappers() {
	local dir=$1 fmt=$2 file=$3 prog=$4 flag name real ld_args
	pgoipo__order_ld_args "$fmt" "$file"
	[ ${#ld_args[@]} -gt 0 ] || return 0
	flag=$(printf '%q ' "${ld_args[@]}")
	flag=${flag% }
	mkdir -p "$dir" || die "cannot create $dir"
	for name in ld ld.bfd ld.gold ld.lld; do
		if [ "$name" = ld.lld ] && [ -L "$dir/ld.lld" ]; then
			real=$(readlink "$dir/ld.lld")
			rm -f "$dir/ld.lld"
		else
			real=$(command -v "$name") || continue
		fi
		cat >"$dir/$name" <<EOF
#!/bin/sh
# pgoipo: order file $file for the link of $prog only
out=a.out prev=
for a; do [ "\$prev" = -o ] && out=\$a; prev=\$a; done
case \${out##*/} in
$(printf '%q' "$prog")) exec $(printf '%q' "$real") "\$@" $flag ;;
*) exec $(printf '%q' "$real") "\$@" ;;
esac
EOF
		chmod +x "$dir/$name"
	done
	echo "-B$dir/"
}

# ------------------------------------------------------------------ helpers

# Run a command, printed first to PGOIPO_SHOW.
pgoipo__run() {
	[ -z "$PGOIPO_SHOW" ] || printf '$ %s\n' "$*" >&"$PGOIPO_SHOW"
	"$@"
}

# pgoipo__logged STEP CMD...: CMD, its output into STEP.log under PGOIPO_LOGDIR.
pgoipo__logged() {
	local step=$1
	shift
	if [ -z "$PGOIPO_LOGDIR" ]; then
		"$@"
	else
		"$@" >"$PGOIPO_LOGDIR/$step.log" 2>&1
	fi
}

# pgoipo__fail STEP MESSAGE: stop, naming the step (and its log).
pgoipo__fail() {
	local log=$PGOIPO_LOGDIR/$1.log
	if [ -n "$PGOIPO_LOGDIR" ] && [ -s "$log" ]; then
		tail -n 30 "$log" >&2
		die "$1: $2 (log: $log)"
	fi
	die "$1: $2"
}

# The object of source $2 for executable $1.
pgoipo__object() {
	local dir base
	dir=$(dirname "$1") base=$(basename "$2")
	base=${base%.*}.o
	if [ "$dir" = . ]; then echo "$base"; else echo "$dir/$base"; fi
}

# The compiler for sources "$@": PGOIPO_CXX if one is C++.
pgoipo__compiler() {
	local s
	for s; do
		case $s in
		*.cc | *.cpp | *.C)
			[ -z "$PGOIPO_CXX" ] || { echo "$PGOIPO_CXX"; return; }
			# the same compiler's: gcc-12 -> g++-12, DIR/gcc -> DIR/g++
			local dir='' base=$PGOIPO_CC
			case $base in */*) dir=${base%/*}/ base=${base##*/} ;; esac
			case $base in
			*clang*) echo "$dir${base/clang/clang++}" ;;
			*) echo "$dir${base/gcc/g++}" ;;
			esac
			return ;;
		esac
	done
	echo "$PGOIPO_CC"
}

# pgoipo__options SPEC "$@": a tiny getopts for the steps.  SPEC lists the
# letters; a letter followed by ':' takes a value, '+' a value that repeats.
# Sets opt_LETTER (the value, or 1), opts_LETTER (array, for '+') and
# opt_rest (the operands).
pgoipo__options() {
	local spec=$1 l
	shift
	opt_rest=()
	while [ $# -gt 0 ]; do
		case $1 in
		--) shift; break ;;
		-?) l=${1#-} ;;
		*) break ;;
		esac
		case $spec in
		*"$l+"*) [ $# -ge 2 ] || die "option -$l needs a value"; eval "opts_$l+=(\"\$2\")"; shift 2 ;;
		*"$l:"*) [ $# -ge 2 ] || die "option -$l needs a value"; printf -v "opt_$l" '%s' "$2"; shift 2 ;;
		*"$l"*) printf -v "opt_$l" 1; shift ;;
		*) die "unknown option '$1'" ;;
		esac
	done
	opt_rest=("$@")
}

# ------------------------------------------------------------------ steps

# pgoipo_build [-1 | -c] FLAGS EXE SRC...: compile each SRC to its object
# next to EXE with FLAGS, then link EXE from the objects with the same FLAGS
# (-flto and the plugin must be on the link line too).  -1: compile and link
# in one command (cc FLAGS SRC... -o EXE); -c: compile only.  Returns the
# compiler's status; the other steps are built on it.
pgoipo_build() {
	local mode=''
	case ${1:-} in -1 | -c) mode=$1; shift ;; esac
	[ $# -ge 3 ] || die "usage: pgoipo_build [-1 | -c] FLAGS EXE SRC..."
	local -a cc flags objs=()
	local exe=$2 src o
	read -r -a flags <<<"$1"
	shift 2
	read -r -a cc <<<"$(pgoipo__compiler "$@")"
	if [ "$mode" = -1 ]; then
		pgoipo__run "${cc[@]}" "${flags[@]}" "$@" -o "$exe" || return
		return 0
	fi
	for src; do
		o=$(pgoipo__object "$exe" "$src")
		pgoipo__run "${cc[@]}" "${flags[@]}" -c "$src" -o "$o" || return
		objs+=("$o")
	done
	[ "$mode" = -c ] || pgoipo__run "${cc[@]}" "${flags[@]}" "${objs[@]}" -o "$exe" || return
}

# pgoipo_instrument [-1] [-f FLAGS] EXE SRC...: the instrumented build:
# PGOIPO_CFLAGS, the instrumenting flags, FLAGS.
pgoipo_instrument() {
	local opt_1='' opt_f=''
	pgoipo__options '1f:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 2 ] || die "usage: pgoipo_instrument [-1] [-f FLAGS] EXE SRC..."
	# shellcheck disable=SC2119 # next to the objects
	pgoipo__logged instrument pgoipo_build ${opt_1:+-1} \
		"$PGOIPO_CFLAGS $(pgoipo_flags_generate) $opt_f" "$@" ||
		pgoipo__fail instrument "the instrumented build of $1 failed"
	[ -x "$1" ] || pgoipo__fail instrument "the instrumented build made no $1"
}

# pgoipo_train [-C DIR] PROFDIR CMD...: the training run.  Removes the
# profiles already in PROFDIR (a build may run programs of its own), runs CMD
# (in DIR), and checks that it left .gcda (.profraw) files in PROFDIR.  Sets
# PGOIPO_PROFILES to their number.
pgoipo_train() {
	local opt_C=.
	pgoipo__options 'C:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 2 ] || die "usage: pgoipo_train [-C DIR] PROFDIR CMD..."
	local prof kind=.gcda
	prof=$(cd "$1" && pwd) || pgoipo__fail train "no profile directory $1"
	shift
	! pgoipo_is_clang || kind=.profraw
	find "$prof" \( -name '*.gcda' -o -name '*.profraw' \) -delete
	pgoipo__logged train pgoipo__train_run "$opt_C" "$prof" "$@" ||
		pgoipo__fail train "the training command '$*' failed"
	PGOIPO_PROFILES=$(find "$prof" -name "*$kind" | wc -l)
	[ "$PGOIPO_PROFILES" -gt 0 ] ||
		pgoipo__fail train "'$*' wrote no $kind in $prof: did it run the instrumented program (and exit normally)?"
}

# Run the training command "$@" in directory $1; Clang's profiles go to $2.
pgoipo__train_run() {
	local dir=$1 prof=$2
	shift 2
	(
		cd "$dir" || exit
		! pgoipo_is_clang || export LLVM_PROFILE_FILE="$prof/%p.profraw"
		pgoipo__run "$@"
	)
}

# pgoipo_index [-o INDEX] EXE [PROFDIR]: the profile index of the training
# run's profiles in PROFDIR (default: EXE's directory) for program EXE (the
# instrumented build): `pgoipo index` into INDEX (default EXE.pgo); Clang:
# llvm-profdata merge into INDEX (default EXE.profdata).
pgoipo_index() {
	local opt_o=''
	pgoipo__options 'o:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 1 ] || die "usage: pgoipo_index [-o INDEX] EXE [PROFDIR]"
	local exe=$1 prof=${2:-$(dirname "$1")} index=$opt_o
	if pgoipo_is_clang; then
		index=${index:-$exe.profdata}
		local raws=()
		mapfile -t raws < <(find "$prof" -maxdepth 1 -name '*.profraw' | sort)
		[ ${#raws[@]} -gt 0 ] || pgoipo__fail index "no .profraw in $prof"
		pgoipo__logged index pgoipo__run "$PGOIPO_PROFDATA" merge -o "$index" "${raws[@]}" ||
			pgoipo__fail index "$PGOIPO_PROFDATA merge failed"
	else
		index=${index:-$exe.pgo}
		pgoipo__logged index pgoipo__run "$PGOIPO_CMD" index -o "$index" --binary "$exe" "$prof" ||
			pgoipo__fail index "pgoipo index failed"
	fi
	[ -s "$index" ] || pgoipo__fail index "$index is empty"
}

# pgoipo_use [-1 | -c] [-n] [-f FLAGS] [-i INDEX] [-a ARG]... EXE SRC...:
# the optimizing build with the profile: PGOIPO_CFLAGS, the flags that read
# the profile, the plugin with arguments ARG (-n: none, GCC PGO alone) and the
# index INDEX, FLAGS.  -c: compile only (pgoipo_relink links).  Clang: no
# plugin; INDEX is the .profdata (default EXE.profdata).  With INDEX, a
# compiler cache in PGOIPO_CC (ccache gcc) keys on it (pgoipo_cache_env).
pgoipo_use() {
	local opt_1='' opt_c='' opt_n='' opt_f='' opt_i='' opts_a=() flags mode=''
	pgoipo__options '1cnf:i:a+' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 2 ] || die "usage: pgoipo_use [-1 | -c] [-n] [-f FLAGS] [-i INDEX] [-a ARG]... EXE SRC..."
	[ -z "$opt_1" ] || mode=-1
	[ -z "$opt_c" ] || mode=-c
	if pgoipo_is_clang; then
		flags="$PGOIPO_CFLAGS $(pgoipo_flags_use "${opt_i:-$1.profdata}")"
	else
		flags="$PGOIPO_CFLAGS $(pgoipo_flags_use)"
		[ -n "$opt_n" ] || flags+=" $(pgoipo_flags_plugin ${opt_i:+-i "$opt_i"} "${opts_a[@]}")"
		[ -n "$opt_n" ] || [ -z "$opt_i" ] || pgoipo_cache_env "$opt_i"
	fi
	pgoipo__logged use pgoipo_build $mode "$flags $opt_f" "$@" ||
		pgoipo__fail use "the build of $1 with the profile failed"
	[ -n "$opt_c" ] || [ -x "$1" ] || pgoipo__fail use "the build with the profile made no $1"
}

# pgoipo_order [-f FORMAT] [-x ARG]... FILE OBJ...: order the functions of the
# objects' call graphs into FILE (`pgoipo order`, FORMAT default gold, more
# arguments ARG, e.g. --report, --tiers).
pgoipo_order() {
	local opt_f=gold opts_x=()
	pgoipo__options 'f:x+' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 2 ] || die "usage: pgoipo_order [-f FORMAT] [-x ARG]... FILE OBJ..."
	local file=$1
	shift
	pgoipo__logged order pgoipo__run "$PGOIPO_CMD" order -o "$file" --format "$opt_f" "${opts_x[@]}" "$@" ||
		pgoipo__fail order "pgoipo order failed"
	[ -s "$file" ] || pgoipo__fail order "pgoipo order wrote an empty order file: the objects carry no call graph"
}

# pgoipo_relink [-f FLAGS] FORMAT FILE EXE OBJ...: link EXE from the objects
# with the linker of FORMAT and order file FILE (PGOIPO_CFLAGS, FLAGS, the
# order flags).  FILE '-': the same link without an order file (the layout
# before the order: `pgoipo report --before`).
pgoipo_relink() {
	local opt_f=''
	pgoipo__options 'f:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 4 ] || die "usage: pgoipo_relink [-f FLAGS] FORMAT FILE EXE OBJ..."
	local format=$1 file=$2 exe=$3 ld order=''
	local -a flags
	shift 3
	ld=$(pgoipo_linker "$format") || exit 1
	[ "$file" = - ] || order=$(pgoipo_flags_order "$format" "$file")
	read -r -a flags <<<"$PGOIPO_CFLAGS $opt_f -fuse-ld=$ld $order"
	rm -f "$exe"
	pgoipo__logged relink pgoipo__run "$PGOIPO_CC" "${flags[@]}" "$@" -o "$exe" ||
		pgoipo__fail relink "linking $exe with $file failed"
	[ -x "$exe" ] || pgoipo__fail relink "the link made no $exe"
}

# pgoipo_check EXE FILE: how much of order file FILE the program EXE follows
# (`pgoipo order --check`, its output passed on).  Fails when the check
# cannot run or finds 0%.  Sets PGOIPO_CHECK_MATCH (e.g. 100.00%) and
# PGOIPO_CHECK_FUNCTIONS (e.g. "4 of 4").
pgoipo_check() {
	[ $# -eq 2 ] || die "usage: pgoipo_check EXE FILE"
	local out line
	out=$(mktemp)
	# --check exits 1 below 100%: the line it prints is what counts here.
	pgoipo__run "$PGOIPO_CMD" order --check "$1" "$2" >"$out" 2>&1 || true
	if [ -n "$PGOIPO_LOGDIR" ]; then cp "$out" "$PGOIPO_LOGDIR/check.log"; else cat "$out"; fi
	line=$(grep -m1 '^check: ' "$out" || true)
	rm -f "$out"
	[ -n "$line" ] || pgoipo__fail check "pgoipo order --check $1 $2 failed"
	PGOIPO_CHECK_MATCH=$(grep -oE '[0-9]+(\.[0-9]+)?%' <<<"$line" | tail -n 1)
	PGOIPO_CHECK_FUNCTIONS=$(sed -nE 's/.*: ([0-9]+ of [0-9]+) functions in order.*/\1/p' <<<"$line")
	case $PGOIPO_CHECK_MATCH in
	0% | 0.0% | 0.00%) pgoipo__fail check "the order was not applied: $PGOIPO_CHECK_FUNCTIONS functions in order" ;;
	esac
}

# pgoipo_report [-i INDEX] [-d DUMPS] [-r ORDER] [-b BEFORE] DIR EXE: what the
# profile changed in EXE, as a page and JSON in DIR (`pgoipo report`: the
# index INDEX, the plugin's dumps under DUMPS, the order file ORDER EXE was
# linked with, BEFORE the same objects linked without it).  Sets
# PGOIPO_REPORT to the page's path.
pgoipo_report() {
	local opt_i='' opt_d='' opt_r='' opt_b='' args=()
	pgoipo__options 'i:d:r:b:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -eq 2 ] || die "usage: pgoipo_report [-i INDEX] [-d DUMPS] [-r ORDER] [-b BEFORE] DIR EXE"
	[ -z "$opt_i" ] || args+=(--index "$opt_i")
	[ -z "$opt_d" ] || args+=(--dumps "$opt_d")
	[ -z "$opt_r" ] || args+=(--order "$opt_r")
	[ -z "$opt_b" ] || args+=(--before "$opt_b")
	pgoipo__logged report pgoipo__run "$PGOIPO_CMD" report -o "$1" "${args[@]}" "$2" ||
		pgoipo__fail report "pgoipo report failed"
	if [ ! -s "$1/index.html" ] || [ ! -s "$1/report.json" ]; then
		pgoipo__fail report "pgoipo report wrote no $1/index.html and report.json"
	fi
	# shellcheck disable=SC2034 # for the scripts that source this file
	PGOIPO_REPORT=$1/index.html
}

# pgoipo_pipeline [-1] [-n] [-f FLAGS] [-a ARG]... [-t ARGS] [-o FORMAT] EXE SRC...:
# all of it for a program of a few sources, in EXE's directory: instrument,
# train (./EXE ARGS there), index, use (plugin arguments ARG; -n: GCC PGO
# alone, no index), and with -o FORMAT (gold, lld, ld-fragment, ld-script; adds
# -ffunction-sections) order, relink and check.  FLAGS go to the use build.
pgoipo_pipeline() {
	local opt_1='' opt_n='' opt_f='' opts_a=() opt_t='' opt_o=none
	pgoipo__options '1nf:a+t:o:' "$@"
	set -- "${opt_rest[@]}"
	[ $# -ge 2 ] || die "usage: pgoipo_pipeline [-1] [-n] [-f FLAGS] [-a ARG]... [-t ARGS] [-o FORMAT] EXE SRC..."
	local exe=$1 dir name args=() use=() objs=() s
	dir=$(dirname "$exe") name=$(basename "$exe")
	shift
	read -r -a args <<<"$opt_t"
	local PGOIPO_CFLAGS=$PGOIPO_CFLAGS
	if [ "$opt_o" != none ] && [[ " $PGOIPO_CFLAGS " != *" -ffunction-sections "* ]]; then
		PGOIPO_CFLAGS+=" -ffunction-sections"
	fi
	pgoipo_instrument ${opt_1:+-1} "$exe" "$@"
	pgoipo_train -C "$dir" "$dir" "./$name" "${args[@]}"
	if pgoipo_is_clang || [ -z "$opt_n" ]; then
		pgoipo_index "$exe"
		pgoipo_is_clang || use=(-i "$exe.pgo")
	fi
	[ -z "$opt_n" ] || use=(-n)
	for s in "${opts_a[@]}"; do use+=(-a "$s"); done
	[ "$opt_o" = none ] || use+=(-c)
	pgoipo_use ${opt_1:+-1} -f "$opt_f" "${use[@]}" "$exe" "$@"
	[ "$opt_o" != none ] || return 0
	for s; do objs+=("$(pgoipo__object "$exe" "$s")"); done
	pgoipo_order -f "$opt_o" "$exe.order" "${objs[@]}"
	pgoipo_relink "$opt_o" "$exe.order" "$exe" "${objs[@]}"
	pgoipo_check "$exe" "$exe.order"
}

# ------------------------------------------------------------------ measures

# pgoipo_cachegrind CMD...: "instructions ind-branches ind-mispredicts
# all-mispredicts I1-misses CEst" of one run of CMD under cachegrind
# (--cache-sim=yes --branch-sim=yes, deterministic; CMD's output dropped).
# CEst is KCachegrind's cycle estimate Ir + 10 Bm + 10 L1m + 100 LLm.
pgoipo_cachegrind() {
	local out
	out=$(valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes \
		--cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null) ||
		die "cachegrind: '$*' failed: $out"
	awk '
		{ gsub(",", "") }
		$2 == "I" && $3 == "refs:"    { ir = $4 }
		$2 == "I1" && $3 == "misses:" { i1 = $4 }
		$2 == "Branches:"             { ib = $(NF - 1) }
		$2 == "Mispredicts:"          { am = $3; im = $(NF - 1) }
		$2 == "D1" && $3 == "misses:" { d1 = $4 }
		$2 == "LL" && $3 == "misses:" { ll = $4 }
		END { print ir + 0, ib + 0, im + 0, am + 0, i1 + 0, ir + 10 * am + 10 * (i1 + d1) + 100 * ll }' <<<"$out"
}

# pgoipo_text_size FILE: the size of FILE's .text section in bytes.
pgoipo_text_size() { size -A "$1" | awk '$1 == ".text" { print $2 }'; }

# pgoipo_count_dump DIR PASS ERE: how many lines of the plugin's PASS dumps
# (*.pgoipo-PASS) under DIR match ERE; n/a when there is no such dump.
pgoipo_count_dump() {
	local files=()
	mapfile -t files < <(find "$1" -name "*.pgoipo-$2" 2>/dev/null)
	if [ ${#files[@]} -eq 0 ]; then echo n/a; return; fi
	cat "${files[@]}" | grep -cE "$3" || true
}

# pgoipo_profile_units TREE PROFDIR: "MATCHED UNITS": how many of the objects
# (*.o) under TREE have their .gcda in PROFDIR.  GCC names a .gcda after the
# object as the compiler saw it (the working directory and -o, without the
# suffix), relative to -fprofile-prefix-path (here: the tree), '/' written
# as '#' and '..' as '^': make -C programs compiling ../lib/lz4.c into
# ../lib/lz4.o writes programs#^#lib#lz4.gcda.  Both sides are normalized
# before they are compared.
pgoipo_profile_units() {
	[ $# -eq 2 ] || die "usage: pgoipo_profile_units TREE PROFDIR"
	local tree prof=$2 f r units=0 matched=0
	local -a gcda=() objs=()
	local -A have=()
	tree=$(cd "$1" && pwd -P) || die "no tree $1"
	while IFS= read -r f; do
		r=${f%.gcda}
		r=${r//\#//}
		r=${r//^/..}
		case $r in /*) gcda+=("$r") ;; *) gcda+=("$tree/$r") ;; esac
	done < <(find "$prof" -name '*.gcda' -printf '%f\n')
	if [ ${#gcda[@]} -gt 0 ]; then
		while IFS= read -r f; do have[$f]=1; done < <(realpath -m -- "${gcda[@]}")
	fi
	while IFS= read -r f; do objs+=("${f%.*}"); done < <(find "$tree" -name '*.o')
	if [ ${#objs[@]} -gt 0 ]; then
		while IFS= read -r f; do
			units=$((units + 1))
			[ -z "${have[$f]:-}" ] || matched=$((matched + 1))
		done < <(realpath -m -- "${objs[@]}")
	fi
	echo "$matched $units"
}

# ------------------------------------------------------------------ command

# bash pipeline.sh STEP ARG...: one function as a command (the testsuite's way in).
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -euo pipefail
	[ $# -gt 0 ] || { echo "usage: bash $0 STEP ARG... (STEP: a pgoipo_ function, see the file)" >&2; exit 2; }
	step=pgoipo_${1//-/_}
	shift
	declare -F "$step" >/dev/null || die "no step '$step'"
	"$step" "$@"
fi
