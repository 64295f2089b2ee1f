/* An empty .pgoipo.cgprofile section (the plugin always writes a unit, so
 * something emptied it), for pgoipo order's errors (order.exp). */
int f(void) { return 0; }
asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n.popsection");
