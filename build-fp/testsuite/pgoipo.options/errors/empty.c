/* Nothing to optimize: a unit for the plugin's arguments (options.exp). */
int main(void) { return 0; }
