#include <math.h>
#include <stdio.h>
/* 'hoj' checker for the divide problem: one number, right within an absolute or relative 1e-6.
   argv: input, the program's output, the answer. Exit 0 is AC, 102 WA, 103 a broken answer file. */
int main(int argc, char **argv) {
  if (argc != 4) return 103;
  FILE *user = fopen(argv[2], "r"), *answer = fopen(argv[3], "r");
  double u, a;
  char extra;
  if (!user || !answer || fscanf(answer, "%lf", &a) != 1) return 103;
  if (fscanf(user, "%lf", &u) != 1 || fscanf(user, " %c", &extra) == 1) return 102;
  if (isnan(u) || isinf(u)) return 102;
  return fabs(u - a) <= 1e-6 * fmax(1.0, fabs(a)) ? 0 : 102;
}
