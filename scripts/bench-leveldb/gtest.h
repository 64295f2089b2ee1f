// Stand-in for googletest's gtest/gtest.h in scripts/bench's LevelDB build
// (see gmock.h): what util/testutil.h names, declared and never defined.
#ifndef BENCH_LEVELDB_GTEST_H
#define BENCH_LEVELDB_GTEST_H
namespace testing {
class UnitTest {
public:
	static UnitTest *GetInstance();
	int random_seed() const;
};
}  // namespace testing
#endif
