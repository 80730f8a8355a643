#include <stdio.h>
#include <string.h>
/* The right answer, then 128 MiB of blanks: past the output limit (64 MiB), so not accepted. */
int main(void) {
  long long a, b;
  static char blanks[1 << 20];
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  memset(blanks, ' ', sizeof blanks);
  for (int i = 0; i < 128; i++) fwrite(blanks, 1, sizeof blanks, stdout);
  return 0;
}
