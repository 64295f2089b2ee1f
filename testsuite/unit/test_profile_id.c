/* GCC's profile id of a public function (profile-id.h). */
#include "profile-id.h"
#include "unit.h"

/* Checked against GCC 12: the .gcda value profile of the running example
 * records inc's id as 1247539114. */
TEST(inc_matches_gcc) { CHECK_INT(ext_profile_id_of("inc"), 1247539114); }

/* crc32_string covers the terminating NUL: "" is one zero byte -> crc 0 -> id 1. */
TEST(empty_name_is_never_zero) { CHECK_INT(ext_profile_id_of(""), 1); }

TEST(top_bit_cleared) { CHECK((ext_profile_id_of("dbl") & 0x80000000u) == 0); }

int main(void)
{
	RUN(inc_matches_gcc);
	RUN(empty_name_is_never_zero);
	RUN(top_bit_cleared);
	return unit_done();
}
