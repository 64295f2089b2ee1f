# examples/callback as a user's project builds it, with a Makefile of its
# own: the driver (scripts/pgoipo-build) reaches every compile and the link
# through CC, CFLAGS and LDFLAGS alone.  driver.exp copies it to src/Makefile.
CC ?= cc
CFLAGS ?= -O2
callback: main.o callbacks.o registry.o
	$(CC) $(CFLAGS) $(LDFLAGS) $^ -o $@
%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
