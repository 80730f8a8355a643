#include <stdio.h>
/* Subtracts instead of adding: right on "x 0" only. */
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a - b);
  return 0;
}
