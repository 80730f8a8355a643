#include <stdio.h>
/* The right answer with a space before the newline: PE where trailing blanks count, AC where they do not. */
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld \n", a + b);
  return 0;
}
