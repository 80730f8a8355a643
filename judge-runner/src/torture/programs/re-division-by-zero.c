#include <stdio.h>
/* SIGFPE: the divisor is read at run time, so the compiler cannot fold it. */
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  volatile long long zero = a - a;
  printf("%lld\n", (a + b) / zero);
  return 0;
}
