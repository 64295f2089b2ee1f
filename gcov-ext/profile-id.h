/* profile-id.h — GCC's profile id of a public function.
 *
 * GCC (coverage.cc, coverage_compute_profile_id) identifies a function in the
 * value profiles of indirect calls by a 31-bit id.  For a public function that
 * is not in a COMDAT group it is
 *
 *     id = crc32_string(0, assembler name) & 0x7fffffff;   0 becomes 1
 *
 * where crc32_string is GCC's MSB-first CRC-32 (polynomial 0x04c11db7, initial
 * value 0, no final xor) over the name's bytes *including* the trailing NUL.
 * Example: "inc" -> 1247539114.  Static functions also mix in the file name
 * and the -o base name; only the compiling plugin can compute those.
 */
#ifndef PGOIPO_PROFILE_ID_H
#define PGOIPO_PROFILE_ID_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* GCC's crc32_string: CRC over the bytes of S and its terminating NUL. */
uint32_t ext_profile_id_crc32(uint32_t chksum, const char *s);

/* The profile id GCC gives the public function with assembler name NAME. */
uint32_t ext_profile_id_of(const char *name);

#ifdef __cplusplus
}
#endif
#endif
