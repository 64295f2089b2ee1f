# args.sh — what the scripts do with their arguments before any work,
# sourced by the shell scripts of scripts/ (POSIX sh and bash alike):
#
#   script_help SCRIPT "$@"        -h or --help first: print SCRIPT's header
#                                  comment, which is its usage, and exit 0
#   script_die NAME MESSAGE        "NAME: error: MESSAGE (see --help)" on
#                                  stderr, exit 2
#   script_no_args NAME "$@"       a script that takes no arguments refuses
#                                  any, naming it
#   script_no_option NAME "$@"     a script that takes no options refuses
#                                  an argument that starts with '-'
#   script_count NAME WHAT VALUE   VALUE (the argument WHAT) must be a whole
#                                  number
#
# So that a mistyped option is an error that names it, never a shell error
# from deep inside ("help: unbound variable") nor a whole run started with
# the option ignored (check-toolchains runs the suite for every GCC).

script_help() {
	_script=$1
	shift
	case ${1:-} in
	-h | --help)
		awk 'NR == 1 && /^#!/ { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$_script"
		exit 0 ;;
	esac
}

script_die() {
	echo "$1: error: $2 (see --help)" >&2
	exit 2
}

script_no_args() {
	_name=$1
	shift
	[ $# -eq 0 ] || script_die "$_name" "unknown argument '$1': it takes none"
}

script_no_option() {
	_name=$1
	shift
	for _arg in "$@"; do
		case $_arg in -*) script_die "$_name" "unknown option '$_arg'" ;; esac
	done
}

script_count() {
	case $3 in
	'' | *[!0-9]*) script_die "$1" "$2 '$3' is not a whole number" ;;
	esac
}
