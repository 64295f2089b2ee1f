/* A .pgoipo.cgprofile section whose second line is malformed ('edge' with
 * one field instead of three), for pgoipo order's errors (order.exp). */
int f(void) { return 0; }
asm(".pushsection .pgoipo.cgprofile,\"e\",@progbits\n.ascii \"pgoipo-cgprofile 1\\nedge f\\n\"\n.popsection");
