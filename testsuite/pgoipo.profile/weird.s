# A public function whose name is not an assembler identifier: "1abc"
# starts with a digit.  No C compiler names a function so, but an asm label
# or hand-written assembly can, and an index line "name ID 1abc" could not
# be read back.
	.text
	.globl	"1abc"
	.type	"1abc", @function
"1abc":
	ret
	.size	"1abc", .-"1abc"
	.section	.note.GNU-stack,"",@progbits
