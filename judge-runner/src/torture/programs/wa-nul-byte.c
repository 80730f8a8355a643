#include <stdio.h>
/* The answer, then a NUL byte and more text on the same line: bytes the comparison must see. */
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld", a + b);
  fwrite("\0Extra", 1, 6, stdout);
  printf("\n");
  return 0;
}
