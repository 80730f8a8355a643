#include <stdio.h>
/* Reads until it has 1000 numbers, and the input holds two: scanf fails at EOF, the loop never ends. */
int main(void) {
  long long sum = 0, x;
  int count = 0;
  while (count < 1000) {
    if (scanf("%lld", &x) == 1) { sum += x; count++; }
  }
  printf("%lld\n", sum);
  return 0;
}
