// Stand-in for googlemock's gmock/gmock.h in scripts/bench's LevelDB build:
// db_bench includes util/testutil.h for its random data only; the matcher
// and the assertion macros that header defines are not used.
#ifndef BENCH_LEVELDB_GMOCK_H
#define BENCH_LEVELDB_GMOCK_H
#include "gtest/gtest.h"
#define MATCHER(name, description) \
	template <typename arg_type> bool name##Unused(const arg_type &arg)
#define EXPECT_THAT(value, matcher) ((void)(value))
#define ASSERT_THAT(value, matcher) ((void)(value))
#endif
