# examples/callback with a Makefile that links without CFLAGS, as Lua's does:
# under -flto the driver must put the plugin on the link line itself (GCC
# does not record -fplugin in LTO objects).  driver.exp copies it to
# src-lto/Makefile.
CC ?= cc
CFLAGS ?= -O2
callback: main.o callbacks.o registry.o
	$(CC) $(LDFLAGS) $^ -o $@
%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
