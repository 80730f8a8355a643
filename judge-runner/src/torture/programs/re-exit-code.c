#include <stdio.h>
/* The right answer, then a non-zero exit status: a runtime error all the same. */
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  return 3;
}
