#include <string.h>
#include <utf8proc.h>

/* Zeroes a buffer that held a password in a way the optimiser keeps (glibc's explicit_bzero). */
static inline void lift_utf8proc_wipe(void *p, size_t n) { explicit_bzero(p, n); }
