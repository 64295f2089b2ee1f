// The operations main.cc calls through a table (registry.cc); they are
// defined in ops.cc, in namespace ops: C++ names in the profile index.
#include <cstddef>
namespace ops {
typedef long (*fn)(long);
fn get(std::size_t slot);
std::size_t size();
}
