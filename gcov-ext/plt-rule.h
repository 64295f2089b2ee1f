/* plt-rule.h — which external functions pgoipo-plt calls through the GOT
 * rather than through a PLT entry (option skip-plt).
 *
 * A call of a function another module defines (libc's memcpy, libstdc++'s
 * string members) goes, in a position-independent program, to a PLT entry
 * of the caller's module: a second, indirect jump through the GOT slot the
 * dynamic linker fills on the first call (lazy binding).  GCC's noplt
 * attribute (what -fno-plt does for every function) makes the call itself
 * indirect through the GOT slot — one jump and one instruction fewer per
 * call, no PLT line in the instruction cache — and the slot is then filled
 * when the program is loaded.  The linkers (ld.bfd, gold, lld) turn such a
 * call back into a direct one where the function is in the program itself
 * (R_X86_64_GOTPCRELX), so it costs nothing where there was no PLT entry.
 *
 * Binding at load rather than at the first call is what could change a
 * program's behaviour: a program that never calls a function its loader
 * cannot find runs with lazy binding and would not start.  So only the
 * functions the training run did call get it, and only in code for a
 * position-independent executable (-fpie), whose undefined functions the
 * static linker has found in the libraries it names: a shared library
 * (-fPIC without -fpie) may rely on a later dlopen() for a function it
 * calls, and code that is not position-independent (-fno-pie) may be for
 * a kernel or a freestanding program, which has no GOT to go through. */
#ifndef PGOIPO_PLT_RULE_H
#define PGOIPO_PLT_RULE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the unit's code is for. */
enum ext_plt_code {
	EXT_PLT_PIE,	/* a position-independent executable (-fpie) */
	EXT_PLT_SHARED,	/* a shared library (-fPIC without -fpie) */
	EXT_PLT_FIXED,	/* not position-independent (-fno-pie) */
};

/* The properties of one external function that the unit calls. */
struct ext_plt_callee {
	int64_t count;	/* the training's calls of it from this unit; below 0: unknown */
	int weak;	/* declared weak: its slot may stay empty (0) */
	int local;	/* binds locally (hidden visibility): no PLT entry to skip */
	int own;	/* the program defines it (the profile index names it) */
	enum ext_plt_code code;
};

/* NULL when calls of C go through the GOT, else why not: "shared" or
 * "not-pie" (the unit's code), "local", "own" (a function of the program
 * itself: the linker calls it directly, and a call through the GOT would
 * only be a byte longer), "weak", "unexecuted" (the training never called
 * it from this unit, or its count is unknown), checked in that order. */
const char *ext_plt_reason(const struct ext_plt_callee *c);

#ifdef __cplusplus
}
#endif
#endif
