/* profile-id.c — see profile-id.h. */
#include "profile-id.h"

/* GCC's libiberty crc32.c, bit by bit: MSB first, polynomial 0x04c11db7. */
static uint32_t crc32_byte(uint32_t crc, unsigned char c)
{
	crc ^= (uint32_t)c << 24;
	for (int i = 0; i < 8; i++)
		crc = (crc & 0x80000000u) ? (crc << 1) ^ 0x04c11db7u : crc << 1;
	return crc;
}

uint32_t ext_profile_id_crc32(uint32_t chksum, const char *s)
{
	do
		chksum = crc32_byte(chksum, (unsigned char)*s);
	while (*s++);
	return chksum;
}

uint32_t ext_profile_id_of(const char *name)
{
	uint32_t id = ext_profile_id_crc32(0, name) & 0x7fffffffu;
	return id ? id : 1;
}
